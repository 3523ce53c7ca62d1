import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { ClickOutsideController } from './click-outside.js';
import { PopupPosition, type PopupSize } from './floating.js';
import { KathaFormControl, valueAttributeDefault } from './form-control.js';
import { KathaElement } from './katha-element.js';

/** What the value breaks, for `setValidity`, and the kit's message for it. */
export interface PickerProblem {
  flags: ValidityStateFlags;
  message: string;
}

/** The messages a picker words its own way (its namespace's keys). */
export type PickerMessage = 'invalid' | 'required' | 'format' | 'choose';

/**
 * The base of the kit's pickers (date, time): a value typed in a text box or chosen in a popup
 * (the date picker's calendar dialog, the time picker's list) opened by the button beside it. It
 * gives the properties they share (`label`, `value`, `min`, `max`, `required`, `hint`), the field
 * (`renderField`: label, input, toggle, hint and error), the popup opened by the toggle or
 * Alt+Down, placed by `PopupPosition`, closed by a press outside, Escape or a choice (focus back
 * on the toggle), what is typed kept while it says the value, and the form: the value submitted,
 * a typed text that is no value (`badInput`), `required` and the subclass's range checked with the
 * kit's messages, Enter submits, a form reset puts back the value it started with, a disabled
 * fieldset disables it. A subclass says how a text reads as a value (`canonical`), its messages,
 * what the popup shows and where focus goes in it.
 */
export abstract class KathaPickerField extends KathaFormControl {
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The visible label, already translated. Required. */
  @property() label = '';

  /** The value (`yyyy-mm-dd` for a date, `HH:mm` for a time), or '' for none. What it starts with is what a form reset restores. */
  @property() value = '';

  /** The earliest value that may be chosen, in the value's format. */
  @property() min = '';

  /** The latest value that may be chosen, in the value's format. */
  @property() max = '';

  @property({ type: Boolean, reflect: true }) required = false;

  /** A hint under the field, already translated (instead of the format). */
  @property() hint = '';

  /** Whether the popup is open. */
  @state() protected open = false;

  /** What is in the text box: the value, or what the person is typing. */
  @state() protected text = '';

  @query('.input') protected input!: HTMLInputElement;
  @query('.toggle') protected toggle!: HTMLButtonElement;
  @query('.popup') protected popup!: HTMLElement;
  @query('.field') protected field!: HTMLElement;

  /** Move focus into the popup after the next render (it opened, or what has focus in it moved). */
  protected focusPopup = false;

  readonly #position: PopupPosition;

  constructor(popupSize: PopupSize) {
    super();
    this.#position = new PopupPosition(popupSize);
    new ClickOutsideController(this, () => {
      if (this.open) this.open = false;
    });
  }

  /** The value `text` stands for ('' is none), or null when it is not one. */
  protected abstract canonical(text: string): string | null;

  /** The value out of `min`…`max`, or null. */
  protected abstract rangeProblem(): PickerProblem | null;

  /** The picker's wording of `kind`. */
  protected abstract message(kind: PickerMessage): string;

  /** The event dispatched when the person chooses, types or clears a value. */
  protected abstract readonly changeEvent: `katha-${string}`;

  /** Sets what the popup starts on (the focused day, the active time) before it opens. */
  protected abstract prepareOpen(): void;

  /** Focuses inside the open popup (after `focusPopup`). */
  protected abstract focusInside(): void;

  protected captureDefault(): string {
    return this.value;
  }

  protected override defaultFromAttribute(name: string, value: string | null): string | undefined {
    return valueAttributeDefault(name, value);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // A value set from outside (a property, a React prop) shows in the box; what is being typed
    // stays while it says the same (a value being typed is '' until it is one).
    const typed = this.canonical(this.text);
    const same = typed !== null ? typed === this.value : this.value === '';
    if (changed.has('value') && !same) this.text = this.value;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.internals.setFormValue(this.value, this.value);
    this.#validate();
    if ((changed as Map<string, unknown>).has('open')) {
      if (this.open) void this.#position.show(this.field, this.popup);
      else this.#position.hide(this.popup);
    }
    if (this.focusPopup && this.open) {
      this.focusPopup = false;
      this.focusInside();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#position.hide();
  }

  #validate(): void {
    const typed = this.text.trim();
    let problem: PickerProblem | null = null;
    if (typed && this.canonical(typed) === null) {
      problem = { flags: { badInput: true }, message: this.message('invalid') };
    } else if (this.canonical(this.value) === null && this.required) {
      problem = { flags: { valueMissing: true }, message: this.message('required') };
    } else {
      problem = this.rangeProblem();
    }
    if (!problem) this.internals.setValidity({});
    else this.internals.setValidity(problem.flags, problem.message, this.input);
  }

  protected override focusInvalid(): void {
    this.input.focus();
  }

  protected restoreDefault(value: string): void {
    this.value = value;
    this.text = value;
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  #setValue(value: string) {
    if (value === this.value) return;
    this.value = value;
    this.emit<{ value: string }>(this.changeEvent, { value });
  }

  #onInput(event: Event) {
    this.validationError = '';
    this.text = (event.target as HTMLInputElement).value;
    this.#setValue(this.canonical(this.text) || '');
  }

  #onInputKeydown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      this.#openPopup();
    } else if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      this.internals.form?.requestSubmit();
    }
  }

  #openPopup() {
    if (this.inactive) return;
    this.prepareOpen();
    this.focusPopup = true;
    this.open = true;
  }

  protected close(returnFocus: boolean) {
    this.open = false;
    if (returnFocus) this.toggle?.focus();
  }

  /** The person chose `value` in the popup: it is the value, and the popup closes. */
  protected choose(value: string) {
    this.validationError = '';
    this.text = value;
    this.#setValue(value);
    this.close(true);
  }

  /**
   * The label, the field (the input, `placeholder`, and the toggle: `haspopup`, `controls`, its
   * label naming the value or asking for one, `toggleIcon`), the error and the hint (the value
   * `spoken`, else the format), then `popup`.
   */
  protected renderField(options: {
    placeholder: string;
    haspopup: 'dialog' | 'listbox';
    controls?: string;
    toggleLabel: string;
    toggleIcon: TemplateResult;
    spoken: string | null;
    popup: TemplateResult;
  }) {
    const error = this.validationError;
    const disabled = this.inactive;
    const hint = this.hint || (options.spoken ?? this.message('format'));
    return html`<label part="label" for="input"
        >${this.label}${this.required ? html`<span aria-hidden="true" class="required"> *</span>` : nothing}</label
      >
      <div class="field">
        <input
          part="input"
          class="input"
          id="input"
          type="text"
          inputmode="numeric"
          autocomplete="off"
          spellcheck="false"
          placeholder=${options.placeholder}
          .value=${live(this.text)}
          ?required=${this.required}
          ?disabled=${disabled}
          aria-describedby=${error ? 'error hint' : 'hint'}
          aria-invalid=${ifDefined(error ? 'true' : undefined)}
          @input=${this.#onInput}
          @keydown=${this.#onInputKeydown}
        />
        <button
          part="toggle"
          class="toggle"
          type="button"
          aria-haspopup=${options.haspopup}
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls=${ifDefined(options.controls)}
          aria-label=${options.toggleLabel}
          ?disabled=${disabled}
          @click=${() => (this.open ? this.close(true) : this.#openPopup())}
        >${options.toggleIcon}</button>
      </div>
      <div class="below">
        ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}
        <span class="hint" id="hint">${hint}</span>
      </div>
      ${options.popup}`;
  }
}
