import { html, nothing } from 'lit/html.js';
import { stateBoxStyles } from '../empty-state/state-box.js';
import { alertCircleIcon } from '../icons/alert-circle.js';
import { icon } from '../icons/icon.js';
import { styles } from './error-state.styles.js';

/** The error box's styles: the state box's, with the error's icon colours. */
export const errorBoxStyles = [...stateBoxStyles, styles];

/** Loading failed: an alert with its icon, the message (translated) and an optional action (a retry). */
export function errorStateBox(box: { message: string; action?: unknown }) {
  return html`<div part="base" class="state-box error" role="alert">
    <span class="icon-frame">${icon(alertCircleIcon)}</span>
    <p class="heading">${box.message}</p>
    ${box.action ?? nothing}
  </div>`;
}
