import type { PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaTextField } from '../text-field/text-field.js';

/**
 * @summary A labelled multi-line text box: `<katha-text-field multiline>` under its own tag,
 * with a hint, an error message, `rows`, `maxlength` and an optional character counter.
 * Takes part in the form it is in: its `name` and `value` are submitted, `required` stops the
 * submit with the kit's message in the page's language (shown under it), a form reset puts
 * back the value it started with, a disabled fieldset disables it, and the browser restores what
 * was typed when the person comes back to the page. Enter starts a new line.
 *
 * @csspart label - The `<label>`.
 * @csspart control - The `<textarea>`.
 * @csspart error - The error message.
 * @csspart counter - The character counter.
 *
 * @cssprop --katha-color-error - Border and text of an error.
 * @cssprop --katha-color-focus - The focus ring.
 */
@customElement('katha-textarea')
export class KathaTextarea extends KathaTextField {
  override multiline = true;

  /** The form field's name. Reflected: a form reads a custom element's name from its attribute (a React prop is a property). */
  @property({ reflect: true }) override name = '';

  /** Disabled by a disabled `<fieldset>` around it (the textarea is in the shadow root, out of the fieldset's reach). */
  #formDisabled = false;

  /** What a form reset restores: the value it started with, or its `value` attribute since. */
  #defaultValue = '';

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'value' && this.hasUpdated) this.#defaultValue = value ?? '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Properties set before the first update (an attribute, a React prop) are the default.
    if (!this.hasUpdated) this.#defaultValue = this.value;
  }

  override formResetCallback(): void {
    this.value = this.#defaultValue;
  }

  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    this.requestUpdate();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const control = this.renderRoot.querySelector('textarea');
    if (control) control.disabled = this.disabled || this.#formDisabled;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-textarea': KathaTextarea;
  }
}
