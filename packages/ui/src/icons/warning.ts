import { svg } from 'lit/html.js';

/** A triangle with an exclamation mark: a warning. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const warningIcon = svg`<path d="M12 3.5L21.5 20h-19z" /><path d="M12 10v4.5M12 17.5v.01" />`;
