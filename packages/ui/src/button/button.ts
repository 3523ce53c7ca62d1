import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './button.styles.js';
import '@katha/i18n/messages/button';

/**
 * @summary A button in one of four variants, with a loading state that keeps its width and
 * tells assistive technology to wait. Submits or resets the form it is in, like `<button>`.
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

  /** What the button does in a form, as on `<button>`. */
  @property() type: 'button' | 'submit' | 'reset' = 'button';

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
