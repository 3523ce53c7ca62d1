/**
 * Calendar days as ISO dates (`yyyy-mm-dd`), computed in UTC so no time zone shifts a day, and
 * the week's first day per locale.
 */

const DAY = 86_400_000;

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** Today in this browser's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const addDays = (iso: string, days: number) => toIso(new Date(toDate(iso).getTime() + days * DAY));

/** The same day `months` later (the month's last day when it has fewer days). */
export function addMonths(iso: string, months: number): string {
  const date = toDate(iso);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return toIso(target);
}

/** 0 Sunday … 6 Saturday. */
export const weekday = (iso: string) => toDate(iso).getUTCDay();

/** The first day of the week `iso` is in. */
export const startOfWeek = (iso: string, firstDay: number) =>
  addDays(iso, -((weekday(iso) - firstDay + 7) % 7));

/** The seven days of the week `iso` is in. */
export const weekOf = (iso: string, firstDay: number) => {
  const start = startOfWeek(iso, firstDay);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
};

/** The weeks a month view shows: from the week of the month's first day to that of its last. */
export function monthWeeks(iso: string, firstDay: number): string[][] {
  const first = `${iso.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const weeks: string[][] = [];
  for (let start = startOfWeek(first, firstDay); start <= last; start = addDays(start, 7))
    weeks.push(weekOf(start, firstDay));
  return weeks;
}

/** `Intl.Locale`'s week data: `getWeekInfo()` (newer engines) or the `weekInfo` getter. */
interface WeekInfoLocale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** The first day of the week in a locale (0 Sunday … 6 Saturday), Intl's; Monday when it has none. */
export function firstDayOfWeek(locale: string): number {
  try {
    const intl = new Intl.Locale(locale) as Intl.Locale & WeekInfoLocale;
    const info = typeof intl.getWeekInfo === 'function' ? intl.getWeekInfo() : intl.weekInfo;
    if (info && typeof info.firstDay === 'number') return info.firstDay % 7;
  } catch {
    // An engine without week data: Monday, ISO 8601's.
  }
  return 1;
}

/** A date as Intl formats it, for an ISO day (at UTC midnight, formatted in UTC). */
export const dayInstant = (iso: string) => `${iso}T00:00:00Z`;
/** A time of day (`HH:mm`) as an instant to format in UTC. */
export const timeInstant = (time: string) => `2000-01-01T${time}:00Z`;
