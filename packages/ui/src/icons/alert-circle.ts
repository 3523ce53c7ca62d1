import { svg } from 'lit/html.js';

/** A circle with an exclamation mark: an error. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const alertCircleIcon = svg`<circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5v.01" />`;
