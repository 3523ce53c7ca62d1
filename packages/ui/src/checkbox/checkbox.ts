import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './checkbox.styles.js';
import '@katha/i18n/messages/checkbox';

/** Detail of `katha-checkbox-change`: the new state, and the value the form submits when checked. */
export interface CheckboxChangeDetail {
  checked: boolean;
  value: string;
}

/**
 * @summary A checkbox that takes part in the form it is in, like `<input type="checkbox">`:
 * its `name` and `value` are submitted when it is checked, `required` stops the submit with
 * the kit's message in the page's language (shown under it, no browser bubble), a form reset
 * puts back the `checked` attribute, and a disabled fieldset disables it. Space toggles it;
 * `indeterminate` shows the mixed state (a "select all" over a partial selection).
 *
 * @slot - The label (or use the `label` attribute).
 *
 * @csspart base - The `<label>` around the box and the label.
 * @csspart control - The native checkbox (the box).
 * @csspart label - The label text.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-color-primary - The checked box.
 * @cssprop --katha-color-on-primary - The tick.
 * @cssprop --katha-color-error - The error message.
 *
 * @fires {CustomEvent<CheckboxChangeDetail>} katha-checkbox-change - The person checked or unchecked it.
 */
@customElement('katha-checkbox')
export class KathaCheckbox extends KathaElement {
  static override styles = [baseStyles, styles];
  static formAssociated = true;
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The label, already translated (the default slot overrides it). */
  @property() label = '';

  /** The form field's name. Reflected: a form reads a custom element's name from its attribute (a React prop is a property). */
  @property({ reflect: true }) name = '';

  /** What the form submits under `name` when checked. */
  @property() value = 'on';

  /** Whether it is checked. What it starts with (or its `checked` attribute) is what a form reset restores. */
  @property({ type: Boolean }) checked = false;

  /** The mixed state; cleared when the person toggles it. */
  @property({ type: Boolean, reflect: true }) indeterminate = false;

  @property({ type: Boolean, reflect: true }) required = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Disabled by a disabled `<fieldset>` around it. */
  @state() private formDisabled = false;

  /** The kit's message after a failed submit, until the next change. */
  @state() private validationError = '';

  @query('.control') private control!: HTMLInputElement;

  readonly #internals = this.attachInternals();

  /** What a form reset restores: the state it started with, or its `checked` attribute since. */
  #defaultChecked = false;

  /** The form it belongs to, as on native controls. */
  get form(): HTMLFormElement | null {
    return this.#internals.form;
  }

  get validity(): ValidityState {
    return this.#internals.validity;
  }

  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  checkValidity(): boolean {
    return this.#internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.#internals.reportValidity();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('invalid', this.#onInvalid);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('invalid', this.#onInvalid);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'checked' && this.hasUpdated) this.#defaultChecked = value !== null;
  }

  protected override willUpdate(): void {
    // Properties set before the first update (an attribute, a React prop) are the default.
    if (!this.hasUpdated) this.#defaultChecked = this.checked;
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.#internals.setFormValue(this.checked ? this.value : null, this.checked ? 'checked' : 'unchecked');
    const missing = this.required && !this.checked;
    if (missing)
      this.#internals.setValidity({ valueMissing: true }, this.t('checkbox.required'), this.control);
    else this.#internals.setValidity({});
    if (changed.has('checked') && this.checked) this.validationError = '';
  }

  formResetCallback(): void {
    this.checked = this.#defaultChecked;
    this.indeterminate = false;
    this.validationError = '';
  }

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.checked = state === 'checked';
  }

  readonly #onInvalid = (event: Event) => {
    event.preventDefault();
    this.validationError = this.#internals.validationMessage;
    const first = [...(this.#internals.form?.elements ?? [])].find((element) => element.matches(':invalid'));
    if (!first || first === this) this.control.focus();
  };

  #onChange(event: Event) {
    const control = event.target as HTMLInputElement;
    this.checked = control.checked;
    this.indeterminate = false;
    this.emit<CheckboxChangeDetail>('katha-checkbox-change', { checked: this.checked, value: this.value });
  }

  override render() {
    const error = this.validationError;
    return html`<label part="base" class="base">
        <span class="box">
          <input
            part="control"
            class="control"
            type="checkbox"
            ?checked=${this.checked}
            .checked=${live(this.checked)}
            .indeterminate=${this.indeterminate}
            ?required=${this.required}
            ?disabled=${this.disabled || this.formDisabled}
            aria-describedby=${ifDefined(error ? 'error' : undefined)}
            aria-invalid=${ifDefined(error ? 'true' : undefined)}
            @change=${this.#onChange}
          />
          <svg class="mark" viewBox="0 0 16 16" aria-hidden="true">
            ${this.indeterminate ? html`<path d="M4 8h8" />` : html`<path d="M3.5 8.5l3 3 6-7" />`}
          </svg>
        </span>
        <span part="label" class="label"><slot>${this.label}</slot></span>
      </label>
      ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-checkbox': KathaCheckbox;
  }
  interface HTMLElementEventMap {
    'katha-checkbox-change': CustomEvent<CheckboxChangeDetail>;
  }
}
