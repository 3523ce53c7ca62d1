import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { KathaFormControl } from './form-control.js';
import { KathaElement } from './katha-element.js';

/**
 * The base of the two checked controls, checkbox and switch (a native checkbox in the shadow
 * root): `label`, `value` (submitted under `name` when checked), `checked` (what it starts with,
 * or its `checked` attribute since, is what a form reset restores) and `required`. Subclasses
 * give the change event's name, the required message, and the visual part beside the input.
 */
export abstract class KathaCheckedControl extends KathaFormControl<boolean> {
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The label, already translated (the default slot overrides it). */
  @property() label = '';

  /** What the form submits under `name` when checked. */
  @property() value = 'on';

  /** Whether it is checked. What it starts with (or its `checked` attribute) is what a form reset restores. */
  @property({ type: Boolean }) checked = false;

  @property({ type: Boolean, reflect: true }) required = false;

  @query('.control') protected control!: HTMLInputElement;

  /** The event sent when the person toggles it. */
  protected abstract readonly changeEvent: `katha-${string}`;

  /** The class of the box around the input and its visual part. */
  protected abstract readonly boxClass: string;

  /** The kit's message when `required` and unchecked, in the element's locale. */
  protected abstract requiredMessage(): string;

  /** What is drawn over the input (the tick, the thumb). */
  protected abstract renderMark(): TemplateResult;

  /** The input's `role` (unset: a checkbox). */
  protected readonly controlRole?: string;

  /** The input's `indeterminate` (a checkbox's mixed state). */
  protected get mixed(): boolean {
    return false;
  }

  /** The person toggled it: clears what the toggle clears (a checkbox's mixed state). */
  protected toggled(): void {}

  protected captureDefault(): boolean {
    return this.checked;
  }

  /** The `checked` attribute is the default, as an input's is. */
  protected override defaultFromAttribute(name: string, value: string | null): boolean | undefined {
    return name === 'checked' ? value !== null : undefined;
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.internals.setFormValue(this.checked ? this.value : null, this.checked ? 'checked' : 'unchecked');
    const missing = this.required && !this.checked;
    if (missing) this.internals.setValidity({ valueMissing: true }, this.requiredMessage(), this.control);
    else this.internals.setValidity({});
    if (changed.has('checked') && this.checked) this.validationError = '';
  }

  protected restoreDefault(checked: boolean): void {
    this.checked = checked;
    this.toggled();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.checked = state === 'checked';
  }

  protected override focusInvalid(): void {
    this.control.focus();
  }

  #onChange(event: Event) {
    const control = event.target as HTMLInputElement;
    this.checked = control.checked;
    this.toggled();
    this.emit<{ checked: boolean; value: string }>(this.changeEvent, {
      checked: this.checked,
      value: this.value,
    });
  }

  override render() {
    const error = this.validationError;
    return html`<label part="base" class="base">
        <span class=${this.boxClass}>
          <input
            part="control"
            class="control"
            type="checkbox"
            role=${ifDefined(this.controlRole)}
            ?checked=${this.checked}
            .checked=${live(this.checked)}
            .indeterminate=${this.mixed}
            ?required=${this.required}
            ?disabled=${this.disabled || this.formDisabled}
            aria-describedby=${ifDefined(error ? 'error' : undefined)}
            aria-invalid=${ifDefined(error ? 'true' : undefined)}
            @change=${this.#onChange}
          />
          ${this.renderMark()}
        </span>
        <span part="label" class="label"><slot>${this.label}</slot></span>
      </label>
      ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}`;
  }
}
