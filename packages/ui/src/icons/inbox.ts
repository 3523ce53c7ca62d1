import { svg } from 'lit/html.js';

/** An empty tray: nothing to show yet. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const inboxIcon = svg`<path d="M3 13l3-8h12l3 8v6H3zM3 13h5l1.5 2.5h5L16 13h5" />`;
