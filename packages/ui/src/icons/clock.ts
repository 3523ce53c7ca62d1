import { svg } from 'lit/html.js';

/** A clock face: choosing a time. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const clockIcon = svg`<circle cx="12" cy="12" r="8" /><path d="M12 8v4l3 2" />`;
