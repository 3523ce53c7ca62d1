import { KathaApiError } from '@katha/sdk';
import { baseStyles } from '@katha/ui/core';
import '@katha/ui/newsletter-form';
import type { NewsletterSubmitDetail } from '@katha/ui/newsletter-form';
import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { KathaEmbedElement } from '../core/embed-element.js';
import { embedStyles } from '../core/styles.js';
import '../generated/messages/embeds-newsletter.js';

/** Detail of `katha-subscribed`. */
export interface SubscribedDetail {
  email: string;
}

/** What the kit's form shows for a failed sign-up: the CMS refused the address (400), its rate limit (429), anything else. */
function reasonOf(error: unknown): 'invalid' | 'tooMany' | 'error' {
  const status = error instanceof KathaApiError ? error.status : 0;
  return status === 400 ? 'invalid' : status === 429 ? 'tooMany' : 'error';
}

/**
 * @summary Katha's newsletter sign-up on a partner's page: the kit's `katha-newsletter-form`
 * (an email field checked in the browser, a subscribe button and the outcome in `locale`), sent
 * to the CMS with the reader's language and the partner page's origin as its source. The CMS
 * answers a repeat sign-up exactly like a first one (nobody can learn who is subscribed), so the
 * confirmation adds that an address is only ever on the list once.
 *
 * @csspart form - The `<form>` (field and button).
 * @csspart input - The email `<input>`.
 * @csspart button - The subscribe `<button>`.
 * @csspart message - The outcome (subscribed, failed, too many tries).
 * @csspart note - The line under the confirmation (an address is on the list once).
 *
 * @cssprop --katha-color-primary - The button.
 * @cssprop --katha-color-primary-subtle - The box's background.
 * @cssprop --katha-color-text - The text colour.
 * @cssprop --katha-color-focus - The focus ring.
 * @cssprop --katha-radius - The field's and button's corners.
 * @cssprop --katha-font-family - The font.
 *
 * @fires {CustomEvent<SubscribedDetail>} katha-subscribed - The CMS accepted the sign-up.
 */
@customElement('katha-embed-newsletter-signup')
export class KathaEmbedNewsletterSignup extends KathaEmbedElement {
  static override styles = [baseStyles, embedStyles];

  /** Only the field and the button, without heading and text (a footer). */
  @property({ type: Boolean }) compact = false;

  /** Stored with the sign-up as its source; the page's origin when empty. */
  @property() source = '';

  /** The kit form's `katha-newsletter-submit`: the sign-up through the SDK, whose outcome the form shows. */
  #onSubmit(event: CustomEvent<NewsletterSubmitDetail>) {
    event.stopPropagation();
    event.detail.waitUntil(this.#subscribe(event.detail.email));
  }

  async #subscribe(email: string) {
    const client = this.client;
    if (!client) throw 'error';
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
      throw reasonOf(error);
    }
    this.emit<SubscribedDetail>('katha-subscribed', { email });
  }

  override render() {
    const locale = this.locale;
    return keyed(
      locale,
      html`<katha-newsletter-form
        lang=${locale}
        exportparts="form, input, button, message"
        ?compact=${this.compact}
        @katha-newsletter-submit=${this.#onSubmit}
      >
        <p slot="note" part="note">${this.t('embeds-newsletter.once')}</p>
      </katha-newsletter-form>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-embed-newsletter-signup': KathaEmbedNewsletterSignup;
  }
  interface HTMLElementEventMap {
    'katha-subscribed': CustomEvent<SubscribedDetail>;
  }
}
