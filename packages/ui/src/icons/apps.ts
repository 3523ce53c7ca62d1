import { svg } from 'lit/html.js';

/** Four squares: apps. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const appsIcon = svg`<rect x="4" y="4" width="6" height="6" rx="1" /><rect x="14" y="4" width="6" height="6" rx="1" /><rect x="4" y="14" width="6" height="6" rx="1" /><rect x="14" y="14" width="6" height="6" rx="1" />`;
