import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { ClickOutsideController } from '../core/click-outside.js';
import { PopupPosition } from '../core/floating.js';
import { KathaFormControl } from '../core/form-control.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { clockIcon } from '../icons/clock.js';
import { icon } from '../icons/icon.js';
import { styles } from './time-picker.styles.js';
import '@katha/i18n/messages/time-picker';

/** Detail of `katha-time-change`: the new value, `HH:mm` (24-hour) or '' when cleared. */
export interface TimeChangeDetail {
  value: string;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of `HH:mm`, or null when it is not a time of day. */
export function parseTime(value: string): number | null {
  const match = HH_MM.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `HH:mm` of minutes since midnight. */
export function formatTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/**
 * @summary A time field: the time typed as `HH:mm` (24-hour), or chosen from a list of times
 * (every `interval` minutes between `min` and `max`) opened by the button beside it, each said
 * the page language's way ("2:30 pm", "2:30 अपराह्न"). In the list (a listbox, per the ARIA
 * Authoring Practices) the up and down arrows move, Page Up and Page Down by an hour, Home and
 * End to the first and last time, Enter chooses, Escape closes; focus goes back to the button.
 * The list sits beside the field (`@floating-ui/dom`), in the top layer. Takes part in the form
 * it is in: `name` is submitted with the value (`HH:mm`, '' when empty), `required`, `min` and
 * `max` are checked with the kit's messages in the page's language (no browser bubble), a form
 * reset puts back the value it started with, and a disabled fieldset disables it.
 *
 * @csspart label - The label.
 * @csspart input - The text input.
 * @csspart toggle - The button that opens the list.
 * @csspart listbox - The list of times.
 * @csspart option - Each time in the list.
 * @csspart error - The error message.
 *
 * @cssprop --katha-color-primary - The chosen time, and the toggle's icon.
 * @cssprop --katha-color-primary-subtle - The active time in the list.
 * @cssprop --katha-color-text-muted - The field's border (3:1 against the page).
 * @cssprop --katha-color-error - Border and text of an error.
 *
 * @fires {CustomEvent<TimeChangeDetail>} katha-time-change - The person chose, typed or cleared a time.
 */
@customElement('katha-time-picker')
export class KathaTimePicker extends KathaFormControl {
  static override styles = [baseStyles, styles];
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The visible label, already translated. Required. */
  @property() label = '';

  /** The time, `HH:mm` (24-hour), or '' for none. What it starts with is what a form reset restores. */
  @property() value = '';

  /** The earliest time that may be chosen, `HH:mm`. */
  @property() min = '';

  /** The latest time that may be chosen, `HH:mm`. */
  @property() max = '';

  /** Minutes between the times of the list (a typed time need not fall on one). */
  @property({ type: Number }) interval = 30;

  @property({ type: Boolean, reflect: true }) required = false;

  /** A hint under the field, already translated (instead of the format). */
  @property() hint = '';

  @state() private open = false;

  /** The active option's minutes since midnight, while the list is open. */
  @state() private active = 0;

  /** What is in the text box: the value, or what the person is typing. */
  @state() private text = '';

  @query('.input') private input!: HTMLInputElement;
  @query('.toggle') private toggle!: HTMLButtonElement;
  @query('.listbox') private listbox!: HTMLElement;
  @query('.field') private field!: HTMLElement;

  readonly #popup = new PopupPosition({ matchWidth: true, minHeight: 120, fitWidth: true });
  #defaultValue = '';
  #focusList = false;

  constructor() {
    super();
    new ClickOutsideController(this, () => {
      if (this.open) this.open = false;
    });
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'value' && this.hasUpdated) this.#defaultValue = value ?? '';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!this.hasUpdated) this.#defaultValue = this.value;
    // A value set from outside shows in the box; what is being typed stays while it says the same.
    const typed = parseTime(this.text);
    const same = typed !== null ? formatTime(typed) === this.value : this.value === '';
    if (changed.has('value') && !same) this.text = this.value;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.internals.setFormValue(this.value, this.value);
    this.#validate();
    if ((changed as Map<string, unknown>).has('open')) {
      if (this.open) void this.#popup.show(this.field, this.listbox);
      else this.#popup.hide(this.listbox);
    }
    if (this.#focusList && this.open) {
      this.#focusList = false;
      this.listbox.focus();
    }
    if (this.open && (changed as Map<string, unknown>).has('active'))
      this.shadowRoot?.querySelector('.option.active')?.scrollIntoView({ block: 'nearest' });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#popup.hide();
  }

  get #min(): number {
    return parseTime(this.min) ?? 0;
  }

  get #max(): number {
    return parseTime(this.max) ?? 23 * 60 + 59;
  }

  get #disabled(): boolean {
    return this.disabled || this.formDisabled;
  }

  /** The times of the list, in minutes since midnight. */
  get #times(): number[] {
    const step = this.interval >= 1 ? Math.round(this.interval) : 30;
    const times: number[] = [];
    for (let minutes = this.#min; minutes <= this.#max; minutes += step) times.push(minutes);
    return times;
  }

  /** A time the page language's way ("2:30 pm"). */
  #say(minutes: number): string {
    return this.i18n.formatDate(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
  }

  #validate(): void {
    const typed = this.text.trim();
    const minutes = parseTime(this.value);
    let flags: ValidityStateFlags = {};
    let message = '';
    if (typed && parseTime(typed) === null) {
      flags = { badInput: true };
      message = this.t('time-picker.invalid', { example: '14:30' });
    } else if (minutes === null && this.required) {
      flags = { valueMissing: true };
      message = this.t('time-picker.required');
    } else if (minutes !== null && this.min && minutes < this.#min) {
      flags = { rangeUnderflow: true };
      message = this.t('time-picker.min', { time: this.#say(this.#min) });
    } else if (minutes !== null && this.max && minutes > this.#max) {
      flags = { rangeOverflow: true };
      message = this.t('time-picker.max', { time: this.#say(this.#max) });
    }
    if (!message) this.internals.setValidity({});
    else this.internals.setValidity(flags, message, this.input);
  }

  protected override focusInvalid(): void {
    this.input.focus();
  }

  formResetCallback(): void {
    this.value = this.#defaultValue;
    this.text = this.#defaultValue;
    this.validationError = '';
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  #setValue(value: string) {
    if (value === this.value) return;
    this.value = value;
    this.emit<TimeChangeDetail>('katha-time-change', { value });
  }

  #onInput(event: Event) {
    this.validationError = '';
    this.text = (event.target as HTMLInputElement).value;
    const minutes = parseTime(this.text);
    this.#setValue(minutes === null ? '' : formatTime(minutes));
  }

  #onInputKeydown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      this.#openList();
    } else if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      this.internals.form?.requestSubmit();
    }
  }

  #openList() {
    if (this.#disabled) return;
    const times = this.#times;
    const current = parseTime(this.value);
    // The chosen time, else the nearest at or after it, else the first.
    this.active = times.find((minutes) => current !== null && minutes >= current) ?? times[0] ?? 0;
    this.#focusList = true;
    this.open = true;
  }

  #close(returnFocus: boolean) {
    this.open = false;
    if (returnFocus) this.toggle?.focus();
  }

  #choose(minutes: number) {
    this.validationError = '';
    this.text = formatTime(minutes);
    this.#setValue(formatTime(minutes));
    this.#close(true);
  }

  #onListKeydown(event: KeyboardEvent) {
    const times = this.#times;
    const index = Math.max(0, times.indexOf(this.active));
    const hour = Math.max(1, Math.round(60 / (this.interval >= 1 ? this.interval : 30)));
    const last = times.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, index + 1),
      ArrowUp: Math.max(0, index - 1),
      PageDown: Math.min(last, index + hour),
      PageUp: Math.max(0, index - hour),
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      this.active = times[moves[event.key]!] ?? this.active;
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (event.key === 'Enter') this.#choose(this.active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.#close(true);
    } else if (event.key === 'Tab') {
      this.#close(false);
    }
  }

  #onListKeyup(event: KeyboardEvent) {
    // Space chooses on keyup: else the focus, back on the button, would take the keyup as a click.
    if (event.key === ' ' && this.open) {
      event.preventDefault();
      this.#choose(this.active);
    }
  }

  override render() {
    const error = this.validationError;
    const minutes = parseTime(this.value);
    const hint = this.hint || (minutes !== null ? this.#say(minutes) : this.t('time-picker.format'));
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
          placeholder="HH:mm"
          .value=${live(this.text)}
          ?required=${this.required}
          ?disabled=${this.#disabled}
          aria-describedby=${error ? 'error hint' : 'hint'}
          aria-invalid=${ifDefined(error ? 'true' : undefined)}
          @input=${this.#onInput}
          @keydown=${this.#onInputKeydown}
        />
        <button
          part="toggle"
          class="toggle"
          type="button"
          aria-haspopup="listbox"
          aria-expanded=${this.open ? 'true' : 'false'}
          aria-controls="listbox"
          aria-label=${minutes !== null ? this.t('time-picker.change', { time: this.#say(minutes) }) : this.t('time-picker.choose')}
          ?disabled=${this.#disabled}
          @click=${() => (this.open ? this.#close(true) : this.#openList())}
        >${icon(clockIcon)}</button>
      </div>
      <div class="below">
        ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}
        <span class="hint" id="hint">${hint}</span>
      </div>
      <div
        part="listbox"
        class="listbox popup"
        id="listbox"
        role="listbox"
        tabindex="0"
        aria-label=${this.t('time-picker.list')}
        aria-activedescendant=${ifDefined(this.open ? `t${this.active}` : undefined)}
        popover="manual"
        ?hidden=${!this.open}
        @keydown=${this.#onListKeydown}
        @keyup=${this.#onListKeyup}
      >
        ${
          this.open
            ? this.#times.map(
                (time) =>
                  html`<div
                    part="option"
                    class="option ${time === this.active ? 'active' : ''}"
                    id=${`t${time}`}
                    role="option"
                    aria-selected=${time === minutes ? 'true' : 'false'}
                    @click=${() => this.#choose(time)}
                  >${this.#say(time)}</div>`,
              )
            : nothing
        }
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-time-picker': KathaTimePicker;
  }
  interface HTMLElementEventMap {
    'katha-time-change': CustomEvent<TimeChangeDetail>;
  }
}
