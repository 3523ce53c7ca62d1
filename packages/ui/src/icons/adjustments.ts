import { svg } from 'lit/html.js';

/** Sliders: theme settings. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const adjustmentsIcon = svg`<path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" /><circle cx="15" cy="6" r="2" /><circle cx="9" cy="12" r="2" /><circle cx="17" cy="18" r="2" />`;
