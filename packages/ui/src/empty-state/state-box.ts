import { html, nothing } from 'lit/html.js';
import { icon } from '../icons/icon.js';
import { inboxIcon } from '../icons/inbox.js';
import { styles as boxStyles } from './empty-state.styles.js';

/**
 * The box `katha-empty-state` renders, as a lit-html template (and `katha-error-state`'s, in
 * ../error-state/error-box.ts): an element that shows a state inside its own shadow root (a
 * partner widget) renders the same box without the element, adopting `stateBoxStyles`.
 */
export const stateBoxStyles = [boxStyles];

export interface EmptyStateBox {
  /** The heading, translated. */
  heading: string;
  /** A sentence under it, translated. */
  message?: string;
  /** The heading's level (2 to 6; 2 by default). */
  level?: number;
  /** The icon (the empty tray by default). */
  icon?: unknown;
  /** An action under the text (a link or button). */
  action?: unknown;
}

/** Nothing here: an icon, a heading, an optional message and an optional action. */
export function emptyStateBox(box: EmptyStateBox) {
  const level = Math.min(6, Math.max(2, Math.round(box.level ?? 2) || 2));
  return html`<div part="base" class="state-box">
    <span class="icon-frame">${box.icon ?? icon(inboxIcon)}</span>
    <p part="heading" class="heading" role="heading" aria-level=${level}>${box.heading}</p>
    ${box.message ? html`<p class="message">${box.message}</p>` : nothing}
    ${box.action ?? nothing}
  </div>`;
}
