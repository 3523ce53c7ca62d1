import { svg } from 'lit/html.js';

/** An arrow out of a door: sign out. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const logoutIcon = svg`<path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4" /><path d="M16 16l4-4-4-4M20 12H9" />`;
