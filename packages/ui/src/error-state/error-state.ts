import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import '../button/button.js';
import { styles as stateStyles } from '../empty-state/empty-state.styles.js';
import { alertCircleIcon } from '../icons/alert-circle.js';
import { icon } from '../icons/icon.js';
import { styles } from './error-state.styles.js';
import '@katha/i18n/messages/common';
import '@katha/i18n/messages/error-state';

/**
 * @summary What a list or page shows when loading failed: an alert with a message and a
 * "Try again" button that fires `katha-retry`.
 *
 * @csspart base - The centred box (`role="alert"`).
 * @csspart retry - The retry `katha-button`.
 *
 * @cssprop --katha-color-error - The icon.
 *
 * @fires {CustomEvent<void>} katha-retry - The person asked to try again.
 */
@customElement('katha-error-state')
export class KathaErrorState extends KathaElement {
  static override styles = [baseStyles, stateStyles, styles];

  /** What went wrong, already translated; "Something went wrong" in the page's language when empty. */
  @property() message = '';

  /** Hides the retry button (for errors a retry cannot fix). */
  @property({ type: Boolean, attribute: 'no-retry' }) noRetry = false;

  override render() {
    return html`<div part="base" class="state-box error" role="alert">
      <span class="icon-frame">${icon(alertCircleIcon)}</span>
      <p class="heading">${this.message || this.t('error-state.message')}</p>
      ${
        this.noRetry
          ? nothing
          : html`<katha-button part="retry" variant="outlined" @click=${() => this.emit<void>('katha-retry', undefined)}
              >${this.t('common.retry')}</katha-button
            >`
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-error-state': KathaErrorState;
  }
  interface HTMLElementEventMap {
    'katha-retry': CustomEvent<void>;
  }
}
