import { svg } from 'lit/html.js';

/** A cross: closes a drawer or menu. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const closeIcon = svg`<path d="M6 6l12 12M18 6L6 18" />`;
