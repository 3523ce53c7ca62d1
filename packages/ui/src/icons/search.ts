import { svg } from 'lit/html.js';

/** A magnifying glass. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const searchIcon = svg`<circle cx="11" cy="11" r="7" /><path d="M20 20l-4-4" />`;
