import type { ArticleReach, DailyTotals, EarningsBySource } from '@katha/sdk/studio';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type ReactNode, useEffect, useRef } from 'react';
import { useI18n } from '../state/locale.js';
import '@katha/i18n/messages/web-studio';

// Only the pieces these three charts use, so the chunk stays small.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

export interface StatsChartsProps {
  /** Views and reads per day, oldest first. */
  days: readonly DailyTotals[];
  /** The most viewed articles of the period. */
  top: readonly ArticleReach[];
  sources: EarningsBySource;
}

/** The theme's colours (CSS custom properties), read where the chart is, so light, dark and every colour theme apply. */
function palette(element: Element) {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) =>
    style.getPropertyValue(`--katha-color-${name}`).trim() || fallback;
  return {
    primary: token('primary', '#c2410c'),
    info: token('info', '#1d4ed8'),
    success: token('success', '#15803d'),
    warning: token('warning', '#a15c07'),
    text: token('text', '#1f2937'),
    muted: token('text-muted', '#4b5563'),
    border: token('border', '#d1d5db'),
    surface: token('surface', '#ffffff'),
  };
}
type Palette = ReturnType<typeof palette>;

/** The Indic faces the site self-hosts; a canvas draws only with faces already loaded. */
const INDIC_FACES = ['Noto Sans Devanagari', 'Noto Sans Kannada'];

/**
 * Canvas text has no per-element `lang`: draw with the locale's font stack plus both Indic faces
 * (titles may be in any language), after loading the faces the chart's text needs.
 */
async function prepareFonts(element: Element, config: ChartConfiguration) {
  const stack =
    getComputedStyle(element).getPropertyValue('--katha-font-family').trim() || 'system-ui, sans-serif';
  Chart.defaults.font.family = `${stack}, ${INDIC_FACES.map((face) => `'${face}'`).join(', ')}`;
  const text = [
    ...(config.data.labels ?? []),
    ...config.data.datasets.map((dataset) => dataset.label ?? ''),
  ].join(' ');
  if (!document.fonts || !/[\u0900-\u097f\u0c80-\u0cff]/.test(text)) return;
  await Promise.all(INDIC_FACES.map((face) => document.fonts.load(`12px '${face}'`, text))).catch(
    () => undefined,
  );
}

/**
 * One Chart.js chart on a canvas: drawn without animation once its fonts are in, redrawn in the
 * theme's colours when the theme (light/dark, colour theme) changes, and destroyed with the component.
 */
function useChart(build: (colors: Palette) => ChartConfiguration, deps: readonly unknown[]) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to rebuild
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let chart: Chart | undefined;
    let stopped = false;
    const draw = async () => {
      const config = build(palette(element));
      await prepareFonts(element, config);
      if (stopped) return;
      chart?.destroy();
      chart = new Chart(element, config);
    };
    void draw();
    // The customizer sets data-katha-mode / data-katha-theme on <html>: repaint in the new colours.
    const observer = new MutationObserver(() => void draw());
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-katha-mode', 'data-katha-theme'],
    });
    return () => {
      stopped = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [...deps]);
  return canvas;
}

function baseOptions(colors: Palette, format: (value: number) => string, horizontal = false) {
  const valueAxis = {
    beginAtZero: true,
    ticks: { color: colors.muted, callback: (value: string | number) => format(Number(value)) },
    grid: { color: colors.border },
  };
  const categoryAxis = { ticks: { color: colors.muted, autoSkip: true }, grid: { display: false } };
  return {
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: horizontal ? ('y' as const) : ('x' as const),
    plugins: {
      legend: { labels: { color: colors.text } },
      tooltip: {
        callbacks: {
          label: (item: { dataset: { label?: string }; raw: unknown }) =>
            `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
        },
      },
    },
    scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  };
}

/** A chart with its text alternatives: a summary as the canvas's label, and the data as a table. */
function Figure({
  id,
  title,
  summary,
  canvas,
  table,
  wide,
}: {
  id: string;
  title: string;
  summary: string;
  canvas: React.RefObject<HTMLCanvasElement | null>;
  table: ReactNode;
  wide?: boolean;
}) {
  const { t } = useI18n();
  return (
    <figure
      className={`studio-chart${wide ? ' studio-chart--wide' : ''}`}
      aria-labelledby={`${id}-title`}
      data-testid={id}
    >
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <div className="studio-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={summary} />
      </div>
      <details>
        <summary>{t('web-studio.chartData')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section className="studio-table-wrap" tabIndex={0} aria-labelledby={`${id}-title`}>
          {table}
        </section>
      </details>
    </figure>
  );
}

interface DataRow {
  key: string;
  /** The row's heading (a date, a source, an article's title), in `lang` when given. */
  header: string;
  lang?: string;
  /** The row's figures, already formatted. */
  cells: string[];
}

/** A chart's data as a table: one heading cell and right-aligned figures per row; `columns` head it. */
function DataTable({ columns, rows }: { columns?: string[]; rows: DataRow[] }) {
  return (
    <table className="studio-table">
      {columns ? (
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? 'num' : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" lang={row.lang}>
              {row.header}
            </th>
            {row.cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
              <td key={index} className="num">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Views and reads over time, earnings by source, and the top articles (Chart.js, lazily loaded). */
export default function StatsCharts({ days, top, sources }: StatsChartsProps) {
  const { t, formatDate, formatNumber, formatCurrency } = useI18n();
  const dayLabel = (date: string) => formatDate(date, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const views = t('web-studio.colViews');
  const reads = t('web-studio.colReads');
  const sourceLabels = [t('web-studio.colIncentive'), t('web-studio.colAds'), t('web-studio.colOther')];
  const sourceValues = [sources.incentive, sources.ads, sources.other];

  const trend = useChart(
    (colors) => ({
      type: 'line',
      data: {
        labels: days.map((day) => dayLabel(day.date)),
        datasets: [
          {
            label: views,
            data: days.map((day) => day.views),
            borderColor: colors.primary,
            backgroundColor: colors.primary,
            tension: 0.25,
            pointRadius: 2,
          },
          {
            label: reads,
            data: days.map((day) => day.reads),
            borderColor: colors.info,
            backgroundColor: colors.info,
            tension: 0.25,
            pointRadius: 2,
          },
        ],
      },
      options: baseOptions(colors, formatNumber),
    }),
    [days, views, reads, formatNumber],
  );

  const bySource = useChart(
    (colors) => ({
      type: 'bar',
      data: {
        labels: sourceLabels,
        datasets: [
          {
            label: t('web-studio.chartSources'),
            data: sourceValues,
            backgroundColor: [colors.primary, colors.info, colors.success],
          },
        ],
      },
      options: {
        ...baseOptions(colors, (value) => formatCurrency(value, { maximumFractionDigits: 0 })),
        plugins: { legend: { display: false } },
      },
    }),
    [sources, t, formatCurrency],
  );

  const topArticles = useChart(
    (colors) => ({
      type: 'bar',
      data: {
        labels: top.map((article) => truncate(article.title || t('web-studio.untitled'))),
        datasets: [
          { label: views, data: top.map((article) => article.views), backgroundColor: colors.primary },
          { label: reads, data: top.map((article) => article.reads), backgroundColor: colors.info },
        ],
      },
      options: baseOptions(colors, formatNumber, true),
    }),
    [top, views, reads, formatNumber, t],
  );

  const totalViews = days.reduce((sum, day) => sum + day.views, 0);
  const totalReads = days.reduce((sum, day) => sum + day.reads, 0);

  return (
    <div className="studio-charts">
      <Figure
        id="chart-trend"
        wide
        title={t('web-studio.chartTrend')}
        summary={t('web-studio.chartTrendSummary', { views: totalViews, reads: totalReads })}
        canvas={trend}
        table={
          <DataTable
            columns={[t('web-studio.colDate'), views, reads]}
            rows={days.map((day) => ({
              key: day.date,
              header: formatDate(day.date, { dateStyle: 'medium', timeZone: 'UTC' }),
              cells: [formatNumber(day.views), formatNumber(day.reads)],
            }))}
          />
        }
      />
      <Figure
        id="chart-sources"
        title={t('web-studio.chartSources')}
        summary={t('web-studio.chartSourcesSummary', {
          incentive: formatCurrency(sources.incentive),
          ads: formatCurrency(sources.ads),
          other: formatCurrency(sources.other),
        })}
        canvas={bySource}
        table={
          <DataTable
            rows={sourceLabels.map((label, index) => ({
              key: label,
              header: label,
              cells: [formatCurrency(sourceValues[index] ?? 0)],
            }))}
          />
        }
      />
      <Figure
        id="chart-top"
        title={t('web-studio.chartTop')}
        summary={t('web-studio.chartTopSummary', { count: top.length })}
        canvas={topArticles}
        table={
          <DataTable
            columns={[t('web-studio.colArticle'), views, reads]}
            rows={top.map((article) => ({
              key: article.documentId,
              header: article.title || t('web-studio.untitled'),
              lang: article.locale || undefined,
              cells: [formatNumber(article.views), formatNumber(article.reads)],
            }))}
          />
        }
      />
    </div>
  );
}

/** Long titles are shortened on the axis (the table has them whole). */
const truncate = (text: string, length = 28) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
