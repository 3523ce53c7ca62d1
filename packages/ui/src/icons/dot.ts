import { svg } from 'lit/html.js';

/** A small circle: a menu item without its own icon. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const dotIcon = svg`<circle cx="12" cy="12" r="3" />`;
