import { svg } from 'lit/html.js';

/** A house. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const homeIcon = svg`<path d="M4 11l8-7 8 7M6 9.5V20h12V9.5" />`;
