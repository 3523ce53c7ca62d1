import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { icon } from '../icons/icon.js';
import { inboxIcon } from '../icons/inbox.js';
import { styles } from './empty-state.styles.js';
import '@katha/i18n/messages/empty-state';

/**
 * @summary What a list or page shows when it has nothing in it: an icon, a heading, an
 * optional explanation and an optional action (a button or link in the default slot).
 *
 * @slot - An action, such as a `katha-button` ("Write your first article").
 * @slot icon - An icon of your own instead of the empty tray.
 *
 * @csspart base - The centred box.
 * @csspart heading - The heading.
 *
 * @cssprop --katha-color-text-muted - The icon and the explanation.
 */
@customElement('katha-empty-state')
export class KathaEmptyState extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The heading, already translated; "Nothing here yet" in the page's language when empty. */
  @property() heading = '';

  /** A sentence under the heading, already translated. */
  @property() message = '';

  /** The level of the heading (1 to 6), to fit the page's outline: 1 when it is the page's own (not found). */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 2;

  override render() {
    const level = Math.min(6, Math.max(1, Math.round(this.headingLevel) || 2));
    return html`<div part="base" class="state-box">
      <span class="icon-frame"><slot name="icon">${icon(inboxIcon)}</slot></span>
      <p part="heading" class="heading" role="heading" aria-level=${level}>${this.heading || this.t('empty-state.heading')}</p>
      ${this.message ? html`<p class="message">${this.message}</p>` : nothing}
      <slot></slot>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-empty-state': KathaEmptyState;
  }
}
