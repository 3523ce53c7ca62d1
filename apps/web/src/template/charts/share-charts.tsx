import { doughnutConfig, withAlpha } from '../../parts/charts/use-chart.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-template-charts.js';
import { namedRows } from '../shared/chart.js';
import { ChartFigure, languageNames, percent, sum } from './chart-figure.js';
import { GOALS, READERS } from './sample-data.js';

// Shares of a whole: readers by language (doughnut) and the month's goals (radial bars).

export function DoughnutChart() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const names = languageNames(t);
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
      build={(colors) =>
        doughnutConfig(colors, {
          labels: names,
          label: t('web-template-charts.doughnut.readers'),
          values,
          sliceLabel: (name, value) => `${name}: ${formatNumber(value)} (${percent(i18n, value / total)})`,
        })
      }
      deps={[names.join(), formatNumber, t]}
      columns={[
        t('web-template-charts.language'),
        t('web-template-charts.doughnut.readers'),
        t('web-template-charts.doughnut.share'),
      ]}
      rows={namedRows(names, values, (value) => [formatNumber(value), percent(i18n, value / total)])}
    />
  );
}

/**
 * Radial bars: Chart.js has no such type, so this is a doughnut chart with one ring (dataset) per
 * goal, each ring the part done in a full colour and the rest as a faint track; the legend names
 * the rings, and the tooltip shows the part done only.
 */
export function RadialBarChart() {
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
