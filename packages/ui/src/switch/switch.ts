import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './switch.styles.js';
import '@katha/i18n/messages/switch';

/** Detail of `katha-switch-change`: the new state, and the value the form submits when on. */
export interface SwitchChangeDetail {
  checked: boolean;
  value: string;
}

/**
 * @summary An on/off switch (`role="switch"`, its state announced as on or off) for a setting
 * that applies at once or a yes/no in a form. Takes part in the form it is in, like a
 * checkbox: its `name` and `value` are submitted when on, `required` stops the submit with the
 * kit's message in the page's language, a form reset puts back the `checked` attribute, and a
 * disabled fieldset disables it. Space toggles it; the thumb moves to the inline end (mirrored
 * in rtl).
 *
 * @slot - The label (or use the `label` attribute).
 *
 * @csspart base - The `<label>` around the track and the label.
 * @csspart control - The native checkbox with `role="switch"` (the track).
 * @csspart thumb - The thumb.
 * @csspart label - The label text.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-color-primary - The track when on.
 * @cssprop --katha-color-on-primary - The thumb when on.
 * @cssprop --katha-color-error - The error message.
 *
 * @fires {CustomEvent<SwitchChangeDetail>} katha-switch-change - The person turned it on or off.
 */
@customElement('katha-switch')
export class KathaSwitch extends KathaElement {
  static override styles = [baseStyles, styles];
  static formAssociated = true;
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The label, already translated (the default slot overrides it). */
  @property() label = '';

  /** The form field's name. Reflected: a form reads a custom element's name from its attribute (a React prop is a property). */
  @property({ reflect: true }) name = '';

  /** What the form submits under `name` when on. */
  @property() value = 'on';

  /** Whether it is on. What it starts with (or its `checked` attribute) is what a form reset restores. */
  @property({ type: Boolean }) checked = false;

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
    if (missing) this.#internals.setValidity({ valueMissing: true }, this.t('switch.required'), this.control);
    else this.#internals.setValidity({});
    if (changed.has('checked') && this.checked) this.validationError = '';
  }

  formResetCallback(): void {
    this.checked = this.#defaultChecked;
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
    this.emit<SwitchChangeDetail>('katha-switch-change', { checked: this.checked, value: this.value });
  }

  override render() {
    const error = this.validationError;
    return html`<label part="base" class="base">
        <span class="track">
          <input
            part="control"
            class="control"
            type="checkbox"
            role="switch"
            ?checked=${this.checked}
            .checked=${live(this.checked)}
            ?required=${this.required}
            ?disabled=${this.disabled || this.formDisabled}
            aria-describedby=${ifDefined(error ? 'error' : undefined)}
            aria-invalid=${ifDefined(error ? 'true' : undefined)}
            @change=${this.#onChange}
          />
          <span part="thumb" class="thumb" aria-hidden="true"></span>
        </span>
        <span part="label" class="label"><slot>${this.label}</slot></span>
      </label>
      ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-switch': KathaSwitch;
  }
  interface HTMLElementEventMap {
    'katha-switch-change': CustomEvent<SwitchChangeDetail>;
  }
}
