import { svg } from 'lit/html.js';

/** A chevron pointing to the inline start (mirrored in rtl by the element that draws it). Draw inside `icon()` (./icon.ts). */
export const chevronLeftIcon = svg`<path d="M15 6l-6 6 6 6" />`;
