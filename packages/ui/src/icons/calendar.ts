import { svg } from 'lit/html.js';

/** A calendar page: choosing a date. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const calendarIcon = svg`<rect x="4" y="5" width="16" height="15" rx="2" /><path d="M4 10h16M9 3v4M15 3v4" />`;
