import { svg } from 'lit/html.js';

/** Bars: statistics. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const chartIcon = svg`<path d="M4 20h16M7 16v-5M12 16V7M17 16V8" />`;
