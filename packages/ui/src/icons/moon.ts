import { svg } from 'lit/html.js';

/** A crescent moon: dark mode. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const moonIcon = svg`<path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />`;
