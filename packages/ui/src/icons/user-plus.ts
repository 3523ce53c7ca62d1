import { svg } from 'lit/html.js';

/** A person with a plus: follow an author. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const userPlusIcon = svg`<circle cx="9" cy="8" r="4" /><path d="M2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M19 8v6M16 11h6" />`;
