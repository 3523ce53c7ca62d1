import { svg } from 'lit/html.js';

/** Two chevrons apart: a column the rows may be sorted by. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const unsortedIcon = svg`<path d="M8 9l4-4 4 4" /><path d="M8 15l4 4 4-4" />`;
