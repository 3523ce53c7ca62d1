import { svg } from 'lit/html.js';

/** An arrow leaving a box: opens elsewhere. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const externalIcon = svg`<path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />`;
