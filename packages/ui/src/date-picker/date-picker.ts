import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaPickerField, type PickerMessage, type PickerProblem } from '../core/picker-field.js';
import { baseStyles } from '../core/styles.js';
import { calendarIcon } from '../icons/calendar.js';
import { chevronLeftIcon } from '../icons/chevron-left.js';
import { icon } from '../icons/icon.js';
import { styles } from './date-picker.styles.js';
import {
  addDays,
  addMonths,
  clampDate,
  firstDayOfWeek,
  monthWeeks,
  parseIsoDate,
  today,
  toIsoDate,
} from './dates.js';
import '@katha/i18n/messages/date-picker';

/** Detail of `katha-date-change`: the new value, an ISO date (`yyyy-mm-dd`) or '' when cleared. */
export interface DateChangeDetail {
  value: string;
}

/** Dates are formatted as calendar days, never shifted by the reader's time zone. */
const UTC = { timeZone: 'UTC' } as const;

/**
 * @summary A date field with a calendar: the date typed as `yyyy-mm-dd`, or chosen in a calendar
 * dialog (the ARIA Authoring Practices' date picker dialog) opened by the button beside it.
 * Month and weekday names, digits and the first day of the week follow the page's language
 * (`en`, `hi-IN`, `kn-IN`, through Intl); the chosen date is said in full under the field. In the
 * calendar the arrow keys move by a day (mirrored in rtl) and a week, Page Up and Page Down by a
 * month (with Shift, a year), Home and End to the first and last day of the week, Enter or Space
 * chooses, Escape closes; focus goes back to the button. The calendar sits beside the field
 * (`@floating-ui/dom`), in the top layer. Takes part in the form it is in: `name` is submitted
 * with the value (`yyyy-mm-dd`, '' when empty), `required`, `min` and `max` are checked with the
 * kit's messages in the page's language (no browser bubble), a form reset puts back the value it
 * started with, and a disabled fieldset disables it.
 *
 * @csspart label - The label.
 * @csspart input - The text input.
 * @csspart toggle - The button that opens the calendar.
 * @csspart dialog - The calendar dialog.
 * @csspart grid - The calendar's table of days.
 * @csspart day - Each day of the calendar.
 * @csspart error - The error message.
 *
 * @cssprop --katha-color-primary - The chosen day, and the toggle's icon.
 * @cssprop --katha-color-primary-subtle - A day under the pointer.
 * @cssprop --katha-color-text-muted - The field's border (3:1 against the page).
 * @cssprop --katha-color-error - Border and text of an error.
 *
 * @fires {CustomEvent<DateChangeDetail>} katha-date-change - The person chose, typed or cleared a date.
 */
@customElement('katha-date-picker')
export class KathaDatePicker extends KathaPickerField {
  static override styles = [baseStyles, styles];

  /** The first day of the calendar's week (0 Sunday … 6 Saturday); the locale's when unset. */
  @property({ type: Number, attribute: 'week-start' }) weekStart?: number;

  /** The day with focus in the calendar (ISO). */
  @state() private focusedDate = '';

  protected readonly changeEvent = 'katha-date-change';

  constructor() {
    super({ minHeight: 120, fitWidth: true });
  }

  protected canonical(text: string): string | null {
    const date = parseIsoDate(text);
    return date ? toIsoDate(date) : null;
  }

  protected rangeProblem(): PickerProblem | null {
    const date = parseIsoDate(this.value);
    if (date && this.#min && date < this.#min)
      return {
        flags: { rangeUnderflow: true },
        message: this.t('date-picker.min', { date: this.#long(this.#min) }),
      };
    if (date && this.#max && date > this.#max)
      return {
        flags: { rangeOverflow: true },
        message: this.t('date-picker.max', { date: this.#long(this.#max) }),
      };
    return null;
  }

  protected message(kind: PickerMessage): string {
    if (kind === 'invalid') return this.t('date-picker.invalid', { example: toIsoDate(today()) });
    return this.t(`date-picker.${kind}`);
  }

  protected prepareOpen(): void {
    const start = parseIsoDate(this.value) ?? clampDate(today(), this.#min, this.#max);
    this.focusedDate = toIsoDate(start);
  }

  protected focusInside(): void {
    this.shadowRoot?.querySelector<HTMLElement>('[data-date][tabindex="0"]')?.focus();
  }

  get #min(): Date | null {
    return parseIsoDate(this.min);
  }

  get #max(): Date | null {
    return parseIsoDate(this.max);
  }

  #long(date: Date): string {
    return this.i18n.formatDate(date, { dateStyle: 'long', ...UTC });
  }

  #full(date: Date): string {
    return this.i18n.formatDate(date, { dateStyle: 'full', ...UTC });
  }

  /** The locale's first day of the week (`en` is formatted as `en-IN`, as @katha/i18n does). */
  get #weekStart(): number {
    if (this.weekStart !== undefined && this.weekStart >= 0 && this.weekStart <= 6) return this.weekStart;
    return firstDayOfWeek(this.locale === 'en' ? 'en-IN' : this.locale);
  }

  #outOfRange(date: Date): boolean {
    return Boolean((this.#min && date < this.#min) || (this.#max && date > this.#max));
  }

  #choose(date: Date) {
    if (!this.#outOfRange(date)) this.choose(toIsoDate(date));
  }

  #moveTo(date: Date) {
    this.focusedDate = toIsoDate(date);
    this.focusPopup = true;
  }

  #onGridKeydown(event: KeyboardEvent) {
    const focused = parseIsoDate(this.focusedDate);
    if (!focused || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = this.direction === 'rtl';
    const dayOfWeek = (focused.getUTCDay() - this.#weekStart + 7) % 7;
    let next: Date | null = null;
    switch (event.key) {
      case 'ArrowRight':
        next = addDays(focused, rtl ? -1 : 1);
        break;
      case 'ArrowLeft':
        next = addDays(focused, rtl ? 1 : -1);
        break;
      case 'ArrowDown':
        next = addDays(focused, 7);
        break;
      case 'ArrowUp':
        next = addDays(focused, -7);
        break;
      case 'PageDown':
        next = addMonths(focused, event.shiftKey ? 12 : 1);
        break;
      case 'PageUp':
        next = addMonths(focused, event.shiftKey ? -12 : -1);
        break;
      case 'Home':
        next = addDays(focused, -dayOfWeek);
        break;
      case 'End':
        next = addDays(focused, 6 - dayOfWeek);
        break;
      case 'Enter':
        event.preventDefault();
        this.#choose(focused);
        return;
      case ' ':
        // Chosen on keyup: else the focus, back on the button, would take the keyup as a click.
        event.preventDefault();
        return;
      default:
        return;
    }
    event.preventDefault();
    this.#moveTo(next);
  }

  #onGridKeyup(event: KeyboardEvent) {
    const focused = parseIsoDate(this.focusedDate);
    if (event.key === ' ' && focused) {
      event.preventDefault();
      this.#choose(focused);
    }
  }

  /** Escape closes; Tab stays inside the dialog (the month buttons and the focused day). */
  #onDialogKeydown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      this.close(true);
    } else if (event.key === 'Tab') {
      const stops = [
        ...(this.shadowRoot?.querySelectorAll<HTMLElement>('.month-button, [data-date][tabindex="0"]') ?? []),
      ];
      const index = stops.indexOf(this.shadowRoot?.activeElement as HTMLElement);
      const next = stops[(index + (event.shiftKey ? -1 : 1) + stops.length) % stops.length];
      if (next) {
        event.preventDefault();
        next.focus();
      }
    }
  }

  #calendar() {
    const focused = parseIsoDate(this.focusedDate) ?? today();
    const year = focused.getUTCFullYear();
    const month = focused.getUTCMonth();
    const weekStart = this.#weekStart;
    const weeks = monthWeeks(year, month, weekStart);
    const chosen = this.value;
    const now = toIsoDate(today());
    // A week of dates from the first weekday, for the column headers' names.
    const sunday = new Date(Date.UTC(2023, 0, 1));
    const weekdays = Array.from({ length: 7 }, (_, index) => addDays(sunday, (weekStart + index) % 7));
    const heading = this.i18n.formatDate(focused, { month: 'long', year: 'numeric', ...UTC });
    return html`<div class="head">
        <button
          class="month-button prev"
          type="button"
          aria-label=${this.t('date-picker.previousMonth')}
          @click=${() => this.#moveTo(addMonths(focused, -1))}
        >${icon(chevronLeftIcon)}</button>
        <div class="month" id="month" aria-live="polite">${heading}</div>
        <button
          class="month-button next"
          type="button"
          aria-label=${this.t('date-picker.nextMonth')}
          @click=${() => this.#moveTo(addMonths(focused, 1))}
        >${icon(chevronLeftIcon)}</button>
      </div>
      <table
        part="grid"
        class="grid"
        role="grid"
        aria-labelledby="month"
        @keydown=${this.#onGridKeydown}
        @keyup=${this.#onGridKeyup}
      >
        <thead>
          <tr>
            ${weekdays.map(
              (day) =>
                html`<th scope="col" abbr=${this.i18n.formatDate(day, { weekday: 'long', ...UTC })}>
                  ${this.i18n.formatDate(day, { weekday: 'narrow', ...UTC })}
                </th>`,
            )}
          </tr>
        </thead>
        <tbody>
          ${weeks.map(
            (week) =>
              html`<tr>
                ${week.map((day) => {
                  if (!day) return html`<td></td>`;
                  const iso = toIsoDate(day);
                  const disabled = this.#outOfRange(day);
                  return html`<td
                    part="day"
                    class="day"
                    data-date=${iso}
                    tabindex=${iso === this.focusedDate ? '0' : '-1'}
                    aria-selected=${iso === chosen ? 'true' : 'false'}
                    aria-disabled=${ifDefined(disabled ? 'true' : undefined)}
                    aria-current=${ifDefined(iso === now ? 'date' : undefined)}
                    aria-label=${this.#full(day)}
                    @click=${() => this.#choose(day)}
                  >${this.i18n.formatDate(day, { day: 'numeric', ...UTC })}</td>`;
                })}
              </tr>`,
          )}
        </tbody>
      </table>
      <p class="keys">${this.t('date-picker.keys')}</p>`;
  }

  override render() {
    const date = parseIsoDate(this.value);
    return this.renderField({
      placeholder: 'yyyy-mm-dd',
      haspopup: 'dialog',
      toggleLabel: date ? this.t('date-picker.change', { date: this.#full(date) }) : this.message('choose'),
      toggleIcon: icon(calendarIcon),
      spoken: date ? this.#full(date) : null,
      popup: html`<div
        part="dialog"
        class="dialog popup"
        role="dialog"
        aria-modal="true"
        aria-label=${this.message('choose')}
        popover="manual"
        ?hidden=${!this.open}
        @keydown=${this.#onDialogKeydown}
      >
        ${this.open ? this.#calendar() : nothing}
      </div>`,
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-date-picker': KathaDatePicker;
  }
  interface HTMLElementEventMap {
    'katha-date-change': CustomEvent<DateChangeDetail>;
  }
}
