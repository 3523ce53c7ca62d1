import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import '../chip/chip.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './logo.styles.js';
import '@katha/i18n/messages/common';
import '@katha/i18n/messages/logo';

/**
 * @summary The Katha wordmark with its "Beta" label, linking to the home page.
 *
 * @csspart base - The link.
 * @csspart wordmark - The wordmark text.
 *
 * @cssprop --katha-color-primary - Colour of the wordmark.
 *
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - The logo was clicked; cancel it to route in the app.
 */
@customElement('katha-logo')
export class KathaLogo extends KathaElement {
  static override styles = [baseStyles, styles];
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** Where the logo leads. */
  @property() href = '/';

  /** A smaller wordmark (narrow screens). */
  @property({ type: Boolean, reflect: true }) compact = false;

  #onClick(event: MouseEvent) {
    if (
      isPlainClick(event) &&
      !this.emit<NavigateDetail>('katha-navigate', { href: this.href }, { cancelable: true })
    )
      event.preventDefault();
  }

  override render() {
    const wordmark = this.t('logo.wordmark');
    const beta = this.t('common.beta');
    return html`<a
      part="base"
      class="base"
      href=${this.href}
      aria-label=${this.t('logo.home', { wordmark, beta })}
      @click=${this.#onClick}
    >
      <span part="wordmark" class="wordmark">${wordmark}</span>
      <katha-chip color="secondary">${beta}</katha-chip>
    </a>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-logo': KathaLogo;
  }
}
