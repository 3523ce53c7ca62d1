import { html, isServer, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaFormControl, valueAttributeDefault } from '../core/form-control.js';
import { baseStyles } from '../core/styles.js';
import { KathaRadio } from '../radio/radio.js';
import { styles } from './radio-group.styles.js';
import '@katha/i18n/messages/radio-group';

export { KathaRadio } from '../radio/radio.js';

/** Detail of `katha-radio-change`: the value of the option the person selected. */
export interface RadioChangeDetail {
  value: string;
}

/**
 * @summary A labelled set of `<katha-radio>` options of which one is selected
 * (`role="radiogroup"`). Keyboard as the ARIA Authoring Practices say: Tab enters at the
 * selected option (roving tabindex), the arrow keys move to the next or previous option and
 * select it (wrapping; left and right mirrored in rtl), Home and End go to the first and last,
 * Space selects the focused one. Takes part in the form it is in: its `name` and the selected
 * `value` are submitted, `required` stops the submit with the kit's message in the page's
 * language, a form reset puts back the value it started with (or the option with the
 * `checked` attribute), and a disabled fieldset disables it. Importing it defines
 * `<katha-radio>` too.
 *
 * @slot - The `<katha-radio>` options (they may be wrapped in other elements).
 *
 * @csspart base - The element with `role="radiogroup"`.
 * @csspart label - The group's label.
 * @csspart options - The box around the options.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-color-error - The error message.
 *
 * @fires {CustomEvent<RadioChangeDetail>} katha-radio-change - The person selected an option.
 */
@customElement('katha-radio-group')
export class KathaRadioGroup extends KathaFormControl {
  static override styles = [baseStyles, styles];

  /** The group's label, already translated. Required. */
  @property() label = '';

  /** The selected option's value ('' when none). What it starts with is what a form reset restores. */
  @property() value = '';

  /** Lays the options out in a row (`horizontal`) or a column. The keys are the same. */
  @property({ reflect: true }) orientation: 'horizontal' | 'vertical' = 'vertical';

  @property({ type: Boolean, reflect: true }) required = false;

  constructor() {
    super();
    this.addEventListener('click', this.#onClick);
    this.addEventListener('keydown', this.#onKeydown);
  }

  /** Focuses the selected option, or the first one that is enabled. */
  override focus(options?: FocusOptions): void {
    this.#radios()
      .find((radio) => radio.tabIndex === 0)
      ?.focus(options);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Without a `value`, the option marked `checked` in the markup is the selection.
    if (!isServer && !this.value) this.value = this.#checkedOption();
  }

  #radios(): KathaRadio[] {
    return [...this.querySelectorAll('katha-radio')].filter(
      (radio): radio is KathaRadio => radio instanceof KathaRadio,
    );
  }

  #isDisabled(radio?: KathaRadio): boolean {
    return this.disabled || this.formDisabled || Boolean(radio?.disabled);
  }

  #checkedOption(): string {
    return this.querySelector<KathaRadio>('katha-radio[checked]')?.getAttribute('value') ?? '';
  }

  /** Puts the options in step with `value`: checked, aria states and the one tab stop. */
  #sync() {
    const radios = this.#radios();
    const enabled = radios.filter((radio) => !this.#isDisabled(radio));
    const selected = enabled.find((radio) => radio.value === this.value);
    const stop = selected ?? enabled[0];
    const invalid = Boolean(this.validationError);
    for (const radio of radios) {
      radio.checked = radio.value === this.value && this.value !== '';
      radio.setAttribute('role', 'radio');
      radio.setAttribute('aria-checked', String(radio.checked));
      if (this.#isDisabled(radio)) radio.setAttribute('aria-disabled', 'true');
      else radio.removeAttribute('aria-disabled');
      if (invalid) radio.setAttribute('aria-invalid', 'true');
      else radio.removeAttribute('aria-invalid');
      radio.tabIndex = radio === stop ? 0 : -1;
    }
    return { radios, enabled, stop };
  }

  protected captureDefault(): string {
    return this.value;
  }

  protected override defaultFromAttribute(name: string, value: string | null): string | undefined {
    return valueAttributeDefault(name, value);
  }

  protected override updated(changed: PropertyValues<this>): void {
    const { enabled } = this.#sync();
    this.internals.setFormValue(this.value || null, this.value);
    if (this.required && !this.value)
      this.internals.setValidity({ valueMissing: true }, this.t('radio-group.required'), enabled[0]);
    else this.internals.setValidity({});
    if (changed.has('value') && this.value) this.validationError = '';
  }

  /** Back to the value it started with (or its `value` attribute since), else the option marked `checked`. */
  protected restoreDefault(value: string): void {
    this.value = value || this.#checkedOption();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  #select(radio: KathaRadio, focus: boolean) {
    if (this.#isDisabled(radio)) return;
    if (focus) radio.focus();
    if (radio.value === this.value) return;
    this.value = radio.value;
    this.#sync();
    this.emit<RadioChangeDetail>('katha-radio-change', { value: this.value });
  }

  readonly #onClick = (event: MouseEvent) => {
    const radio = event.composedPath().find((node): node is KathaRadio => node instanceof KathaRadio);
    if (radio) this.#select(radio, true);
  };

  readonly #onKeydown = (event: KeyboardEvent) => {
    const radio = event.composedPath().find((node): node is KathaRadio => node instanceof KathaRadio);
    if (!radio || event.altKey || event.ctrlKey || event.metaKey) return;
    const enabled = this.#radios().filter((option) => !this.#isDisabled(option));
    const index = enabled.indexOf(radio);
    if (index < 0) return;
    const rtl = this.direction === 'rtl';
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
    };
    let target: KathaRadio | undefined;
    if (event.key in step) target = enabled[(index + step[event.key]! + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    else if (event.key === ' ') target = radio;
    if (!target) return;
    event.preventDefault();
    this.#select(target, true);
  };

  /** Options added later (a streamed page, a list rendered after): the one marked `checked` applies, then the states. */
  #onSlotChange() {
    if (!this.value) this.value = this.#checkedOption();
    this.#sync();
  }

  override render() {
    const error = this.validationError;
    return html`<div
        part="base"
        class="base"
        role="radiogroup"
        aria-labelledby="label"
        aria-required=${this.required ? 'true' : 'false'}
        aria-disabled=${ifDefined(this.disabled || this.formDisabled ? 'true' : undefined)}
        aria-describedby=${ifDefined(error ? 'error' : undefined)}
      >
        <span part="label" class="label" id="label">${this.label}${this.required ? html`<span aria-hidden="true" class="required"> *</span>` : nothing}</span>
        <div part="options" class="options"><slot @slotchange=${this.#onSlotChange}></slot></div>
      </div>
      ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-radio-group': KathaRadioGroup;
  }
  interface HTMLElementEventMap {
    'katha-radio-change': CustomEvent<RadioChangeDetail>;
  }
}
