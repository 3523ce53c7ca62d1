import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaFormControl, valueAttributeDefault } from '../core/form-control.js';
import { KathaElement } from '../core/katha-element.js';
import { ListboxController, listboxOption } from '../core/listbox.js';
import { listboxStyles } from '../core/listbox.styles.js';
import { baseStyles } from '../core/styles.js';
import '@katha/i18n/messages/select';

/** One option of a select: the value a form submits and the words shown, already translated. */
export interface SelectOption {
  value: string;
  label: string;
  /** Shown but cannot be chosen. */
  disabled?: boolean;
}

/** Detail of `katha-select-change`: the value of the option the person chose. */
export interface SelectChangeDetail {
  value: string;
}

/** How long typed letters add up to one search (the ARIA Authoring Practices' typeahead). */
const TYPEAHEAD_MS = 500;

/**
 * @summary A select: a field that opens a list of `options` of which one is chosen (the ARIA
 * Authoring Practices' select-only combobox: `role="combobox"` with a `listbox` popup; focus
 * stays on the field and `aria-activedescendant` names the active option). Keyboard: Down,
 * Up, Enter, Space, Home, End or a letter open the list; in it the arrows move (Alt+Up chooses),
 * Home and End go to the first and last option, Page Up and Page Down by ten, typed letters go
 * to the next option that starts with them, Enter or Space choose, Tab chooses and moves on,
 * Escape closes without choosing. The list sits under the field (above it when there is more room
 * there), as wide as it, through `@floating-ui/dom`, and follows rtl. Takes part in the form it is
 * in: its `name` and the chosen `value` are submitted, `required` stops the submit with the kit's
 * message in the page's language, a form reset puts back the value it started with, and a
 * disabled fieldset disables it.
 *
 * @csspart label - The label.
 * @csspart field - The field (`role="combobox"`) showing the chosen option or the placeholder.
 * @csspart listbox - The popup list.
 * @csspart option - Each option.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-color-focus - The active option's outline.
 * @cssprop --katha-color-primary-subtle - The chosen option's background.
 * @cssprop --katha-color-error - The error message and the invalid field's border.
 *
 * @fires {CustomEvent<SelectChangeDetail>} katha-select-change - The person chose an option.
 */
@customElement('katha-select')
export class KathaSelect extends KathaFormControl {
  static override styles = [baseStyles, listboxStyles];
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The visible label, already translated. Required. */
  @property() label = '';

  /** The options, in order. */
  @property({ attribute: false }) options: SelectOption[] = [];

  /** The chosen option's value ('' when none). What it starts with is what a form reset restores. */
  @property() value = '';

  /** Shown while nothing is chosen, already translated; the kit's "Choose…" when empty. */
  @property() placeholder = '';

  @property({ type: Boolean, reflect: true }) required = false;

  @query('.field') private field!: HTMLElement;

  #typed = '';
  #typedAt = 0;

  /** The list: whether it shows, its active option, its place under the field. */
  readonly #listbox = new ListboxController(this);

  #enabled(index: number): boolean {
    const option = this.options[index];
    return Boolean(option && !option.disabled);
  }

  /** The enabled option `step` options from `from` (clamped to the ends; the nearest enabled one beyond, else back toward `from`). */
  #move(from: number, step: number): number {
    const direction = Math.sign(step);
    const target = Math.min(this.options.length - 1, Math.max(0, from + step));
    for (let index = target; index >= 0 && index < this.options.length; index += direction)
      if (this.#enabled(index)) return index;
    for (let index = target - direction; index !== from && index >= 0; index -= direction)
      if (this.#enabled(index)) return index;
    return from;
  }

  #first(): number {
    return this.options.findIndex((option) => !option.disabled);
  }

  #last(): number {
    return this.options.findLastIndex((option) => !option.disabled);
  }

  #selectedIndex(): number {
    return this.options.findIndex((option) => option.value === this.value && this.value !== '');
  }

  protected captureDefault(): string {
    return this.value;
  }

  protected override defaultFromAttribute(name: string, value: string | null): string | undefined {
    return valueAttributeDefault(name, value);
  }

  protected override willUpdate(): void {
    if (this.inactive && this.#listbox.open) this.#listbox.open = false;
  }

  protected override updated(changed: PropertyValues): void {
    this.internals.setFormValue(this.value || null, this.value);
    if (this.required && !this.value)
      this.internals.setValidity({ valueMissing: true }, this.t('select.required'), this.field);
    else this.internals.setValidity({});
    if (changed.has('value') && this.value) this.validationError = '';
  }

  protected override focusInvalid(): void {
    this.field.focus();
  }

  protected restoreDefault(value: string): void {
    this.value = value;
    this.#listbox.open = false;
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  #show(active: number) {
    if (this.inactive) return;
    this.#listbox.open = true;
    this.#listbox.active = active;
  }

  #choose(index: number) {
    const option = this.options[index];
    this.#listbox.close();
    if (!option || option.disabled || option.value === this.value) return;
    this.value = option.value;
    this.emit<SelectChangeDetail>('katha-select-change', { value: this.value });
  }

  /** Typeahead: the next enabled option whose label starts with what was typed in the last half second. */
  #typeahead(key: string, from: number): number {
    const now = Date.now();
    this.#typed = now - this.#typedAt > TYPEAHEAD_MS ? key : this.#typed + key;
    this.#typedAt = now;
    const typed = this.#typed.toLocaleLowerCase(this.locale);
    // One letter again and again cycles through the options that start with it.
    const same = [...typed].every((letter) => letter === typed[0]);
    const search = same ? typed[0]! : typed;
    const start = same || from < 0 ? from + 1 : from;
    const count = this.options.length;
    for (let offset = 0; offset < count; offset++) {
      const index = (start + offset) % count;
      const option = this.options[index]!;
      if (!option.disabled && option.label.toLocaleLowerCase(this.locale).startsWith(search)) return index;
    }
    return -1;
  }

  #onKeydown(event: KeyboardEvent) {
    if (this.inactive || event.ctrlKey || event.metaKey) return;
    const { key } = event;
    const printable = key.length === 1 && key !== ' ' && !event.altKey;
    if (!this.#listbox.open) {
      const selected = this.#selectedIndex();
      const current = selected >= 0 ? selected : this.#first();
      let active: number | undefined;
      if (key === 'ArrowDown' || key === 'Enter' || key === ' ') active = current;
      else if (key === 'ArrowUp' || key === 'Home') active = this.#first();
      else if (key === 'End') active = this.#last();
      else if (printable) {
        const found = this.#typeahead(key, selected);
        active = found >= 0 ? found : current;
      }
      if (active === undefined) return;
      event.preventDefault();
      this.#show(active);
      return;
    }
    // A space while typing a label ("New Delhi") is part of the search.
    const typing = key === ' ' && Date.now() - this.#typedAt < TYPEAHEAD_MS;
    if (key === 'Tab') {
      this.#choose(this.#listbox.active);
      return;
    }
    let active: number | undefined;
    if (key === 'ArrowDown')
      active = this.#listbox.active < 0 ? this.#first() : this.#move(this.#listbox.active, 1);
    else if (key === 'ArrowUp' && event.altKey) {
      event.preventDefault();
      this.#choose(this.#listbox.active);
      return;
    } else if (key === 'ArrowUp')
      active = this.#listbox.active < 0 ? this.#last() : this.#move(this.#listbox.active, -1);
    else if (key === 'Home') active = this.#first();
    else if (key === 'End') active = this.#last();
    else if (key === 'PageDown') active = this.#move(this.#listbox.active, 10);
    else if (key === 'PageUp') active = this.#move(this.#listbox.active, -10);
    else if (key === 'Enter' || (key === ' ' && !typing)) {
      event.preventDefault();
      this.#choose(this.#listbox.active);
      return;
    } else if (key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.#listbox.close();
      return;
    } else if (printable || typing) {
      const found = this.#typeahead(key, this.#listbox.active);
      if (found >= 0) active = found;
      event.preventDefault();
    }
    if (active === undefined) return;
    event.preventDefault();
    this.#listbox.active = active;
  }

  #onFieldClick() {
    if (this.inactive) return;
    if (this.#listbox.open) this.#listbox.close();
    else {
      const selected = this.#selectedIndex();
      this.#show(selected >= 0 ? selected : this.#first());
    }
  }

  /** Focus leaving the field closes the list (a press on an option keeps it there: see the options' pointerdown). */
  #onFocusout() {
    this.#listbox.close();
  }

  #renderOption(option: SelectOption, index: number) {
    return listboxOption({
      index,
      active: index === this.#listbox.active,
      selected: option.value === this.value && this.value !== '',
      disabled: option.disabled,
      content: option.label,
      onActivate: () => {
        this.#listbox.active = index;
      },
      onChoose: () => {
        this.#choose(index);
        this.field.focus();
      },
    });
  }

  override render() {
    const error = this.validationError;
    const chosen = this.options.find((option) => option.value === this.value && this.value !== '');
    const disabled = this.inactive;
    return html`<span part="label" class="label" id="label"
        >${this.label}${this.required ? html`<span aria-hidden="true" class="required"> *</span>` : nothing}</span
      >
      <div
        part="field"
        class="field"
        id="field"
        role="combobox"
        tabindex=${disabled ? '-1' : '0'}
        aria-labelledby="label"
        aria-haspopup="listbox"
        aria-controls="listbox"
        aria-expanded=${this.#listbox.open ? 'true' : 'false'}
        aria-activedescendant=${ifDefined(this.#listbox.activeDescendant)}
        aria-required=${this.required ? 'true' : 'false'}
        aria-invalid=${ifDefined(error ? 'true' : undefined)}
        aria-disabled=${ifDefined(disabled ? 'true' : undefined)}
        aria-describedby=${ifDefined(error ? 'error' : undefined)}
        @keydown=${this.#onKeydown}
        @click=${this.#onFieldClick}
        @focusout=${this.#onFocusout}
      >
        <span class="value ${chosen ? '' : 'placeholder'}">${chosen?.label ?? (this.placeholder || this.t('select.placeholder'))}</span>
        <svg class="chevron" viewBox="0 0 16 16" aria-hidden="true"><path d="M4 6l4 4 4-4" /></svg>
      </div>
      <div
        part="listbox"
        class="popup list ${this.#listbox.open ? 'open' : ''}"
        id="listbox"
        role="listbox"
        aria-labelledby="label"
        popover="manual"
      >
        ${this.options.map((option, index) => this.#renderOption(option, index))}
      </div>
      ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-select': KathaSelect;
  }
  interface HTMLElementEventMap {
    'katha-select-change': CustomEvent<SelectChangeDetail>;
  }
}
