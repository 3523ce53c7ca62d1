import { svg } from 'lit/html.js';

/** A chevron left to a bar: the first page (mirrored in rtl). Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const firstPageIcon = svg`<path d="M18 6l-6 6 6 6" /><path d="M7 6v12" />`;
