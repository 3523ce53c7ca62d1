import { svg } from 'lit/html.js';

/** An arrow into a door: sign in. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const loginIcon = svg`<path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" /><path d="M10 16l4-4-4-4M14 12H3" />`;
