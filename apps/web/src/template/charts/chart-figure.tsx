import { useI18n } from '../../state/locale.js';
import { type ChartContent, TemplateChart } from '../shared/chart.js';
import '../../generated/messages/web-template-charts.js';

export type ChartKind = 'line' | 'gradient' | 'area' | 'candlestick' | 'column' | 'doughnut' | 'radialbar';

type I18n = ReturnType<typeof useI18n>;

// Sums and the page language's months, index points and percentages.
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
export const shortMonth = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { month: 'short', year: '2-digit', timeZone: 'UTC' });
export const longMonth = (i18n: I18n, date: string) =>
  i18n.formatDate(date, { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const points = (i18n: I18n, value: number) =>
  i18n.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const percent = (i18n: I18n, value: number) =>
  i18n.formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
/** The sample's three languages' names (English, Hindi, Kannada), in the page's language. */
export const languageNames = (t: I18n['t']) => [
  t('web-template-charts.lang.en'),
  t('web-template-charts.lang.hi'),
  t('web-template-charts.lang.kn'),
];

/** One chart of a page: its figure (title, canvas with a summary, the data table). */
export function ChartFigure({ kind, ...content }: ChartContent & { kind: ChartKind }) {
  const { t } = useI18n();
  return (
    <TemplateChart id={`chart-${kind}`} wide dataLabel={t('web-template-charts.showData')} {...content} />
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
