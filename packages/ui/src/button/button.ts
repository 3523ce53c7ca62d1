import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
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

/** The theme colours a button is drawn in (`--katha-color-<color>` and its `on-` ink). */
export type ButtonColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/**
 * @summary A button: `filled`, `outlined`, `text` or a round `icon` button (`primary` and
 * `secondary` are filled buttons in those colours), in three sizes and in any of the theme's
 * colours (`color`), with a loading state that keeps its width and tells assistive technology to
 * wait (`aria-busy` and a "please wait" status in the page's language). Takes part in the form it is in, like `<button>`: submits it
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
 * @cssprop --katha-color-primary - Background of `primary` and of `filled` by default; text and border of `outlined`, `text` and `icon`.
 * @cssprop --katha-color-secondary - Background of `secondary` (and of any variant with `color="secondary"`).
 * @cssprop --katha-color-success - The colour of `color="success"` (likewise `warning`, `error`, `info`), with `--katha-color-on-status` on it.
 * @cssprop --katha-radius - Corner radius.
 */
@customElement('katha-button')
export class KathaButton extends KathaElement {
  static override styles = [baseStyles, styles];
  static formAssociated = true;
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /**
   * The look: `filled` (in `color`), `outlined`, borderless `text`, or a round `icon` button (the
   * icon slotted, `label` its name). `primary` and `secondary` are `filled` in those colours.
   */
  @property({ reflect: true }) variant: 'primary' | 'secondary' | 'filled' | 'outlined' | 'text' | 'icon' =
    'primary';

  /** The theme colour: `primary` unless set (`secondary` for the `secondary` variant). */
  @property({ reflect: true }) color?: ButtonColor;

  @property({ reflect: true }) size: 'sm' | 'md' | 'lg' = 'md';

  /** The accessible name when the button shows no text (an `icon` button), already translated. */
  @property() label = '';

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

  /** The colour drawn: `color`, else the variant's own (`secondary`), else primary. */
  get #color(): ButtonColor {
    return this.color ?? (this.variant === 'secondary' ? 'secondary' : 'primary');
  }

  override render() {
    const fill = this.variant === 'primary' || this.variant === 'secondary' ? 'filled' : this.variant;
    return html`
      <button
        part="base"
        class="base ${fill} ${this.#color}"
        type="button"
        aria-label=${ifDefined(this.label || undefined)}
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
