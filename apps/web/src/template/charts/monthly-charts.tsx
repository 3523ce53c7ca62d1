import type { ScriptableContext } from 'chart.js';
import { baseOptions, withAlpha } from '../../parts/charts/use-chart.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-template-charts.js';
import { lineSeries } from '../shared/chart.js';
import { ChartFigure, languageNames, longMonth, monthRows, shortMonth, sum } from './chart-figure.js';
import { HOURS, MONTHS, READS, SUBSCRIBERS, VIEWS } from './sample-data.js';

// Monthly series: views and reads (line), subscribers (gradient), reading hours by language (area).

export function LineChart() {
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
          datasets: [lineSeries(views, VIEWS, colors.primary), lineSeries(reads, READS, colors.info)],
        },
        options: baseOptions(colors, formatNumber),
      })}
      deps={[labels.join(), views, reads, formatNumber]}
      columns={[t('web-template-charts.month'), views, reads]}
      rows={monthRows(i18n, MONTHS, [VIEWS, READS], formatNumber)}
    />
  );
}

export function GradientChart() {
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

export function AreaChart() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const names = languageNames(t);
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
