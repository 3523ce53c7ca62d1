import { svg } from 'lit/html.js';

/** A pencil: write. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const pencilIcon = svg`<path d="M4 20h4L19 9l-4-4L4 16z" /><path d="M13.5 6.5l4 4" />`;
