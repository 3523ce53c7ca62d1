import { addDays, todayIso } from './dates.js';

/** One event: a day and a time span on it (`HH:mm`, 24-hour). */
export interface CalendarEvent {
  id: string;
  title: string;
  date: string;
  start: string;
  end: string;
}

const SAMPLE: ReadonlyArray<[title: string, days: number, start: string, end: string]> = [
  ['Photo walk in Lalbagh', -2, '07:00', '09:00'],
  ['Editorial meeting', 0, '10:00', '11:00'],
  ['Interview with a Kannada poet', 1, '15:00', '16:00'],
  ['Hindi newsletter goes out', 3, '09:00', '09:30'],
  ['Book club: monsoon poems', 8, '17:00', '18:30'],
  ['Translation sprint', 12, '11:00', '13:00'],
];

/** The sample events, around today. */
export function seedEvents(): CalendarEvent[] {
  const today = todayIso();
  return SAMPLE.map(([title, days, start, end], index) => ({
    id: `sample-${index}`,
    title,
    date: addDays(today, days),
    start,
    end,
  }));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export const isEvents = (value: unknown): value is CalendarEvent[] =>
  Array.isArray(value) &&
  value.every(
    (item) =>
      typeof item?.id === 'string' &&
      typeof item.title === 'string' &&
      DAY.test(item.date) &&
      TIME.test(item.start) &&
      TIME.test(item.end),
  );

/** Earliest first. */
export const byTime = (a: CalendarEvent, b: CalendarEvent) =>
  `${a.date}${a.start}`.localeCompare(`${b.date}${b.start}`);
