import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaPickerField, type PickerMessage, type PickerProblem } from '../core/picker-field.js';
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
export class KathaTimePicker extends KathaPickerField {
  static override styles = [baseStyles, styles];

  /** Minutes between the times of the list (a typed time need not fall on one). */
  @property({ type: Number }) interval = 30;

  /** The active option's minutes since midnight, while the list is open. */
  @state() private active = 0;

  protected readonly changeEvent = 'katha-time-change';

  constructor() {
    super({ matchWidth: true, minHeight: 120, fitWidth: true });
  }

  protected canonical(text: string): string | null {
    const minutes = parseTime(text);
    return minutes === null ? null : formatTime(minutes);
  }

  protected rangeProblem(): PickerProblem | null {
    const minutes = parseTime(this.value);
    if (minutes !== null && this.min && minutes < this.#min)
      return {
        flags: { rangeUnderflow: true },
        message: this.t('time-picker.min', { time: this.#say(this.#min) }),
      };
    if (minutes !== null && this.max && minutes > this.#max)
      return {
        flags: { rangeOverflow: true },
        message: this.t('time-picker.max', { time: this.#say(this.#max) }),
      };
    return null;
  }

  protected message(kind: PickerMessage): string {
    if (kind === 'invalid') return this.t('time-picker.invalid', { example: '14:30' });
    return this.t(`time-picker.${kind}`);
  }

  protected prepareOpen(): void {
    const times = this.#times;
    const current = parseTime(this.value);
    // The chosen time, else the nearest at or after it, else the first.
    this.active = times.find((minutes) => current !== null && minutes >= current) ?? times[0] ?? 0;
  }

  protected focusInside(): void {
    this.popup.focus();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this.open && (changed as Map<string, unknown>).has('active'))
      this.shadowRoot?.querySelector('.option.active')?.scrollIntoView({ block: 'nearest' });
  }

  get #min(): number {
    return parseTime(this.min) ?? 0;
  }

  get #max(): number {
    return parseTime(this.max) ?? 23 * 60 + 59;
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
      if (event.key === 'Enter') this.choose(formatTime(this.active));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.close(true);
    } else if (event.key === 'Tab') {
      this.close(false);
    }
  }

  #onListKeyup(event: KeyboardEvent) {
    // Space chooses on keyup: else the focus, back on the button, would take the keyup as a click.
    if (event.key === ' ' && this.open) {
      event.preventDefault();
      this.choose(formatTime(this.active));
    }
  }

  override render() {
    const minutes = parseTime(this.value);
    return this.renderField({
      placeholder: 'HH:mm',
      haspopup: 'listbox',
      controls: 'listbox',
      toggleLabel:
        minutes !== null
          ? this.t('time-picker.change', { time: this.#say(minutes) })
          : this.message('choose'),
      toggleIcon: icon(clockIcon),
      spoken: minutes !== null ? this.#say(minutes) : null,
      popup: html`<div
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
                    @click=${() => this.choose(formatTime(time))}
                  >${this.#say(time)}</div>`,
              )
            : nothing
        }
      </div>`,
    });
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
