import { KathaButton } from '@katha/react/button';
import { KathaTabs } from '@katha/react/tabs';
import type { KathaTabs as KathaTabsElement } from '@katha/ui/tabs';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { newId, useStored } from '../../shared/stored.js';
import {
  addDays,
  addMonths,
  dayInstant,
  firstDayOfWeek,
  monthWeeks,
  startOfWeek,
  timeInstant,
  todayIso,
  weekOf,
} from './dates.js';
import { EventDialog } from './event-dialog.js';
import { byTime, type CalendarEvent, isEvents, seedEvents } from './events.js';
import { CALENDAR_STYLES } from './styles.js';
import '../../../generated/messages/web-template-calendar.js';

const STORE_KEY = 'katha-template-calendar';
const VIEWS = ['month', 'week', 'day'] as const;
type View = (typeof VIEWS)[number];
const UTC = { timeZone: 'UTC' } as const;

/** Where a key moves the month grid's focus from `day`; null for a key that does not move it. */
function movedDay(
  key: string,
  day: string,
  { rtl, firstDay, shift }: { rtl: boolean; firstDay: number; shift: boolean },
) {
  switch (key) {
    case 'ArrowRight':
      return addDays(day, rtl ? -1 : 1);
    case 'ArrowLeft':
      return addDays(day, rtl ? 1 : -1);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'Home':
      return startOfWeek(day, firstDay);
    case 'End':
      return addDays(startOfWeek(day, firstDay), 6);
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/**
 * /apps/calendar: month, week and day views of events kept in this browser, with previous, next
 * and today; events are created, moved (their day or times changed) and deleted in a dialog with
 * the kit's date and time pickers. The week starts, and days and months are named, per locale
 * (Intl). In the month view the days are one tab stop: the arrows move by a day (mirrored in rtl)
 * and a week, Home and End to the week's ends, Page Up and Page Down by a month, Enter opens the day
 * (focus on its first event, or on its heading when it has none).
 */
export default function CalendarApp() {
  const { t, locale, formatDate } = useI18n();
  const title = t('web-template-calendar.title');
  usePageTitle(title);
  const [events, update] = useStored(STORE_KEY, seedEvents, isEvents);
  const [view, setView] = useState<View>('month');
  // Today and the day in focus: this browser's, known after hydration only.
  const [today, setToday] = useState('');
  const [cursor, setCursor] = useState('');
  const [editing, setEditing] = useState<CalendarEvent | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const grid = useRef<HTMLTableElement>(null);
  const dayPane = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const tabsRef = useRef<KathaTabsElement>(null);
  const focusCell = useRef(false);
  // Enter on a day unmounts the focused cell: focus goes to the day it opened (WCAG 2.4.3).
  const focusDay = useRef(false);
  const viewPane = useRef<HTMLDivElement>(null);
  // A deleted event's button is gone with it: where focus goes once its dialog has closed.
  const afterDelete = useRef<(() => void) | null>(null);
  useEffect(() => {
    const now = todayIso();
    setToday(now);
    setCursor(now);
  }, []);
  useEffect(() => {
    if (!focusCell.current) return;
    focusCell.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${cursor}"]`)?.focus();
  }, [cursor]);
  useEffect(() => {
    if (view !== 'day' || !focusDay.current) return;
    focusDay.current = false;
    // The day's panel shows once the tabs have rendered the new selection.
    void tabsRef.current?.updateComplete.then(() =>
      (dayPane.current?.querySelector<HTMLElement>('.cal__event') ?? heading.current)?.focus(),
    );
  }, [view]);

  const firstDay = useMemo(() => firstDayOfWeek(locale === 'en' ? 'en-IN' : locale), [locale]);
  const day = useCallback(
    (iso: string, options: Intl.DateTimeFormatOptions) => formatDate(dayInstant(iso), { ...options, ...UTC }),
    [formatDate],
  );
  const time = useCallback(
    (value: string) => formatDate(timeInstant(value), { hour: 'numeric', minute: '2-digit', ...UTC }),
    [formatDate],
  );
  const onDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of [...(events ?? [])].sort(byTime))
      map.set(event.date, [...(map.get(event.date) ?? []), event]);
    return map;
  }, [events]);
  const tabs = useMemo(() => VIEWS.map((id) => ({ id, label: t(`web-template-calendar.view.${id}`) })), [t]);

  if (events === null || !cursor) {
    return (
      <article className="template-page">
        <h1>{title}</h1>
        <p className="template-page__intro">{t('web-template-calendar.intro')}</p>
        <p className="template-result" role="status">
          {t('web-template-calendar.loading')}
        </p>
      </article>
    );
  }

  const step = (direction: 1 | -1) =>
    setCursor((current) =>
      view === 'month'
        ? addMonths(current, direction)
        : addDays(current, direction * (view === 'week' ? 7 : 1)),
    );
  const week = weekOf(cursor, firstDay);
  const period =
    view === 'month'
      ? day(cursor, { month: 'long', year: 'numeric' })
      : view === 'week'
        ? t('web-template-calendar.weekRange', {
            start: day(week[0]!, { day: 'numeric', month: 'short' }),
            end: day(week[6]!, { day: 'numeric', month: 'short', year: 'numeric' }),
          })
        : day(cursor, { dateStyle: 'full' });
  const weekdays = weekOf(startOfWeek(cursor, firstDay), firstDay);

  const save = (event: CalendarEvent) => {
    const saved = event.id ? event : { ...event, id: newId() };
    update((all) => (event.id ? all.map((item) => (item.id === event.id ? saved : item)) : [...all, saved]));
    setEditing(null);
    setCursor(saved.date);
    setAnnouncement(
      t('web-template-calendar.saved', {
        title: saved.title,
        when: `${day(saved.date, { dateStyle: 'long' })} ${time(saved.start)}`,
      }),
    );
  };
  // Focus goes to the day in the month view, else to the day's next event (the one before when it
  // was the last), else to the period's heading.
  const remove = (event: CalendarEvent) => {
    const sameDay = onDay.get(event.date) ?? [];
    const at = sameDay.findIndex((item) => item.id === event.id);
    const next = sameDay[at + 1] ?? sameDay[at - 1];
    update((all) => all.filter((item) => item.id !== event.id));
    setEditing(null);
    setAnnouncement(t('web-template-calendar.deleted', { title: event.title }));
    afterDelete.current = () =>
      (view === 'month'
        ? grid.current?.querySelector<HTMLElement>(`[data-date="${event.date}"]`)
        : ((next &&
            viewPane.current?.querySelector<HTMLElement>(`.cal__event[data-id="${CSS.escape(next.id)}"]`)) ??
          heading.current)
      )?.focus();
  };
  const create = () => setEditing({ id: '', title: '', date: cursor, start: '10:00', end: '11:00' });

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    if (event.key === 'Enter' || event.key === ' ') {
      if (!(event.target as HTMLElement).matches('td')) return;
      event.preventDefault();
      focusDay.current = true;
      setView('day');
      return;
    }
    const next = movedDay(event.key, cursor, { rtl, firstDay, shift: event.shiftKey });
    if (!next || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    focusCell.current = true;
    setCursor(next);
  };

  const eventButton = (event: CalendarEvent, focusable: boolean) => (
    <button
      key={event.id}
      type="button"
      className="cal__event"
      data-id={event.id}
      tabIndex={focusable ? undefined : -1}
      onClick={() => setEditing(event)}
    >
      <span className="cal__event-time">{time(event.start)}</span> {event.title}
    </button>
  );

  const month = (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern, a table of days moved through with the arrow keys
    <table className="cal__month" role="grid" ref={grid} aria-labelledby="cal-period" onKeyDown={onGridKey}>
      <thead>
        <tr>
          {weekdays.map((date) => (
            <th key={date} scope="col" abbr={day(date, { weekday: 'long' })}>
              {day(date, { weekday: 'short' })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(cursor, firstDay).map((days) => (
          <tr key={days[0]}>
            {days.map((date) => {
              const list = onDay.get(date) ?? [];
              return (
                <td
                  key={date}
                  data-date={date}
                  tabIndex={date === cursor ? 0 : -1}
                  aria-current={date === today ? 'date' : undefined}
                  className={
                    date.slice(0, 7) === cursor.slice(0, 7) ? 'cal__cell' : 'cal__cell cal__cell--other'
                  }
                  // A click focuses the day (it is focusable): the day becomes the one in focus.
                  onFocus={(focus) => {
                    if (focus.target === focus.currentTarget) setCursor(date);
                  }}
                >
                  <span className="cal__date" aria-hidden="true">
                    {day(date, { day: 'numeric' })}
                  </span>
                  <span className="visually-hidden">
                    {day(date, { dateStyle: 'full' })}
                    {list.length ? `, ${t('web-template-calendar.eventCount', { count: list.length })}` : ''}
                  </span>
                  {list.map((event) => eventButton(event, false))}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );

  const weekView = (
    <ol className="cal__week">
      {week.map((date) => {
        const list = onDay.get(date) ?? [];
        return (
          <li key={date} className="cal__week-day" aria-current={date === today ? 'date' : undefined}>
            <h3>{day(date, { weekday: 'short', day: 'numeric', month: 'short' })}</h3>
            {list.length ? (
              list.map((event) => eventButton(event, true))
            ) : (
              <p className="cal__none">{t('web-template-calendar.noEvents')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );

  const dayList = onDay.get(cursor) ?? [];
  const dayView = (
    <div className="cal__day" ref={dayPane}>
      {dayList.length ? (
        <ul className="cal__day-list">
          {dayList.map((event) => (
            <li key={event.id}>
              <button
                type="button"
                className="cal__event cal__event--wide"
                data-id={event.id}
                onClick={() => setEditing(event)}
              >
                <span className="cal__event-time">
                  {t('web-template-calendar.timeRange', { start: time(event.start), end: time(event.end) })}
                </span>{' '}
                {event.title}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="template-result">{t('web-template-calendar.noEventsDay')}</p>
      )}
    </div>
  );

  return (
    <article className="template-page">
      <style>{CALENDAR_STYLES}</style>
      <h1>{title}</h1>
      <p className="template-page__intro">{t('web-template-calendar.intro')}</p>
      <section className="template-card cal" aria-labelledby="cal-period">
        <div className="cal__toolbar">
          <div className="template-row">
            <KathaButton type="button" variant="outlined" onClick={() => step(-1)}>
              {t(`web-template-calendar.previous.${view}`)}
            </KathaButton>
            <KathaButton type="button" variant="outlined" onClick={() => setCursor(today)}>
              {t('web-template-calendar.today')}
            </KathaButton>
            <KathaButton type="button" variant="outlined" onClick={() => step(1)}>
              {t(`web-template-calendar.next.${view}`)}
            </KathaButton>
          </div>
          <KathaButton type="button" onClick={create}>
            {t('web-template-calendar.newEvent')}
          </KathaButton>
        </div>
        <h2 id="cal-period" aria-live="polite" tabIndex={-1} ref={heading}>
          {period}
        </h2>
        <KathaTabs
          ref={tabsRef}
          tabs={tabs}
          selected={view}
          label={t('web-template-calendar.views')}
          onKathaTabChange={(change: CustomEvent<{ id: string }>) => setView(change.detail.id as View)}
        >
          <div slot={view} className="cal__view" ref={viewPane}>
            {view === 'month' ? month : view === 'week' ? weekView : dayView}
          </div>
        </KathaTabs>
      </section>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <EventDialog
        event={editing}
        onSave={save}
        onDelete={remove}
        onClose={() => setEditing(null)}
        onAfterClose={() => {
          afterDelete.current?.();
          afterDelete.current = null;
        }}
      />
    </article>
  );
}
