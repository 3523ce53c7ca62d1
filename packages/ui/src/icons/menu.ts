import { svg } from 'lit/html.js';

/** Three lines: opens the navigation drawer. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const menuIcon = svg`<path d="M4 6h16M4 12h16M4 18h16" />`;
