import { svg } from 'lit/html.js';

/** A chevron right to a bar: the last page (mirrored in rtl). Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const lastPageIcon = svg`<path d="M6 6l6 6-6 6" /><path d="M17 6v12" />`;
