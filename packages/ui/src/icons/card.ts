import { svg } from 'lit/html.js';

/** A payment card: subscription. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const cardIcon = svg`<rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 10h18M7 15h3" />`;
