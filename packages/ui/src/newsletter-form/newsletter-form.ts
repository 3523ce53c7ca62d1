import type { Locale } from '@katha/i18n/core';
import { css, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import '../button/button.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { type WaitUntil, waitUntilDetail } from '../core/wait-until.js';
import '../text-field/text-field.js';
import type { KathaTextField } from '../text-field/text-field.js';
import { styles } from './newsletter-form.styles.js';
import '@katha/i18n/messages/newsletter-form';
import '@katha/i18n/messages/text-field';

/** Detail of `katha-newsletter-submit`. Reject the promise passed to `waitUntil` with `'duplicate'`, `'invalid'` or `'tooMany'` (the server's rate limit) for those messages. */
export interface NewsletterSubmitDetail extends WaitUntil {
  email: string;
  locale: Locale;
}

/** Where the sign-up is. */
export type NewsletterState = 'idle' | 'submitting' | 'success' | 'duplicate' | 'error' | 'tooMany';

/** The reason a host rejected with: `'duplicate'`, `new Error('duplicate')` or `{ reason: 'duplicate' }`. */
function reasonOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { reason, message } = error as { reason?: unknown; message?: unknown };
    return String(reason ?? message ?? '');
  }
  return '';
}

/**
 * @summary The newsletter sign-up: an email field checked in the browser (with a translated
 * message), a subscribe button, and the outcome in the page's language: subscribed, already
 * subscribed, or failed (the email stays to try again; too many sign-ups from here: try later).
 * Sends the page's locale along.
 *
 * @slot note - A line under the confirmation, shown once subscribed.
 *
 * @csspart form - The `<form>`.
 * @csspart input - The email `<input>` (the text field's `control`).
 * @csspart button - The subscribe `<button>` (the button's `base`).
 * @csspart message - The outcome message.
 *
 * @cssprop --katha-color-primary-subtle - The background of the box.
 *
 * @fires {CustomEvent<NewsletterSubmitDetail>} katha-newsletter-submit - A valid email was submitted; pass the call to `waitUntil`.
 */
@customElement('katha-newsletter-form')
export class KathaNewsletterForm extends KathaElement {
  static override styles = [
    baseStyles,
    styles,
    // The kit's text field and button in the form row (the shared box styles leave them out:
    // a sign-up on native controls has its own).
    css`
      katha-text-field {
        flex: 1 1 240px;
      }
      /* Lines the button up with the input under the field's label. */
      katha-button {
        margin-block-start: calc(var(--katha-font-size-sm) * 1.5 + var(--katha-space-1));
      }
      ::slotted([slot='note']) {
        margin: 0;
        color: var(--katha-color-text-muted);
        font-size: var(--katha-font-size-sm);
      }
    `,
  ];

  /** The current state (reflected, for styling); the form sets it. */
  @property({ reflect: true }) state: NewsletterState = 'idle';

  /** Shows only the field and button, without the heading and text (for a footer). */
  @property({ type: Boolean, reflect: true }) compact = false;

  @state() private fieldError = '';

  @query('katha-text-field') private field!: KathaTextField;

  async #submit(event: SubmitEvent) {
    event.preventDefault();
    if (this.state === 'submitting') return;
    const validity = this.field.validity;
    this.fieldError = validity.valueMissing
      ? this.t('newsletter-form.required')
      : validity.typeMismatch
        ? this.t('text-field.email')
        : '';
    if (this.fieldError) return this.field.focus();
    this.state = 'submitting';
    const { detail, settled } = waitUntilDetail({
      email: this.field.value.trim().toLowerCase(),
      locale: this.locale,
    });
    this.emit<NewsletterSubmitDetail>('katha-newsletter-submit', detail);
    try {
      await settled();
      this.state = 'success';
      // The form is gone: keep focus in the widget, on the confirmation.
      await this.updateComplete;
      this.shadowRoot!.querySelector<HTMLElement>('.message')!.focus();
    } catch (error) {
      const reason = reasonOf(error);
      if (reason === 'invalid') {
        this.state = 'idle';
        this.fieldError = this.t('text-field.email');
        this.field.focus();
      } else {
        this.state = reason === 'duplicate' || reason === 'tooMany' ? reason : 'error';
      }
    }
  }

  #message() {
    switch (this.state) {
      case 'success':
        return html`<p part="message" class="message success" role="status" tabindex="-1">${this.t('newsletter-form.success')}</p>`;
      case 'duplicate':
        return html`<p part="message" class="message info" role="status">${this.t('newsletter-form.duplicate')}</p>`;
      case 'error':
      case 'tooMany':
        return html`<p part="message" class="message error" role="alert">${
          this.state === 'tooMany' ? this.t('newsletter-form.tooMany') : this.t('newsletter-form.error')
        }</p>`;
      default:
        return nothing;
    }
  }

  override render() {
    return html`<section aria-labelledby="heading">
      <h2 id="heading" class=${this.compact ? 'visually-hidden' : ''}>${this.t('newsletter-form.heading')}</h2>
      ${this.compact ? nothing : html`<p class="intro">${this.t('newsletter-form.intro')}</p>`}
      ${
        this.state === 'success'
          ? html`${this.#message()}<slot name="note"></slot>`
          : html`<form part="form" novalidate @submit=${this.#submit}>
              <katha-text-field
                exportparts="control: input"
                label=${this.t('newsletter-form.email')}
                type="email"
                name="email"
                autocomplete="email"
                inputmode="email"
                required
                error=${this.fieldError}
                ?disabled=${this.state === 'submitting'}
                @input=${() => {
                  this.fieldError = '';
                }}
              ></katha-text-field>
              <katha-button exportparts="base: button" type="submit" ?loading=${this.state === 'submitting'}>${this.t('newsletter-form.subscribe')}</katha-button>
            </form>
            ${this.#message()}`
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-newsletter-form': KathaNewsletterForm;
  }
  interface HTMLElementEventMap {
    'katha-newsletter-submit': CustomEvent<NewsletterSubmitDetail>;
  }
}
