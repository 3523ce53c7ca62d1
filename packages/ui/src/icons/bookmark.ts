import { svg } from 'lit/html.js';

/** A bookmark ribbon. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const bookmarkIcon = svg`<path d="M6 4h12v17l-6-4-6 4z" />`;
