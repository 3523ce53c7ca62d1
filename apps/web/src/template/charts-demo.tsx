import {
  ArcElement,
  type ChartConfiguration,
  DoughnutController,
  Filler,
  type ScriptableContext,
} from 'chart.js';
import { CandlestickController, CandlestickElement } from 'chartjs-chart-financial';
import { type DataRow, DataTable, Figure } from '../parts/charts/figure.js';
import { baseOptions, Chart, type Palette, useChart, withAlpha } from '../parts/charts/use-chart.js';
import { usePageTitle } from '../parts/page-title.js';
import { useI18n } from '../state/locale.js';
import '@katha/i18n/messages/web-template-charts';
import '../styles/studio.css';

// The template's /charts pages (issue 17 §1) on the site's one Chart.js setup (parts/charts, which
// the studio's Content & Stats uses too), in a chunk only these pages load (template/shell.tsx).
// Lines and bars come registered; these pages add areas, arcs and chartjs-chart-financial's candlestick.
Chart.register(Filler, ArcElement, DoughnutController, CandlestickController, CandlestickElement);

export type ChartKind = 'line' | 'gradient' | 'area' | 'candlestick' | 'column' | 'doughnut' | 'radialbar';

type I18n = ReturnType<typeof useI18n>;

// Sample figures that mean something for Katha. Months as the first day of the month (UTC).
const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
].map((month) => `${month}-01`);
const VIEWS = [18200, 19650, 22400, 21100, 24800, 27300, 26100, 29900, 33400, 31800, 36200, 39500];
const READS = [7400, 8100, 9600, 9100, 10900, 12400, 11800, 13700, 15600, 14900, 17300, 19100];
const SUBSCRIBERS = [320, 410, 385, 520, 610, 580, 720, 805, 760, 910, 1040, 1185];
/** Reading hours per month in each language. */
const HOURS = {
  en: [2100, 2250, 2400, 2380, 2600, 2750, 2700, 2900, 3050, 3000, 3200, 3350],
  hi: [1500, 1650, 1820, 1900, 2100, 2300, 2280, 2500, 2750, 2800, 3050, 3300],
  kn: [600, 690, 760, 820, 900, 1010, 1050, 1180, 1290, 1340, 1460, 1590],
};
/** A writer's earnings in rupees, June to November 2026, by source. */
const EARNING_MONTHS = MONTHS.slice(6);
const EARNINGS = {
  incentive: [18500, 21200, 24800, 23100, 27600, 31400],
  ads: [9200, 10100, 11900, 11400, 13800, 15200],
  other: [2400, 1800, 3100, 2600, 3500, 4100],
};
/** This month's readers by the language of what they read. */
const READERS = { en: 48200, hi: 36900, kn: 17400 };
/** November's goals: done and target. */
const GOALS = {
  reads: { done: 19100, target: 25000 },
  subscribers: { done: 1185, target: 1500 },
  stories: { done: 42, target: 50 },
};
/** A made-up index's trading days: date, open, high, low, close. */
const INDEX: [string, number, number, number, number][] = [
  ['2026-11-02', 1000.0, 1011.16, 990.36, 1002.88],
  ['2026-11-03', 1002.88, 1010.8, 989.14, 996.45],
  ['2026-11-04', 996.45, 1006.88, 995.21, 1004.88],
  ['2026-11-05', 1004.88, 1012.64, 998.95, 1002.23],
  ['2026-11-06', 1002.23, 1008.17, 993.59, 1004.3],
  ['2026-11-09', 1004.3, 1028.92, 994.27, 1024.19],
  ['2026-11-10', 1024.19, 1032.7, 999.35, 1008.3],
  ['2026-11-11', 1008.3, 1015.71, 990.23, 996.24],
  ['2026-11-12', 996.24, 1019.31, 990.4, 1016.37],
  ['2026-11-13', 1016.37, 1040.93, 1012.53, 1033.95],
  ['2026-11-16', 1033.95, 1043.73, 1013.35, 1018.72],
  ['2026-11-17', 1018.72, 1043.35, 1010.25, 1040.98],
  ['2026-11-18', 1040.98, 1065.91, 1039.77, 1056.11],
  ['2026-11-19', 1056.11, 1057.66, 1044.64, 1052.82],
  ['2026-11-20', 1052.82, 1062.96, 1044.21, 1048.8],
  ['2026-11-23', 1048.8, 1071.77, 1045.5, 1062.41],
  ['2026-11-24', 1062.41, 1077.21, 1056.31, 1066.95],
  ['2026-11-25', 1066.95, 1070.58, 1054.51, 1063.1],
  ['2026-11-26', 1063.1, 1069.94, 1045.85, 1052.16],
  ['2026-11-27', 1052.16, 1058.81, 1044.87, 1056.52],
];

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const shortMonth = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { month: 'short', year: '2-digit', timeZone: 'UTC' });
const longMonth = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const rupees = (i18n: I18n, value: number) => i18n.formatCurrency(value, { maximumFractionDigits: 0 });
const points = (i18n: I18n, value: number) =>
  i18n.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = (i18n: I18n, value: number) =>
  i18n.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });

/** One chart of a page: its figure (title, canvas with a summary, the data table). */
function ChartFigure({
  kind,
  title,
  summary,
  build,
  deps,
  columns,
  rows,
}: {
  kind: ChartKind;
  title: string;
  summary: string;
  build: (colors: Palette) => ChartConfiguration;
  deps: readonly unknown[];
  columns: string[];
  rows: DataRow[];
}) {
  const { t } = useI18n();
  const canvas = useChart(build, deps);
  return (
    <Figure
      id={`chart-${kind}`}
      wide
      title={title}
      summary={summary}
      canvas={canvas}
      dataLabel={t('web-template-charts.showData')}
      table={<DataTable columns={columns} rows={rows} />}
    />
  );
}

/** Rows of monthly figures: the month in full, then each series' value formatted. */
const monthRows = (
  i18n: I18n,
  months: readonly string[],
  series: readonly number[][],
  format: (n: number) => string,
) =>
  months.map((month, index) => ({
    key: month,
    header: longMonth(i18n, month),
    cells: series.map((values) => format(values[index] ?? 0)),
  }));

function LineChart() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const views = t('web-template-charts.views');
  const reads = t('web-template-charts.reads');
  const labels = MONTHS.map((month) => shortMonth(i18n, month));
  return (
    <ChartFigure
      kind="line"
      title={t('web-template-charts.line.heading')}
      summary={t('web-template-charts.line.summary', {
        first: longMonth(i18n, MONTHS[0]!),
        last: longMonth(i18n, MONTHS.at(-1)!),
        views: sum(VIEWS),
        reads: sum(READS),
      })}
      build={(colors) => ({
        type: 'line',
        data: {
          labels,
          datasets: [
            {
              label: views,
              data: VIEWS,
              borderColor: colors.primary,
              backgroundColor: colors.primary,
              tension: 0.3,
            },
            {
              label: reads,
              data: READS,
              borderColor: colors.info,
              backgroundColor: colors.info,
              tension: 0.3,
            },
          ],
        },
        options: baseOptions(colors, formatNumber),
      })}
      deps={[labels.join(), views, reads, formatNumber]}
      columns={[t('web-template-charts.month'), views, reads]}
      rows={monthRows(i18n, MONTHS, [VIEWS, READS], formatNumber)}
    />
  );
}

function GradientChart() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const series = t('web-template-charts.gradient.series');
  const labels = MONTHS.map((month) => shortMonth(i18n, month));
  return (
    <ChartFigure
      kind="gradient"
      title={t('web-template-charts.gradient.heading')}
      summary={t('web-template-charts.gradient.summary', {
        first: longMonth(i18n, MONTHS[0]!),
        last: longMonth(i18n, MONTHS.at(-1)!),
        total: sum(SUBSCRIBERS),
        max: Math.max(...SUBSCRIBERS),
      })}
      build={(colors) => ({
        type: 'line',
        data: {
          labels,
          datasets: [
            {
              label: series,
              data: SUBSCRIBERS,
              tension: 0.35,
              fill: 'origin',
              borderWidth: 3,
              // The line runs from the theme's secondary colour to its primary; the area under it
              // fades from the primary to nothing (gradients need the laid-out chart area).
              borderColor: (context: ScriptableContext<'line'>) => {
                const { ctx, chartArea } = context.chart;
                if (!chartArea) return colors.primary;
                const gradient = ctx.createLinearGradient(chartArea.left, 0, chartArea.right, 0);
                gradient.addColorStop(0, colors.secondary);
                gradient.addColorStop(1, colors.primary);
                return gradient;
              },
              backgroundColor: (context: ScriptableContext<'line'>) => {
                const { ctx, chartArea } = context.chart;
                if (!chartArea) return withAlpha(colors.primary, 0.3);
                const gradient = ctx.createLinearGradient(0, chartArea.top, 0, chartArea.bottom);
                gradient.addColorStop(0, withAlpha(colors.primary, 0.45));
                gradient.addColorStop(1, withAlpha(colors.primary, 0));
                return gradient;
              },
              pointBackgroundColor: colors.primary,
            },
          ],
        },
        options: baseOptions(colors, formatNumber),
      })}
      deps={[labels.join(), series, formatNumber]}
      columns={[t('web-template-charts.month'), series]}
      rows={monthRows(i18n, MONTHS, [SUBSCRIBERS], formatNumber)}
    />
  );
}

function AreaChart() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const names = [
    t('web-template-charts.lang.en'),
    t('web-template-charts.lang.hi'),
    t('web-template-charts.lang.kn'),
  ];
  const series = [HOURS.en, HOURS.hi, HOURS.kn];
  const labels = MONTHS.map((month) => shortMonth(i18n, month));
  return (
    <ChartFigure
      kind="area"
      title={t('web-template-charts.area.heading')}
      summary={t('web-template-charts.area.summary', {
        first: longMonth(i18n, MONTHS[0]!),
        last: longMonth(i18n, MONTHS.at(-1)!),
        en: formatNumber(HOURS.en.at(-1)!),
        hi: formatNumber(HOURS.hi.at(-1)!),
        kn: formatNumber(HOURS.kn.at(-1)!),
      })}
      build={(colors) => {
        const hues = [colors.primary, colors.info, colors.success];
        const options = baseOptions(colors, formatNumber);
        return {
          type: 'line',
          data: {
            labels,
            datasets: series.map((data, index) => ({
              label: names[index],
              data,
              fill: index === 0 ? 'origin' : '-1',
              tension: 0.3,
              borderColor: hues[index],
              backgroundColor: withAlpha(hues[index]!, 0.35),
              pointRadius: 2,
            })),
          },
          options: { ...options, scales: { ...options.scales, y: { ...options.scales.y, stacked: true } } },
        };
      }}
      deps={[labels.join(), names.join(), formatNumber]}
      columns={[t('web-template-charts.month'), ...names]}
      rows={monthRows(i18n, MONTHS, series, formatNumber)}
    />
  );
}

function CandlestickChart() {
  const i18n = useI18n();
  const { t } = i18n;
  const series = t('web-template-charts.candlestick.series');
  const format = (value: number) => points(i18n, value);
  const labels = INDEX.map(([date]) =>
    i18n.formatDate(date, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
  );
  const lows = INDEX.map((day) => day[3]);
  const highs = INDEX.map((day) => day[2]);
  return (
    <ChartFigure
      kind="candlestick"
      title={t('web-template-charts.candlestick.heading')}
      summary={t('web-template-charts.candlestick.summary', {
        count: INDEX.length,
        open: format(INDEX[0]![1]),
        close: format(INDEX.at(-1)![4]),
        low: format(Math.min(...lows)),
        high: format(Math.max(...highs)),
      })}
      build={(colors) => {
        const options = baseOptions(colors, format);
        // Rising days in the theme's success colour, falling ones in its error colour.
        const up = colors.success;
        const down = colors.error;
        return {
          type: 'candlestick',
          data: {
            labels,
            // chartjs-chart-financial reads { x, o, h, l, c } unparsed; x is the day's place on a
            // category axis of locale-formatted days (so no date adapter is needed).
            datasets: [
              {
                label: series,
                data: INDEX.map(([, o, h, l, c], x) => ({ x, o, h, l, c })),
                borderColors: { up, down, unchanged: colors.muted },
                backgroundColors: {
                  up: withAlpha(up, 0.6),
                  down: withAlpha(down, 0.6),
                  unchanged: colors.muted,
                },
              },
            ],
          },
          options: {
            ...options,
            plugins: {
              // One series, named by the figure's title: a legend would only repeat it.
              legend: { display: false },
              tooltip: {
                callbacks: {
                  label: (item: { raw: unknown }) => {
                    const { o, h, l, c } = item.raw as { o: number; h: number; l: number; c: number };
                    return t('web-template-charts.candlestick.tooltip', {
                      open: format(o),
                      high: format(h),
                      low: format(l),
                      close: format(c),
                    });
                  },
                },
              },
            },
            scales: {
              x: { ...options.scales.x, type: 'category', offset: true },
              y: { ...options.scales.y, beginAtZero: false },
            },
          },
        } as ChartConfiguration;
      }}
      deps={[labels.join(), series, t]}
      columns={[
        t('web-template-charts.day'),
        t('web-template-charts.candlestick.open'),
        t('web-template-charts.candlestick.high'),
        t('web-template-charts.candlestick.low'),
        t('web-template-charts.candlestick.close'),
      ]}
      rows={INDEX.map(([date, ...values]) => ({
        key: date,
        header: i18n.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' }),
        cells: values.map(format),
      }))}
    />
  );
}

function ColumnChart() {
  const i18n = useI18n();
  const { t } = i18n;
  const format = (value: number) => rupees(i18n, value);
  const names = [
    t('web-template-charts.column.incentive'),
    t('web-template-charts.column.ads'),
    t('web-template-charts.column.other'),
  ];
  const series = [EARNINGS.incentive, EARNINGS.ads, EARNINGS.other];
  const totals = EARNING_MONTHS.map((_, index) => sum(series.map((values) => values[index] ?? 0)));
  const labels = EARNING_MONTHS.map((month) => shortMonth(i18n, month));
  return (
    <ChartFigure
      kind="column"
      title={t('web-template-charts.column.heading')}
      summary={t('web-template-charts.column.summary', {
        first: longMonth(i18n, EARNING_MONTHS[0]!),
        last: longMonth(i18n, EARNING_MONTHS.at(-1)!),
        total: format(sum(totals)),
        best: format(Math.max(...totals)),
      })}
      build={(colors) => {
        const hues = [colors.primary, colors.info, colors.success];
        const options = baseOptions(colors, format);
        return {
          type: 'bar',
          data: {
            labels,
            datasets: series.map((data, index) => ({
              label: names[index],
              data,
              backgroundColor: hues[index],
            })),
          },
          options: {
            ...options,
            scales: {
              x: { ...options.scales.x, stacked: true },
              y: { ...options.scales.y, stacked: true },
            },
          },
        };
      }}
      deps={[labels.join(), names.join(), i18n.formatCurrency]}
      columns={[t('web-template-charts.month'), ...names, t('web-template-charts.column.total')]}
      rows={monthRows(i18n, EARNING_MONTHS, [...series, totals], format)}
    />
  );
}

function DoughnutChart() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const names = [
    t('web-template-charts.lang.en'),
    t('web-template-charts.lang.hi'),
    t('web-template-charts.lang.kn'),
  ];
  const values = [READERS.en, READERS.hi, READERS.kn];
  const total = sum(values);
  return (
    <ChartFigure
      kind="doughnut"
      title={t('web-template-charts.doughnut.heading')}
      summary={t('web-template-charts.doughnut.summary', {
        total,
        en: percent(i18n, READERS.en / total),
        hi: percent(i18n, READERS.hi / total),
        kn: percent(i18n, READERS.kn / total),
      })}
      build={(colors) => ({
        type: 'doughnut',
        data: {
          labels: names,
          datasets: [
            {
              label: t('web-template-charts.doughnut.readers'),
              data: values,
              backgroundColor: [colors.primary, colors.info, colors.success],
              borderColor: colors.surface,
              borderWidth: 2,
            },
          ],
        },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          cutout: '60%',
          plugins: {
            legend: { position: 'bottom', labels: { color: colors.text } },
            tooltip: {
              callbacks: {
                label: (item: { label: string; raw: unknown }) =>
                  `${item.label}: ${formatNumber(Number(item.raw))} (${percent(i18n, Number(item.raw) / total)})`,
              },
            },
          },
        },
      })}
      deps={[names.join(), formatNumber, t]}
      columns={[
        t('web-template-charts.language'),
        t('web-template-charts.doughnut.readers'),
        t('web-template-charts.doughnut.share'),
      ]}
      rows={names.map((name, index) => ({
        key: name,
        header: name,
        cells: [formatNumber(values[index]!), percent(i18n, values[index]! / total)],
      }))}
    />
  );
}

/**
 * Radial bars: Chart.js has no such type, so this is a doughnut chart with one ring (dataset) per
 * goal, each ring the part done in a full colour and the rest as a faint track; the legend names
 * the rings, and the tooltip shows the part done only.
 */
function RadialBarChart() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const goals = [
    { name: t('web-template-charts.radialbar.reads'), ...GOALS.reads },
    { name: t('web-template-charts.radialbar.subscribers'), ...GOALS.subscribers },
    { name: t('web-template-charts.radialbar.stories'), ...GOALS.stories },
  ];
  const share = (goal: { done: number; target: number }) => Math.min(goal.done / goal.target, 1);
  return (
    <ChartFigure
      kind="radialbar"
      title={t('web-template-charts.radialbar.heading')}
      summary={t('web-template-charts.radialbar.summary', {
        reads: percent(i18n, share(GOALS.reads)),
        subscribers: percent(i18n, share(GOALS.subscribers)),
        stories: percent(i18n, share(GOALS.stories)),
      })}
      build={(colors) => {
        const hues = [colors.primary, colors.info, colors.success];
        return {
          type: 'doughnut',
          data: {
            labels: [t('web-template-charts.radialbar.done'), ''],
            datasets: goals.map((goal, index) => ({
              label: goal.name,
              data: [share(goal), 1 - share(goal)],
              backgroundColor: [hues[index]!, withAlpha(colors.border, 0.45)],
              borderWidth: 0,
              borderRadius: 8,
              spacing: 2,
            })),
          },
          options: {
            animation: false,
            responsive: true,
            maintainAspectRatio: false,
            cutout: '35%',
            plugins: {
              legend: {
                position: 'bottom',
                onClick: () => undefined,
                labels: {
                  color: colors.text,
                  generateLabels: () =>
                    goals.map((goal, index) => ({
                      text: `${goal.name}: ${percent(i18n, share(goal))}`,
                      fillStyle: hues[index],
                      strokeStyle: hues[index],
                      fontColor: colors.text,
                      lineWidth: 0,
                      hidden: false,
                      datasetIndex: index,
                    })),
                },
              },
              tooltip: {
                filter: (item: { dataIndex: number }) => item.dataIndex === 0,
                callbacks: {
                  label: (item: { dataset: { label?: string }; raw: unknown }) =>
                    `${item.dataset.label ?? ''}: ${percent(i18n, Number(item.raw))}`,
                },
              },
            },
          },
        };
      }}
      deps={[goals.map((goal) => goal.name).join(), formatNumber, t]}
      columns={[
        t('web-template-charts.radialbar.goal'),
        t('web-template-charts.radialbar.done'),
        t('web-template-charts.radialbar.target'),
        t('web-template-charts.radialbar.progress'),
      ]}
      rows={goals.map((goal) => ({
        key: goal.name,
        header: goal.name,
        cells: [formatNumber(goal.done), formatNumber(goal.target), percent(i18n, share(goal))],
      }))}
    />
  );
}

const CHARTS: Record<ChartKind, () => React.ReactNode> = {
  line: LineChart,
  gradient: GradientChart,
  area: AreaChart,
  candlestick: CandlestickChart,
  column: ColumnChart,
  doughnut: DoughnutChart,
  radialbar: RadialBarChart,
};

/** /charts/{kind}: a page with its chart, its summary for screen readers and its data as a table. */
export default function ChartsDemo({ kind }: { kind: ChartKind }) {
  const { t } = useI18n();
  const title = t(`web-template-charts.${kind}.title`);
  usePageTitle(title);
  const Drawn = CHARTS[kind];
  return (
    <article className="template-page">
      <h1>{title}</h1>
      <p className="template-page__intro">{t(`web-template-charts.${kind}.intro`)}</p>
      <div className="studio-charts">
        <Drawn />
      </div>
    </article>
  );
}
