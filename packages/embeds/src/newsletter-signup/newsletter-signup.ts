import { KathaApiError } from '@katha/sdk';
import { baseStyles } from '@katha/ui/core';
import '@katha/ui/newsletter-form';
import type { NewsletterSubmitDetail } from '@katha/ui/newsletter-form';
import { css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { clientFor } from '../core/client.js';
import { KathaEmbedElement } from '../core/embed-element.js';
import { embedStyles } from '../core/styles.js';
import '@katha/i18n/messages/embeds-newsletter';

/** Detail of `katha-subscribed`. */
export interface SubscribedDetail {
  email: string;
}

/**
 * @summary Katha's newsletter sign-up on a partner's page: an email field checked in the
 * browser, a subscribe button and the outcome in `locale`. The sign-up is sent to the CMS with
 * the reader's language and the partner page's origin as its source. The CMS answers a repeat
 * sign-up exactly like a first one (nobody can learn who is subscribed), so the confirmation
 * adds that an address is only ever on the list once.
 *
 * @csspart form - The `katha-newsletter-form` (its parts are exported as `form-form`, `message`).
 * @csspart note - The line under the confirmation (an address is on the list once; too many tries).
 *
 * @cssprop --katha-color-primary - The button and focus ring.
 * @cssprop --katha-color-primary-subtle - The box's background.
 * @cssprop --katha-color-text - The text colour.
 * @cssprop --katha-font-family - The font.
 *
 * @fires {CustomEvent<SubscribedDetail>} katha-subscribed - The CMS accepted the sign-up.
 */
@customElement('katha-newsletter-signup')
export class KathaNewsletterSignup extends KathaEmbedElement {
  static override styles = [
    baseStyles,
    embedStyles,
    css`
      .note {
        margin: var(--katha-space-2) 0 0;
        font-size: var(--katha-font-size-sm);
        color: var(--katha-color-text-muted);
      }
    `,
  ];

  /** Only the field and the button, without heading and text (a footer). */
  @property({ type: Boolean }) compact = false;

  /** Stored with the sign-up as its source; the page's origin when empty. */
  @property() source = '';

  @state() private note: 'once' | 'tooMany' | '' = '';

  #submit(event: CustomEvent<NewsletterSubmitDetail>) {
    event.stopPropagation();
    const { email } = event.detail;
    this.note = '';
    const client = clientFor(this.cmsUrl);
    const call = async () => {
      if (!client) throw { reason: 'error' };
      try {
        await client.POST('/newsletter-subscribers', {
          body: {
            data: {
              email,
              language: this.locale,
              source: (this.source || globalThis.location?.origin || 'embed').slice(0, 200),
            },
          },
        });
      } catch (error) {
        const status = error instanceof KathaApiError ? error.status : 0;
        if (status === 429) this.note = 'tooMany';
        throw { reason: status === 400 ? 'invalid' : 'error' };
      }
      this.note = 'once';
      this.emit<SubscribedDetail>('katha-subscribed', { email });
    };
    event.detail.waitUntil(call());
  }

  override render() {
    const locale = this.locale;
    return keyed(
      locale,
      html`<div lang=${locale}>
        <katha-newsletter-form
          part="form"
          exportparts="form: form-form, message"
          ?compact=${this.compact}
          @katha-newsletter-submit=${this.#submit}
        ></katha-newsletter-form>
        ${
          this.note === 'once'
            ? html`<p part="note" class="note">${this.t('embeds-newsletter.once')}</p>`
            : this.note === 'tooMany'
              ? html`<p part="note" class="note" role="alert">${this.t('embeds-newsletter.tooMany')}</p>`
              : nothing
        }
      </div>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-newsletter-signup': KathaNewsletterSignup;
  }
  interface HTMLElementEventMap {
    'katha-subscribed': CustomEvent<SubscribedDetail>;
  }
}
