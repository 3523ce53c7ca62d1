import { svg } from 'lit/html.js';

/** A circle with an "i": information. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const infoIcon = svg`<circle cx="12" cy="12" r="9" /><path d="M12 11v5.5M12 7.5v.01" />`;
