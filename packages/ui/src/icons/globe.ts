import { svg } from 'lit/html.js';

/** A globe: language. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const globeIcon = svg`<circle cx="12" cy="12" r="9" /><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />`;
