import { svg } from 'lit/html.js';

/** A bell: notifications. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const bellIcon = svg`<path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z" /><path d="M10 20a2 2 0 0 0 4 0" />`;
