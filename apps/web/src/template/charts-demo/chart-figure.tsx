import type { ChartConfiguration } from 'chart.js';
import { type DataRow, DataTable, Figure } from '../../parts/charts/figure.js';
import { type Palette, useChart } from '../../parts/charts/use-chart.js';
import { useI18n } from '../../state/locale.js';
import '@katha/i18n/messages/web-template-charts';

export type ChartKind = 'line' | 'gradient' | 'area' | 'candlestick' | 'column' | 'doughnut' | 'radialbar';

type I18n = ReturnType<typeof useI18n>;

// Sums and the page language's months, rupees, index points and percentages.
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
export const shortMonth = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { month: 'short', year: '2-digit', timeZone: 'UTC' });
export const longMonth = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const rupees = (i18n: I18n, value: number) => i18n.formatCurrency(value, { maximumFractionDigits: 0 });
export const points = (i18n: I18n, value: number) =>
  i18n.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const percent = (i18n: I18n, value: number) =>
  i18n.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });

/** One chart of a page: its figure (title, canvas with a summary, the data table). */
export function ChartFigure({
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
export const monthRows = (
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
