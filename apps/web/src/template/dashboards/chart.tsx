import type { ChartConfiguration } from 'chart.js';
import { type DataRow, DataTable, Figure } from '../../parts/charts/figure.js';
import { type Palette, useChart } from '../../parts/charts/use-chart.js';
import { useI18n } from '../../state/locale.js';
import './chart-setup.js';
import '../../styles/studio.css';
import '@katha/i18n/messages/web-template-dashboards';

// The charts of the dashboards and the chart widgets, on the site's one Chart.js setup. Only the
// pages that draw charts import this file (Chart.js comes with it).

/** A chart of the area: its figure (title, canvas with a summary, "Show the data" with its table). */
export function DashChart({
  id,
  title,
  summary,
  build,
  deps,
  columns,
  rows,
  size = 'md',
}: {
  id: string;
  title: string;
  summary: string;
  build: (colors: Palette) => ChartConfiguration;
  deps: readonly unknown[];
  columns: string[];
  rows: DataRow[];
  /** `sm`: a widget's small chart; `spark`: a sparkline's strip. */
  size?: 'spark' | 'sm' | 'md';
}) {
  const { t } = useI18n();
  const canvas = useChart(build, deps);
  return (
    <div className={`dash-chart dash-chart--${size}`}>
      <Figure
        id={id}
        title={title}
        summary={summary}
        canvas={canvas}
        dataLabel={t('web-template-dashboards.showData')}
        table={<DataTable columns={columns} rows={rows} />}
      />
    </div>
  );
}

/** Options of a small chart without axes or legend (a sparkline). */
export function sparkOptions(format: (value: number) => string) {
  return {
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: { label: (item: { raw: unknown }) => format(Number(item.raw)) },
      },
    },
    scales: { x: { display: false }, y: { display: false, beginAtZero: true } },
    elements: { point: { radius: 0, hoverRadius: 4 } },
  };
}
