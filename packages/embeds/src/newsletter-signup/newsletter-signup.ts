import { KathaApiError } from '@katha/sdk/public';
import { baseStyles } from '@katha/ui/core/styles';
import { styles as formStyles } from '@katha/ui/newsletter-form/styles';
import { html, nothing } from 'lit/html.js';
import { clientFor } from '../core/client.js';
import { KathaTemplateEmbed } from '../core/template-embed.js';
import { styles } from './newsletter-signup.styles.js';
import '@katha/i18n/messages/embeds-newsletter';
import '@katha/i18n/messages/newsletter-form';

/** Detail of `katha-subscribed`. */
export interface SubscribedDetail {
  email: string;
}

/** Where the sign-up is: being sent, accepted, failed (`error`: try again; `tooMany`: the CMS's rate limit). */
type Status = 'idle' | 'submitting' | 'success' | 'error' | 'tooMany';

/**
 * @summary Katha's newsletter sign-up on a partner's page: an email field checked in the
 * browser, a subscribe button and the outcome in `locale`. The sign-up is sent to the CMS with
 * the reader's language and the partner page's origin as its source. The CMS answers a repeat
 * sign-up exactly like a first one (nobody can learn who is subscribed), so the confirmation
 * adds that an address is only ever on the list once. A native form in the shadow root, with the
 * kit's newsletter words and look (`katha-newsletter-form` without its kit elements: a third of
 * the bytes), on the kit's KathaTemplateElement (lit-html without LitElement: a third less again).
 * Its properties are its attributes.
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
export class KathaNewsletterSignup extends KathaTemplateEmbed {
  // The kit's newsletter box makes the host a block already.
  static override styles = [baseStyles, formStyles, styles];
  static observedAttributes = ['cms-url', 'locale', 'compact', 'source'];

  /** Only the field and the button, without heading and text (a footer). */
  get compact(): boolean {
    return this.hasAttribute('compact');
  }
  set compact(value: boolean) {
    this.toggleAttribute('compact', !!value);
  }

  /** Stored with the sign-up as its source; the page's origin when empty. */
  get source(): string {
    return this.getAttribute('source') ?? '';
  }
  set source(value: string) {
    this.setAttribute('source', value);
  }

  #status: Status = 'idle';
  #fieldError = '';

  private get status() {
    return this.#status;
  }
  private set status(value: Status) {
    this.#status = value;
    this.requestUpdate();
  }

  private get fieldError() {
    return this.#fieldError;
  }
  private set fieldError(value: string) {
    this.#fieldError = value;
    this.requestUpdate();
  }

  private get input() {
    return this.renderRoot.querySelector('input');
  }

  async #submit(event: SubmitEvent) {
    event.preventDefault();
    const input = this.input;
    if (!input || this.status === 'submitting') return;
    const { valueMissing, typeMismatch } = input.validity;
    this.fieldError = valueMissing
      ? this.t('newsletter-form.required')
      : typeMismatch
        ? this.t('newsletter-form.invalid')
        : '';
    if (this.fieldError) return input.focus();
    const email = input.value.trim().toLowerCase();
    const client = clientFor(this.cmsUrl);
    this.status = 'submitting';
    try {
      if (!client) throw new KathaApiError(0, undefined);
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
      // The CMS refused the address (400): say so at the field. Offline or failing: try again.
      this.status = status === 400 ? 'idle' : status === 429 ? 'tooMany' : 'error';
      if (status !== 400) return;
      this.fieldError = this.t('newsletter-form.invalid');
      await this.updateComplete;
      this.input?.focus();
      return;
    }
    this.status = 'success';
    this.emit<SubscribedDetail>('katha-subscribed', { email });
    // The form is gone: keep focus in the widget, on the confirmation.
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('.message')?.focus();
  }

  #form() {
    const busy = this.status === 'submitting';
    const failed = this.status === 'error' || this.status === 'tooMany';
    return html`<form part="form" novalidate @submit=${this.#submit}>
        <label
          >${this.t('newsletter-form.email')}
          <input
            part="input"
            type="email"
            name="email"
            autocomplete="email"
            inputmode="email"
            required
            aria-invalid=${this.fieldError ? 'true' : 'false'}
            aria-describedby=${this.fieldError ? 'field-error' : nothing}
            ?disabled=${busy}
            @input=${() => {
              this.fieldError = '';
            }}
        /></label>
        <button part="button" type="submit" ?disabled=${busy} aria-busy=${busy ? 'true' : 'false'}>
          ${this.t('newsletter-form.subscribe')}
        </button>
        ${this.fieldError ? html`<p id="field-error" class="field-error" role="alert">${this.fieldError}</p>` : nothing}
      </form>
      ${
        failed
          ? html`<p part="message" class="message error" role="alert">
              ${this.status === 'tooMany' ? this.t('embeds-newsletter.tooMany') : this.t('newsletter-form.error')}
            </p>`
          : nothing
      }`;
  }

  protected override render() {
    // No kit elements inside (they read their language once): a language change updates the text in place.
    return html`<section lang=${this.locale} aria-labelledby="heading">
      <h2 id="heading" class=${this.compact ? 'visually-hidden' : nothing}>${this.t('newsletter-form.heading')}</h2>
      ${this.compact ? nothing : html`<p class="intro">${this.t('newsletter-form.intro')}</p>`}
      ${
        this.status === 'success'
          ? html`<p part="message" class="message success" role="status" tabindex="-1">
                ${this.t('newsletter-form.success')}
              </p>
              <p part="note" class="note">${this.t('embeds-newsletter.once')}</p>`
          : this.#form()
      }
    </section>`;
  }
}

customElements.define('katha-newsletter-signup', KathaNewsletterSignup);

declare global {
  interface HTMLElementTagNameMap {
    'katha-newsletter-signup': KathaNewsletterSignup;
  }
  interface HTMLElementEventMap {
    'katha-subscribed': CustomEvent<SubscribedDetail>;
  }
}
