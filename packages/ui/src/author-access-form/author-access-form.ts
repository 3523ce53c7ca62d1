import type { Locale } from '@katha/i18n/core';
import { isEmail } from '@katha/rules';
import { html, nothing } from 'lit';
import { customElement, property, queryAll, state } from 'lit/decorators.js';
import '../button/button.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { baseStyles } from '../core/styles.js';
import { type WaitUntil, waitUntilDetail } from '../core/wait-until.js';
import '../text-field/text-field.js';
import type { KathaTextField } from '../text-field/text-field.js';
import { styles } from './author-access-form.styles.js';
import '@katha/i18n/messages/author-access-form';
import '@katha/i18n/messages/text-field';

/** The fields of a request for author access (spec §3), as `POST /request-author-accesses` takes them. */
export interface AuthorAccessValues {
  name: string;
  email: string;
  phone: string;
  altEmail: string;
  altPhone: string;
  /** Newline-separated URLs of the writer's work. */
  links: string;
  /** The topic the writer wants to write about. */
  tag: string;
  referral_code: string;
}

/** Detail of `katha-author-access-submit`: the trimmed values and the page locale; pass the call to `waitUntil`. */
export interface AuthorAccessSubmitDetail extends AuthorAccessValues, WaitUntil {
  locale: Locale;
}

/** Detail of `katha-referral-check`: the code to validate (upper case). */
export interface ReferralCheckDetail {
  code: string;
}

/** An existing request's state (the profile's `author_access_status`; `none` for no request). */
export type AuthorAccessStatus = 'none' | 'pending' | 'approved' | 'rejected';

type Field = keyof AuthorAccessValues;

const EMPTY: AuthorAccessValues = {
  name: '',
  email: '',
  phone: '',
  altEmail: '',
  altPhone: '',
  links: '',
  tag: '',
  referral_code: '',
};

const PHONE = /^\+?[\d\s()-]{7,20}$/;

function isWebAddress(line: string) {
  try {
    return ['http:', 'https:'].includes(new URL(line).protocol);
  } catch {
    return false;
  }
}

/**
 * @summary The request to become an author: name, email, phone, alternative email and phone,
 * links to one's writing, the topic of interest and a referral code (checked by the host
 * through `katha-referral-check`). Validates in the browser with translated messages and
 * submits with `waitUntil`. With `status` set it shows where an existing request stands.
 *
 * @csspart form - The `<form>`.
 * @csspart status - The box telling an existing request's status.
 *
 * @cssprop --katha-color-success - A valid referral code and an approved request.
 *
 * @fires {CustomEvent<AuthorAccessSubmitDetail>} katha-author-access-submit - Valid values were submitted; pass the call to `waitUntil`.
 * @fires {CustomEvent<ReferralCheckDetail>} katha-referral-check - The referral code changed; set `referralStatus` with the answer.
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - The "Start writing" link of an approved request was followed.
 */
@customElement('katha-author-access-form')
export class KathaAuthorAccessForm extends KathaElement {
  static override styles = [baseStyles, styles];

  /** Values to start from (the signed-in user's name and email). */
  @property({ attribute: false }) values: Partial<AuthorAccessValues> = {};

  /** An existing request: `pending` and `approved` replace the form; `rejected` shows above it. */
  @property({ reflect: true }) status: AuthorAccessStatus = 'none';

  /** The host's answer to `katha-referral-check`. */
  @property({ attribute: 'referral-status' }) referralStatus: '' | 'checking' | 'valid' | 'invalid' = '';

  /** The write page, linked once the request is approved. */
  @property({ attribute: 'write-href' }) writeHref = '/core/write/new';

  @state() private errors: Partial<Record<Field, string>> = {};

  @state() private submitting = false;

  @state() private failed = false;

  @queryAll('katha-text-field') private fields!: NodeListOf<KathaTextField>;

  #checkedCode = '';

  #field(name: Field) {
    return [...this.fields].find((field) => field.name === name)!;
  }

  #read(): AuthorAccessValues {
    const values = { ...EMPTY };
    for (const name of Object.keys(EMPTY) as Field[]) values[name] = this.#field(name).value.trim();
    values.referral_code = values.referral_code.toUpperCase();
    return values;
  }

  #validate(values: AuthorAccessValues): Partial<Record<Field, string>> {
    const errors: Partial<Record<Field, string>> = {};
    if (!values.name) errors.name = this.t('author-access-form.nameRequired');
    if (!values.email) errors.email = this.t('author-access-form.emailRequired');
    else if (!isEmail(values.email)) errors.email = this.t('text-field.email');
    if (values.altEmail && !isEmail(values.altEmail)) errors.altEmail = this.t('text-field.email');
    if (values.phone && !PHONE.test(values.phone)) errors.phone = this.t('author-access-form.phoneInvalid');
    if (values.altPhone && !PHONE.test(values.altPhone))
      errors.altPhone = this.t('author-access-form.phoneInvalid');
    const lines = values.links
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.some((line) => !isWebAddress(line))) errors.links = this.t('author-access-form.linksInvalid');
    if (values.referral_code && this.referralStatus === 'invalid')
      errors.referral_code = this.t('author-access-form.referralInvalid');
    return errors;
  }

  #checkReferral() {
    const code = this.#field('referral_code').value.trim().toUpperCase();
    if (code === this.#checkedCode) return;
    this.#checkedCode = code;
    this.referralStatus = '';
    if (code) this.emit<ReferralCheckDetail>('katha-referral-check', { code });
  }

  async #submit(event: SubmitEvent) {
    event.preventDefault();
    if (this.submitting) return;
    this.#checkReferral();
    const values = this.#read();
    this.errors = this.#validate(values);
    const firstInvalid = (Object.keys(EMPTY) as Field[]).find((name) => this.errors[name]);
    if (firstInvalid) return this.#field(firstInvalid).focus();
    this.failed = false;
    this.submitting = true;
    const { detail, settled } = waitUntilDetail({ ...values, locale: this.locale });
    this.emit<AuthorAccessSubmitDetail>('katha-author-access-submit', detail);
    try {
      await settled();
      this.status = 'pending';
      await this.updateComplete;
      this.shadowRoot!.querySelector<HTMLElement>('[part="status"]')!.focus();
    } catch {
      this.failed = true;
    } finally {
      this.submitting = false;
    }
  }

  #textField(
    name: Field,
    label: string,
    options: { type?: string; required?: boolean; hint?: string; autocomplete?: string } = {},
  ) {
    return html`<katha-text-field
      name=${name}
      label=${label}
      type=${(options.type ?? 'text') as KathaTextField['type']}
      ?required=${options.required ?? false}
      hint=${options.hint ?? ''}
      autocomplete=${options.autocomplete ?? ''}
      .value=${this.values[name] ?? ''}
      error=${this.errors[name] ?? ''}
      ?disabled=${this.submitting}
      @input=${() => {
        if (this.errors[name]) this.errors = { ...this.errors, [name]: undefined };
      }}
    ></katha-text-field>`;
  }

  #status() {
    switch (this.status) {
      case 'pending':
        return html`<div part="status" class="status pending" role="status" tabindex="-1">
          <p class="status-title">${this.t('author-access-form.pendingTitle')}</p>
          <p>${this.t('author-access-form.pendingText')}</p>
        </div>`;
      case 'approved':
        return html`<div part="status" class="status approved" role="status" tabindex="-1">
          <p class="status-title">${this.t('author-access-form.approvedTitle')}</p>
          <a
            href=${this.writeHref}
            @click=${(event: MouseEvent) => {
              if (
                isPlainClick(event) &&
                !this.emit<NavigateDetail>('katha-navigate', { href: this.writeHref }, { cancelable: true })
              )
                event.preventDefault();
            }}
            >${this.t('author-access-form.startWriting')}</a
          >
        </div>`;
      case 'rejected':
        return html`<div part="status" class="status rejected" role="status" tabindex="-1">
          <p class="status-title">${this.t('author-access-form.rejectedTitle')}</p>
          <p>${this.t('author-access-form.rejectedText')}</p>
        </div>`;
      default:
        return nothing;
    }
  }

  #referralNote() {
    switch (this.referralStatus) {
      case 'checking':
        return this.t('author-access-form.referralChecking');
      case 'valid':
        return this.t('author-access-form.referralValid');
      default:
        return this.t('author-access-form.referralHint');
    }
  }

  override render() {
    if (this.status === 'pending' || this.status === 'approved') return this.#status();
    // Follows the host's answer alone: a code that turns valid clears the error at once.
    const referralError =
      this.referralStatus === 'invalid' ? this.t('author-access-form.referralInvalid') : '';
    return html`${this.#status()}
      <form part="form" novalidate @submit=${this.#submit}>
        <p class="required-note">${this.t('author-access-form.requiredNote')}</p>
        <div class="grid">
          ${this.#textField('name', this.t('author-access-form.name'), { required: true, autocomplete: 'name' })}
          ${this.#textField('email', this.t('author-access-form.email'), { type: 'email', required: true, autocomplete: 'email' })}
          ${this.#textField('phone', this.t('author-access-form.phone'), { type: 'tel', autocomplete: 'tel' })}
          ${this.#textField('altEmail', this.t('author-access-form.altEmail'), { type: 'email' })}
          ${this.#textField('altPhone', this.t('author-access-form.altPhone'), { type: 'tel' })}
          ${this.#textField('tag', this.t('author-access-form.tag'), { hint: this.t('author-access-form.tagHint') })}
        </div>
        <katha-text-field
          name="links"
          label=${this.t('author-access-form.links')}
          hint=${this.t('author-access-form.linksHint')}
          multiline
          rows="3"
          .value=${this.values.links ?? ''}
          error=${this.errors.links ?? ''}
          ?disabled=${this.submitting}
          @input=${() => {
            if (this.errors.links) this.errors = { ...this.errors, links: undefined };
          }}
        ></katha-text-field>
        <katha-text-field
          class="referral ${this.referralStatus}"
          name="referral_code"
          label=${this.t('author-access-form.referral')}
          hint=${this.#referralNote()}
          .value=${this.values.referral_code ?? ''}
          error=${referralError}
          ?disabled=${this.submitting}
          @focusout=${this.#checkReferral}
          @input=${() => {
            this.referralStatus = '';
          }}
        ></katha-text-field>
        ${this.failed ? html`<p class="failed" role="alert">${this.t('author-access-form.failed')}</p>` : nothing}
        <div class="actions">
          <katha-button type="submit" ?loading=${this.submitting}>${this.t('author-access-form.submit')}</katha-button>
        </div>
      </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-author-access-form': KathaAuthorAccessForm;
  }
  interface HTMLElementEventMap {
    'katha-author-access-submit': CustomEvent<AuthorAccessSubmitDetail>;
    'katha-referral-check': CustomEvent<ReferralCheckDetail>;
  }
}
