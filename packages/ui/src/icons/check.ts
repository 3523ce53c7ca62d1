import { svg } from 'lit/html.js';

/** A tick: the selected option. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const checkIcon = svg`<path d="M5 12l5 5 9-10" />`;
