import { svg } from 'lit/html.js';

/** A crossed circle: unavailable. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const banIcon = svg`<circle cx="12" cy="12" r="9" /><path d="M5.6 5.6l12.8 12.8" />`;
