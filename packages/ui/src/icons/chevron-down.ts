import { svg } from 'lit/html.js';

/** A chevron pointing down: expands a group. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const chevronDownIcon = svg`<path d="M6 9l6 6 6-6" />`;
