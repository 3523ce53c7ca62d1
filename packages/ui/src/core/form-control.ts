import type { PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { KathaElement } from './katha-element.js';

/**
 * The base of the kit's form-associated controls (checkbox, switch, radio group, slider, text
 * field): they take part in the form they are in as native controls do. It gives:
 * - `name` (reflected: a form reads a custom element's name from its attribute) and `disabled`;
 * - `formDisabled`, set by a disabled `<fieldset>` around it (`formDisabledCallback`);
 * - `form`, `validity`, `validationMessage`, `checkValidity()` and `reportValidity()`, as on
 *   native controls;
 * - on a failed submit (`invalid`), the kit's message in `validationError` (shown under the
 *   control, no browser bubble) and focus on the form's first invalid control;
 * - a form reset back to the control's default, kept as native controls keep theirs: its state at
 *   the first update (an attribute or a React prop given at creation), then its default attribute
 *   whenever that changes (as an input's `value` attribute is its `defaultValue`).
 * Subclasses set the form value and validity through `internals`, and say what their default is
 * (`Default`): how to read it, which attribute changes it, how to put it back.
 */
export abstract class KathaFormControl<Default = string> extends KathaElement {
  static formAssociated = true;

  /** The form field's name. Reflected: a form reads a custom element's name from its attribute (a React prop is a property). */
  @property({ reflect: true }) name = '';

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Disabled by a disabled `<fieldset>` around it. */
  @state() protected formDisabled = false;

  /** Whether it takes no input: disabled itself or by a disabled `<fieldset>` around it. */
  protected get inactive(): boolean {
    return this.disabled || this.formDisabled;
  }

  /** The kit's message after a failed submit, until the next change. */
  @state() protected validationError = '';

  protected readonly internals = this.attachInternals();

  /** What a form reset restores (captured at the first update). */
  #default?: Default;

  /** The control's default as its properties are now (read once, at the first update, after `willUpdate`). */
  protected abstract captureDefault(): Default;

  /**
   * The default once the attribute `name` changed to `value`, or undefined when that attribute is
   * not the default's (the value attribute of an input is its default, its value property is not).
   * None by default; {@link valueAttributeDefault} is the common one.
   */
  protected defaultFromAttribute(
    _name: string,
    _value: string | null,
    _current: Default,
  ): Default | undefined {
    return undefined;
  }

  /** Puts the control back to `state` (a form reset). */
  protected abstract restoreDefault(state: Default): void;

  /** The form it belongs to, as on native controls. */
  get form(): HTMLFormElement | null {
    return this.internals.form;
  }

  get validity(): ValidityState {
    return this.internals.validity;
  }

  get validationMessage(): string {
    return this.internals.validationMessage;
  }

  checkValidity(): boolean {
    return this.internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.internals.reportValidity();
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
    if (!this.hasUpdated) return;
    const next = this.defaultFromAttribute(name, value, this.#default as Default);
    if (next !== undefined) this.#default = next;
  }

  protected override update(changed: PropertyValues): void {
    if (!this.hasUpdated) this.#default = this.captureDefault();
    super.update(changed);
  }

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  /** The form was reset: the control goes back to its default, without the kit's message. */
  formResetCallback(): void {
    this.restoreDefault(this.#default as Default);
    this.validationError = '';
  }

  /** Focuses the control after a failed submit that found it the form's first invalid one. */
  protected focusInvalid(): void {
    this.focus();
  }

  /** A submit found it invalid: the message shows under it (no browser bubble), focus on the form's first invalid control. */
  readonly #onInvalid = (event: Event) => {
    event.preventDefault();
    this.validationError = this.internals.validationMessage;
    // A fieldset around invalid controls matches :invalid too: the first invalid control is meant.
    const first = [...(this.internals.form?.elements ?? [])].find(
      (element) => !(element instanceof HTMLFieldSetElement) && element.matches(':invalid'),
    );
    if (!first || first === this) this.focusInvalid();
  };
}

/** The default of a control whose `value` attribute is its default value, as an input's is. */
export const valueAttributeDefault = (name: string, value: string | null): string | undefined =>
  name === 'value' ? (value ?? '') : undefined;
