import { svg } from 'lit/html.js';

/** An arrow down: the column the rows are sorted by (descending; turned up for ascending). Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const sortedIcon = svg`<path d="M12 5v14" /><path d="M6 13l6 6 6-6" />`;
