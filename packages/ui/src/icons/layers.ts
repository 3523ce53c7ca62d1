import { svg } from 'lit/html.js';

/** Stacked layers: UI components and pages. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const layersIcon = svg`<path d="M12 4l8 4-8 4-8-4z" /><path d="M4 12l8 4 8-4M4 16l8 4 8-4" />`;
