import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { KathaFormControl, valueAttributeDefault } from '../core/form-control.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { validityMessage } from '../core/validation.js';
import { styles } from './text-field.styles.js';
import '@katha/i18n/messages/text-field';

/**
 * @summary A labelled text input or text area with a hint, an error message (announced and
 * linked with `aria-describedby`) and an optional character counter. Takes part in the form
 * it is in: its `name` and `value` are submitted, Enter in a one-line field submits, a form
 * reset puts back the value it started with, a disabled fieldset disables it, and the browser
 * restores what was typed when the person comes back to the page. Rendered by a server, it keeps
 * what was typed into it before it hydrated.
 *
 * @csspart label - The `<label>`.
 * @csspart control - The `<input>` or `<textarea>`.
 * @csspart error - The error message.
 * @csspart counter - The character counter.
 *
 * @cssprop --katha-color-error - Border and text of an error.
 * @cssprop --katha-color-focus - The focus ring.
 */
@customElement('katha-text-field')
export class KathaTextField extends KathaFormControl {
  static override styles = [baseStyles, styles];
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The visible label, already translated. Required. */
  @property() label = '';

  @property() value = '';

  /** The input's type (one-line fields only). */
  @property() type: 'text' | 'email' | 'tel' | 'url' | 'search' = 'text';

  /** A `<textarea>` instead of an `<input>`; it grows with `rows`. */
  @property({ type: Boolean }) multiline = false;

  @property({ type: Number }) rows = 4;

  @property({ type: Boolean }) required = false;

  /** Not reflected (the other form controls reflect it). */
  @property({ type: Boolean }) override disabled = false;

  /** The most characters allowed (the browser stops typing there). */
  @property({ type: Number }) maxlength?: number;

  /** Shows "used / maxlength" under the field. */
  @property({ type: Boolean }) counter = false;

  /** A hint under the field, already translated. */
  @property() hint = '';

  /** An error message, already translated: marks the field invalid and is announced. */
  @property() error = '';

  @property() placeholder = '';

  @property() autocomplete = '';

  @property() inputmode = '';

  @query('.control') private control!: HTMLInputElement | HTMLTextAreaElement;

  /** The native control's validity (required, type, maxlength), for a form's own messages. */
  override get validity(): ValidityState {
    return this.control.validity;
  }

  /** The value it was given, when text typed before it hydrated replaced it (willUpdate). */
  #given?: string;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Text typed into the server's field before the page's script loaded is the person's: it stays,
    // and a form reset still goes back to the value the field was given.
    const typed = this.typedBeforeHydration('.control');
    if (typed === undefined) return;
    this.#given = this.value;
    this.value = typed;
  }

  protected captureDefault(): string {
    return this.#given ?? this.value;
  }

  protected override defaultFromAttribute(name: string, value: string | null): string | undefined {
    return valueAttributeDefault(name, value);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('value')) this.internals.setFormValue(this.value);
    // The form checks the field with the kit's message in the page's language, not the browser's.
    const { validity } = this.control;
    const message = validityMessage(this.t.bind(this), { validity, type: this.type });
    if (!message) this.internals.setValidity({});
    else
      this.internals.setValidity(
        {
          valueMissing: validity.valueMissing,
          typeMismatch: validity.typeMismatch,
          tooLong: validity.tooLong,
        },
        message,
        this.control,
      );
  }

  protected override focusInvalid(): void {
    this.control.focus();
  }

  protected restoreDefault(value: string): void {
    this.value = value;
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  #onInput(event: Event) {
    this.validationError = '';
    this.value = (event.target as HTMLInputElement).value;
  }

  #onKeydown(event: KeyboardEvent) {
    if (event.key === 'Enter' && !this.multiline && !event.isComposing) {
      event.preventDefault();
      this.internals.form?.requestSubmit();
    }
  }

  override render() {
    const error = this.error || this.validationError;
    const describedBy = [error && 'error', this.hint && 'hint', this.counter && this.maxlength && 'counter']
      .filter(Boolean)
      .join(' ');
    const common = {
      describedBy: describedBy || undefined,
      invalid: error ? 'true' : undefined,
    };
    const remaining = (this.maxlength ?? 0) - this.value.length;
    return html`<label part="label" for="control">${this.label}${this.required ? html`<span aria-hidden="true" class="required"> *</span>` : nothing}</label>
      ${
        this.multiline
          ? html`<textarea
              part="control"
              class="control"
              id="control"
              name=${this.name}
              rows=${this.rows}
              .value=${live(this.value)}
              ?required=${this.required}
              ?disabled=${this.disabled || this.formDisabled}
              maxlength=${ifDefined(this.maxlength)}
              placeholder=${ifDefined(this.placeholder || undefined)}
              aria-describedby=${ifDefined(common.describedBy)}
              aria-invalid=${ifDefined(common.invalid)}
              @input=${this.#onInput}
            ></textarea>`
          : html`<input
              part="control"
              class="control"
              id="control"
              name=${this.name}
              type=${this.type}
              .value=${live(this.value)}
              ?required=${this.required}
              ?disabled=${this.disabled || this.formDisabled}
              maxlength=${ifDefined(this.maxlength)}
              placeholder=${ifDefined(this.placeholder || undefined)}
              autocomplete=${ifDefined(this.autocomplete || undefined) as AutoFill | undefined}
              inputmode=${ifDefined(this.inputmode || undefined)}
              aria-describedby=${ifDefined(common.describedBy)}
              aria-invalid=${ifDefined(common.invalid)}
              @input=${this.#onInput}
              @keydown=${this.#onKeydown}
            />`
      }
      <div class="below">
        <span>
          ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}
          ${this.hint ? html`<span class="hint" id="hint">${this.hint}</span>` : nothing}
        </span>
        ${
          this.counter && this.maxlength
            ? html`<span part="counter" class="counter ${remaining < 0 ? 'over' : ''}" id="counter">
                  ${this.t('text-field.counter', { count: this.value.length, max: this.maxlength })}
                </span>
                <span class="visually-hidden" aria-live="polite"
                  >${remaining <= 20 ? this.t('text-field.remaining', { count: Math.max(0, remaining) }) : ''}</span
                >`
            : nothing
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-text-field': KathaTextField;
  }
}
