import { svg } from 'lit/html.js';

/** A grid: tables. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const tableIcon = svg`<rect x="3" y="4" width="18" height="16" rx="2" /><path d="M3 10h18M3 15h18M10 4v16" />`;
