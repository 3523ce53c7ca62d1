import type { ChartConfiguration } from 'chart.js';
import { baseOptions, withAlpha } from '../../parts/charts/use-chart.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-template-charts.js';
import { ChartFigure, longMonth, monthRows, points, shortMonth, sum } from './chart-figure.js';
import { EARNING_MONTHS, EARNINGS, INDEX } from './sample-data.js';

// The writers index (candlestick) and earnings by source in rupees (stacked columns).

export function CandlestickChart() {
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

export function ColumnChart() {
  const i18n = useI18n();
  const { t } = i18n;
  const format = i18n.formatRupees;
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
