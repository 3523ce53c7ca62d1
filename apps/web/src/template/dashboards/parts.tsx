import type { ReactNode } from 'react';
import type { useI18n } from '../../state/locale.js';
import { DASHBOARD_STYLES } from './styles.js';

type I18n = ReturnType<typeof useI18n>;

// What the dashboards and the widget galleries share: the page frame, panels, stat cards and the
// page language's formats (charts are in chart.tsx, which only the pages that draw load).

/** A day as "25 Nov" in the page's language (sample and CMS days are UTC dates). */
export const shortDay = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { day: 'numeric', month: 'short', timeZone: 'UTC' });
export const longDay = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A dashboard or widget page's frame: `<TemplatePage {...DASHBOARD_FRAME} title intro>`, the area's class and styles. */
export const DASHBOARD_FRAME = { className: 'dash', styles: <style>{DASHBOARD_STYLES}</style> };

/** A titled block of a dashboard (a card with an h2). */
export function Panel({
  id,
  heading,
  children,
  wide,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`template-card dash-panel${wide ? ' dash-panel--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

export interface Stat {
  id: string;
  label: string;
  value: string;
  /** A quieter line under the figure (the period, a change). */
  note?: string;
  tone?: 'primary' | 'info' | 'success' | 'warning' | 'secondary';
}

/** Stat cards: a label, a big figure and a note each, as a list. */
export function StatCards({ label, stats }: { label: string; stats: readonly Stat[] }) {
  return (
    <ul className="dash-stats" aria-label={label}>
      {stats.map((stat) => (
        <li
          key={stat.id}
          className={`dash-stat dash-stat--${stat.tone ?? 'primary'}`}
          data-testid={`stat-${stat.id}`}
        >
          <span className="dash-stat__label">{stat.label}</span>
          <span className="dash-stat__value" data-testid={`stat-${stat.id}-value`}>
            {stat.value}
          </span>
          {stat.note ? <span className="dash-stat__note">{stat.note}</span> : null}
        </li>
      ))}
    </ul>
  );
}
