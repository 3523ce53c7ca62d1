import type { ArticleReach, DailyTotals, EarningsBySource } from '@katha/sdk/studio';
import { useI18n } from '../state/locale.js';
import { DataTable, Figure } from './charts/figure.js';
import { baseOptions, useChart } from './charts/use-chart.js';
import '../generated/messages/web-studio.js';

export interface StatsChartsProps {
  /** Views and reads per day, oldest first. */
  days: readonly DailyTotals[];
  /** The most viewed articles of the period. */
  top: readonly ArticleReach[];
  sources: EarningsBySource;
}

/** Views and reads over time, earnings by source, and the top articles (Chart.js, lazily loaded). */
export default function StatsCharts({ days, top, sources }: StatsChartsProps) {
  const { t, formatDate, formatNumber, formatCurrency, formatRupees } = useI18n();
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
        ...baseOptions(colors, formatRupees),
        plugins: { legend: { display: false } },
      },
    }),
    [sources, t, formatRupees],
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
        dataLabel={t('web-studio.chartData')}
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
        dataLabel={t('web-studio.chartData')}
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
        dataLabel={t('web-studio.chartData')}
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
