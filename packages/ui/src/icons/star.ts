import { svg } from 'lit/html.js';

/** A five-pointed star: a rating. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor (fill it with CSS). */
export const starIcon = svg`<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />`;
