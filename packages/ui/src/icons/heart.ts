import { svg } from 'lit/html.js';

/** A heart: likes. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const heartIcon = svg`<path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 6.6 4.6 4.6 0 0 1 20.6 11C19 15.6 12 20 12 20z" />`;
