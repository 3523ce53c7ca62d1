import { svg } from 'lit/html.js';

/** A person: profile. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const userIcon = svg`<circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" />`;
