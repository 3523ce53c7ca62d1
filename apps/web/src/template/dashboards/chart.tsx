import { useI18n } from '../../state/locale.js';
import { type ChartContent, TemplateChart } from '../shared/chart.js';
import './chart-setup.js';
import '../../styles/studio.css';
import '../../generated/messages/web-template-dashboards.js';

// The charts of the dashboards and the chart widgets, on the site's one Chart.js setup. Only the
// pages that draw charts import this file (Chart.js comes with it).

/** A chart of the area: its figure (title, canvas with a summary, "Show the data" with its table). */
export function DashChart({
  id,
  size = 'md',
  ...content
}: ChartContent & {
  id: string;
  /** `sm`: a widget's small chart; `spark`: a sparkline's strip. */
  size?: 'spark' | 'sm' | 'md';
}) {
  const { t } = useI18n();
  return (
    <div className={`dash-chart dash-chart--${size}`}>
      <TemplateChart id={id} dataLabel={t('web-template-dashboards.showData')} {...content} />
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
