/**
 * Calendar arithmetic on ISO dates (`yyyy-mm-dd`), in UTC so that no time zone or daylight saving
 * shift moves a day. Pure functions: they run on a server too.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of an ISO date, or null when it is not a real date (`2026-02-30`). */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date;
}

/** The ISO date (`yyyy-mm-dd`) of a UTC date. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `days` later (earlier when negative). */
export function addDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/** `months` later, on the same day or the month's last when it is shorter (31 January + 1 → 28 February). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date.getUTCDate(), last)));
}

/** Today's date where the person is (their clock's calendar day), as a UTC date. */
export function today(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** `date` within `[min, max]` (either may be null). */
export function clampDate(date: Date, min: Date | null, max: Date | null): Date {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/** `Intl.Locale`'s week data: `getWeekInfo()` (newer engines) or the `weekInfo` getter. */
interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/**
 * The first day of the week in `locale` (0 Sunday … 6 Saturday) from the platform's CLDR data
 * (`Intl.Locale` week info: Sunday in India, Monday in most of Europe); Monday where the platform
 * has none.
 */
export function firstDayOfWeek(locale: string): number {
  try {
    const intl = new Intl.Locale(locale) as unknown as WeekInfoLocale;
    const info = typeof intl.getWeekInfo === 'function' ? intl.getWeekInfo() : intl.weekInfo;
    if (info && typeof info.firstDay === 'number') return info.firstDay % 7;
  } catch {
    // An engine without Intl.Locale: the default below.
  }
  return 1;
}

/**
 * The weeks of a month as rows of seven cells, each a UTC date of that month or null (the
 * days before its first and after its last), starting on `weekStart` (0 Sunday … 6 Saturday).
 */
export function monthWeeks(year: number, month: number, weekStart: number): Array<Array<Date | null>> {
  const first = new Date(Date.UTC(year, month, 1));
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const cells: Array<Date | null> = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day++) cells.push(new Date(Date.UTC(year, month, day)));
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<Date | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
