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
 *   control, no browser bubble) and focus on the form's first invalid control.
 * Subclasses set the form value and validity through `internals`.
 */
export abstract class KathaFormControl extends KathaElement {
  static formAssociated = true;

  /** The form field's name. Reflected: a form reads a custom element's name from its attribute (a React prop is a property). */
  @property({ reflect: true }) name = '';

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Disabled by a disabled `<fieldset>` around it. */
  @state() protected formDisabled = false;

  /** The kit's message after a failed submit, until the next change. */
  @state() protected validationError = '';

  protected readonly internals = this.attachInternals();

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

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
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
