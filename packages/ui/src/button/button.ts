import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './button.styles.js';
import '@katha/i18n/messages/button';

/** Input types in which Enter submits the form (HTML's implicit submission). */
const IMPLICIT_SUBMIT_TYPES = new Set([
  'text',
  'search',
  'url',
  'tel',
  'email',
  'password',
  'number',
  'date',
  'month',
  'week',
  'time',
  'datetime-local',
]);
const NATIVE_SUBMIT = 'button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]';

/**
 * @summary A button in one of four variants, with a loading state that keeps its width and
 * tells assistive technology to wait. Takes part in the form it is in, like `<button>`: submits it
 * by default (`type="submit"`), and Enter in one of the form's fields submits it through the
 * first such button (a native form's implicit submission, which ignores custom elements).
 *
 * @slot - The label.
 * @slot prefix - An icon before the label.
 * @slot suffix - An icon after the label.
 *
 * @csspart base - The native `<button>`.
 * @csspart spinner - The spinner shown while `loading`.
 *
 * @cssprop --katha-color-primary - Background of `primary`; text and border of `outlined` and `text`.
 * @cssprop --katha-color-secondary - Background of `secondary`.
 * @cssprop --katha-radius - Corner radius.
 */
@customElement('katha-button')
export class KathaButton extends KathaElement {
  static override styles = [baseStyles, styles];
  static formAssociated = true;
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The look: filled `primary` or `secondary`, `outlined`, or borderless `text`. */
  @property({ reflect: true }) variant: 'primary' | 'secondary' | 'outlined' | 'text' = 'primary';

  @property({ reflect: true }) size: 'sm' | 'md' | 'lg' = 'md';

  /** What the button does in a form, as on `<button>`: `submit` unless told otherwise. */
  @property() type: 'button' | 'submit' | 'reset' = 'submit';

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Shows a spinner, announces "please wait" and ignores clicks until cleared. */
  @property({ type: Boolean, reflect: true }) loading = false;

  readonly #internals = this.attachInternals();

  constructor() {
    super();
    // Swallow clicks while inert, including programmatic `.click()` on the host.
    this.addEventListener(
      'click',
      (event) => {
        if (this.disabled || this.loading) {
          event.preventDefault();
          event.stopImmediatePropagation();
        } else if (this.type !== 'button') {
          const form = this.#internals.form;
          if (this.type === 'submit') form?.requestSubmit();
          else form?.reset();
        }
      },
      { capture: true },
    );
  }

  /** The form whose Enter key this button answers (browser only: set by the form owner). */
  #form: HTMLFormElement | null = null;

  formAssociatedCallback(form: HTMLFormElement | null) {
    this.#form?.removeEventListener('keydown', this.#onFormKeydown);
    this.#form = form;
    form?.addEventListener('keydown', this.#onFormKeydown);
  }

  /** Implicit submission: Enter in a single-line field submits through the form's default button. */
  readonly #onFormKeydown = (event: KeyboardEvent) => {
    const form = this.#form;
    if (!form || event.key !== 'Enter' || event.defaultPrevented || event.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const field = event.composedPath()[0];
    if (!(field instanceof HTMLInputElement) || !IMPLICIT_SUBMIT_TYPES.has(field.type)) return;
    // A native submit button does this itself; otherwise the first kit submit button acts.
    if (form.querySelector(NATIVE_SUBMIT)) return;
    const first = [...form.elements].find(
      (element): element is KathaButton => element instanceof KathaButton && element.type === 'submit',
    );
    if (first !== this) return;
    event.preventDefault();
    if (!this.disabled && !this.loading) this.click();
  };

  override render() {
    return html`
      <button
        part="base"
        class="base"
        type="button"
        ?disabled=${this.disabled}
        aria-disabled=${this.loading ? 'true' : 'false'}
        aria-busy=${this.loading ? 'true' : 'false'}
      >
        ${
          this.loading
            ? html`<span part="spinner" class="spinner" role="status" aria-label=${this.t('button.loading')}></span>`
            : html`<slot name="prefix"></slot>`
        }
        <slot></slot>
        <slot name="suffix"></slot>
      </button>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-button': KathaButton;
  }
}
