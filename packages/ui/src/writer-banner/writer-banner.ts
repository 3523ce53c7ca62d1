import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { baseStyles } from '../core/styles.js';
import { icon } from '../icons/icon.js';
import { pencilIcon } from '../icons/pencil.js';
import { styles } from './writer-banner.styles.js';
import '@katha/i18n/messages/writer-banner';

/**
 * @summary The writer-recruitment banner of the home and article pages: "Do you have a
 * passion for writing? Join Katha as a Writer today and start earning", with a link to the
 * write page. The app shows it to readers who are neither editors nor staff.
 *
 * @csspart base - The banner's box.
 * @csspart link - The link to the write page.
 *
 * @cssprop --katha-color-secondary - The banner's background.
 * @cssprop --katha-color-on-secondary - Its text.
 *
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - The link was followed; cancel it to route in the app.
 */
@customElement('katha-writer-banner')
export class KathaWriterBanner extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The write page. */
  @property() href = '/core/write/new';

  #onClick(event: MouseEvent) {
    if (!isPlainClick(event)) return;
    if (!this.emit<NavigateDetail>('katha-navigate', { href: this.href }, { cancelable: true }))
      event.preventDefault();
  }

  override render() {
    return html`<aside part="base" class="base" aria-labelledby="pitch">
      <p id="pitch" class="pitch">${this.t('writer-banner.pitch')}</p>
      <a part="link" class="link" href=${this.href} @click=${this.#onClick}>${icon(pencilIcon)}${this.t('writer-banner.cta')}</a>
    </aside>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-writer-banner': KathaWriterBanner;
  }
}
