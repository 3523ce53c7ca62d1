import { svg } from 'lit/html.js';

/** A checklist: forms. Draw inside `icon()` (./icon.ts): 24×24, stroked with currentColor. */
export const formsIcon = svg`<rect x="4" y="3" width="16" height="18" rx="2" /><path d="M8 8h8M8 12h8M8 16h5" />`;
