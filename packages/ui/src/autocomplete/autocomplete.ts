import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { KathaFormControl, valueAttributeDefault } from '../core/form-control.js';
import { KathaElement } from '../core/katha-element.js';
import { ListboxController, listboxOption } from '../core/listbox.js';
import { listboxStyles } from '../core/listbox.styles.js';
import { baseStyles } from '../core/styles.js';
import '@katha/i18n/messages/autocomplete';

/** One suggestion: the value a form submits, the words shown (already translated) and an optional second line. */
export interface AutocompleteOption {
  value: string;
  label: string;
  description?: string;
}

/**
 * Where suggestions come from: called with what the person typed (after `debounce` ms without a
 * keystroke) and a signal that aborts when a newer search starts or the element is reset or
 * removed (pass it to `fetch`). A rejected promise shows the kit's error message.
 */
export type AutocompleteLoader = (query: string, signal: AbortSignal) => Promise<AutocompleteOption[]>;

/** Detail of `katha-autocomplete-change`: the chosen suggestion's value and label ('' when the choice was cleared). */
/** What a form reset restores: the value, and the words it had. */
interface AutocompleteDefault {
  value: string;
  label: string;
}

export interface AutocompleteChangeDetail {
  value: string;
  label: string;
}

type Status = 'idle' | 'loading' | 'results' | 'empty' | 'error';

/**
 * @summary A text field that suggests options as the person types and submits the one they
 * choose (the ARIA Authoring Practices' editable combobox with list autocomplete: an `<input
 * role="combobox">` with a `listbox` popup; focus stays in the input and `aria-activedescendant`
 * names the active suggestion). Suggestions come from `loadOptions(query, signal)` (a server
 * search: called `debounce` ms after the last keystroke, the previous request aborted through its
 * signal so a late answer never replaces a newer one), else from `options` filtered by what was
 * typed. While loading, when nothing matches and when the search fails it says so in the page's
 * language (shown in the list and announced). Keyboard: Down and Up open the list and move
 * through it (wrapping; Alt+Down opens it without moving), Enter chooses, Escape closes the list
 * or, when closed, clears the field; Home and End stay in the text. The list sits under the field
 * (above when there is more room), as wide as it, through `@floating-ui/dom`, and follows rtl.
 * Takes part in the form it is in: its `name` and the chosen suggestion's `value` are submitted
 * (text typed without choosing submits nothing), `required` stops the submit with the kit's
 * message, Enter with the list closed submits, a form reset puts back the value it started with,
 * and a disabled fieldset disables it.
 *
 * @csspart label - The `<label>`.
 * @csspart field - The box around the input.
 * @csspart input - The `<input role="combobox">`.
 * @csspart listbox - The popup with the suggestions or the message.
 * @csspart option - Each suggestion.
 * @csspart message - The loading, nothing-found or error message in the popup.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-color-focus - The active suggestion's outline.
 * @cssprop --katha-color-error - The error message and the invalid field's border.
 *
 * @fires {CustomEvent<AutocompleteChangeDetail>} katha-autocomplete-change - The person chose a suggestion, or cleared the choice by typing or Escape.
 */
@customElement('katha-autocomplete')
export class KathaAutocomplete extends KathaFormControl<AutocompleteDefault> {
  static override styles = [baseStyles, listboxStyles];
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The visible label, already translated. Required. */
  @property() label = '';

  /** The chosen suggestion's value ('' when none). What it starts with is what a form reset restores. */
  @property() value = '';

  /** The words shown for `value` when `options` does not hold it (a value from a server search). */
  @property({ attribute: 'value-label' }) valueLabel = '';

  /** Suggestions to filter by what is typed (a label containing it), when there is no `loadOptions`. */
  @property({ attribute: false }) options: AutocompleteOption[] = [];

  /** Where suggestions come from (see AutocompleteLoader); `options` is filtered when unset. */
  @property({ attribute: false }) loadOptions?: AutocompleteLoader;

  /** Milliseconds without a keystroke before a search. */
  @property({ type: Number }) debounce = 250;

  /** Characters typed before a search starts (without `loadOptions`, Down shows every option with fewer). */
  @property({ type: Number, attribute: 'min-length' }) minLength = 1;

  @property() placeholder = '';

  @property({ type: Boolean, reflect: true }) required = false;

  /** The text in the input. */
  @state() private text = '';

  @state() private status: Status = 'idle';

  @state() private results: AutocompleteOption[] = [];

  /** What the shown results were found for (the nothing-found message says it). */
  @state() private query = '';

  @query('input') private input!: HTMLInputElement;

  #timer?: ReturnType<typeof setTimeout>;
  #request?: AbortController;

  /** The list: whether it shows, its active option, its place under the field. */
  readonly #listbox = new ListboxController(this);

  /** The words for a value: its option's label, else `valueLabel`. */
  #labelOf(value: string): string {
    if (!value) return '';
    return this.options.find((option) => option.value === value)?.label ?? this.valueLabel;
  }

  /** The default value, and its words then (the options may have changed by the reset). */
  protected captureDefault(): AutocompleteDefault {
    return { value: this.value, label: this.#labelOf(this.value) };
  }

  protected override defaultFromAttribute(
    name: string,
    value: string | null,
    current: AutocompleteDefault,
  ): AutocompleteDefault | undefined {
    const next = valueAttributeDefault(name, value);
    return next === undefined ? undefined : { ...current, value: next };
  }

  protected override willUpdate(changed: PropertyValues): void {
    // A value set from outside (or a reset) shows its words.
    if (changed.has('value') || changed.has('valueLabel') || (changed.has('options') && this.value))
      if (this.value) this.text = this.#labelOf(this.value) || this.text;
    if (this.inactive && this.#listbox.open) this.#listbox.open = false;
  }

  protected override updated(changed: PropertyValues): void {
    this.internals.setFormValue(this.value || null, JSON.stringify([this.value, this.text]));
    if (this.required && !this.value)
      this.internals.setValidity({ valueMissing: true }, this.t('autocomplete.required'), this.input);
    else this.internals.setValidity({});
    if (changed.has('value') && this.value) this.validationError = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback(); // The list closes (ListboxController).
    this.#cancel();
  }

  protected override focusInvalid(): void {
    this.input.focus();
  }

  protected restoreDefault({ value, label }: AutocompleteDefault): void {
    this.#cancel();
    this.value = value;
    this.text = value ? this.#labelOf(value) || label : '';
    this.#listbox.close();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state !== 'string') return;
    try {
      const [value, text] = JSON.parse(state) as [string, string];
      this.value = value;
      this.text = text;
    } catch {
      // Not a state this element wrote.
    }
  }

  /** Stops the pending search and aborts the request under way. */
  #cancel() {
    clearTimeout(this.#timer);
    this.#request?.abort();
    this.#request = undefined;
  }

  /** Searches for `query` now: aborts the previous request; only the newest answer is shown. */
  async #search(query: string) {
    this.#cancel();
    const request = new AbortController();
    this.#request = request;
    this.query = query;
    this.status = 'loading';
    this.#listbox.active = -1;
    this.#listbox.open = true;
    try {
      const results = this.loadOptions ? await this.loadOptions(query, request.signal) : this.#filter(query);
      if (request.signal.aborted) return;
      this.results = results;
      this.status = results.length ? 'results' : 'empty';
    } catch {
      if (request.signal.aborted) return;
      this.results = [];
      this.status = 'error';
    }
  }

  #filter(query: string): AutocompleteOption[] {
    const wanted = query.trim().toLocaleLowerCase(this.locale);
    return this.options.filter((option) => option.label.toLocaleLowerCase(this.locale).includes(wanted));
  }

  #setValue(value: string, label: string) {
    if (value === this.value) return;
    this.value = value;
    this.emit<AutocompleteChangeDetail>('katha-autocomplete-change', { value, label });
  }

  #choose(index: number) {
    const option = this.results[index];
    if (!option) return;
    this.#cancel();
    this.text = option.label;
    this.#listbox.close();
    this.#setValue(option.value, option.label);
  }

  #onInput(event: Event) {
    this.text = (event.target as HTMLInputElement).value;
    this.validationError = '';
    // Typing changes the choice: nothing is chosen until a suggestion is.
    this.#setValue('', '');
    this.#cancel();
    if (this.text.trim().length < this.minLength) {
      this.status = 'idle';
      this.#listbox.close();
      return;
    }
    const query = this.text;
    this.#timer = setTimeout(() => void this.#search(query), this.debounce);
  }

  #onKeydown(event: KeyboardEvent) {
    if (this.inactive || event.ctrlKey || event.metaKey || event.isComposing) return;
    const count = this.status === 'results' ? this.results.length : 0;
    const list = this.#listbox;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!list.open) {
          // A server search waits for `minLength` characters; a list shows all its options.
          if (this.loadOptions && this.text.trim().length < this.minLength) return;
          // Open with the suggestions for what is there now (Alt+Down: without moving into them).
          void this.#search(this.text).then(() => {
            if (!event.altKey && this.status === 'results') list.active = down ? 0 : this.results.length - 1;
          });
          return;
        }
        if (event.altKey || !count) return;
        if (down) list.active = list.active < 0 || list.active >= count - 1 ? 0 : list.active + 1;
        else list.active = list.active <= 0 ? count - 1 : list.active - 1;
        return;
      }
      case 'Enter':
        if (list.open && list.active >= 0) {
          event.preventDefault();
          this.#choose(list.active);
        } else if (!list.open) {
          event.preventDefault();
          this.internals.form?.requestSubmit();
        }
        return;
      case 'Escape':
        if (list.open) {
          event.preventDefault();
          event.stopPropagation();
          this.#cancel();
          list.close();
        } else if (this.text) {
          event.preventDefault();
          this.text = '';
          this.#setValue('', '');
        }
        return;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        // The caret moves in the text; the suggestion is left.
        list.active = -1;
        return;
      default:
    }
  }

  #onFocusout() {
    this.#cancel();
    this.#listbox.close();
  }

  #message(): string {
    if (this.status === 'loading') return this.t('autocomplete.loading');
    if (this.status === 'empty') return this.t('autocomplete.empty', { query: this.query });
    if (this.status === 'error') return this.t('autocomplete.error');
    return '';
  }

  #renderOption(option: AutocompleteOption, index: number) {
    return listboxOption({
      index,
      active: index === this.#listbox.active,
      selected: option.value === this.value && this.value !== '',
      content: html`<span>${option.label}</span>
        ${option.description ? html`<span class="description">${option.description}</span>` : nothing}`,
      onActivate: () => {
        this.#listbox.active = index;
      },
      onChoose: () => this.#choose(index),
    });
  }

  override render() {
    const error = this.validationError;
    const disabled = this.inactive;
    const message = this.#message();
    const results = this.status === 'results' ? this.results : [];
    // Said by screen readers as the list changes: the message, or how many suggestions there are.
    const announced = this.#listbox.open
      ? message || (results.length ? this.t('autocomplete.count', { count: results.length }) : '')
      : '';
    return html`<label part="label" class="label" id="label" for="input"
        >${this.label}${this.required ? html`<span aria-hidden="true" class="required"> *</span>` : nothing}</label
      >
      <div part="field" class="field">
        <input
          part="input"
          class="input"
          id="input"
          type="text"
          role="combobox"
          autocomplete="off"
          spellcheck="false"
          aria-autocomplete="list"
          aria-controls="listbox"
          aria-expanded=${this.#listbox.open ? 'true' : 'false'}
          aria-activedescendant=${ifDefined(this.#listbox.activeDescendant)}
          aria-required=${this.required ? 'true' : 'false'}
          aria-invalid=${ifDefined(error ? 'true' : undefined)}
          aria-describedby=${ifDefined(error ? 'error' : undefined)}
          .value=${live(this.text)}
          ?disabled=${disabled}
          placeholder=${ifDefined(this.placeholder || undefined)}
          @input=${this.#onInput}
          @keydown=${this.#onKeydown}
          @focusout=${this.#onFocusout}
        />
        ${this.status === 'loading' && this.#listbox.open ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
      </div>
      <div part="listbox" class="popup ${this.#listbox.open ? 'open' : ''}" popover="manual">
        <div class="list" id="listbox" role="listbox" aria-labelledby="label">
          ${results.map((option, index) => this.#renderOption(option, index))}
        </div>
        ${message ? html`<div part="message" class="message" aria-hidden="true">${message}</div>` : nothing}
      </div>
      <span class="visually-hidden" role="status">${announced}</span>
      ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-autocomplete': KathaAutocomplete;
  }
  interface HTMLElementEventMap {
    'katha-autocomplete-change': CustomEvent<AutocompleteChangeDetail>;
  }
}
