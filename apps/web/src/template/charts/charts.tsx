import { ArcElement, DoughnutController, Filler } from 'chart.js';
import { CandlestickController, CandlestickElement } from 'chartjs-chart-financial';
import { Chart } from '../../parts/charts/use-chart.js';
import { usePageTitle } from '../../parts/page-title.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-template-charts.js';
import type { ChartKind } from './chart-figure.js';
import { CandlestickChart, ColumnChart } from './market-charts.js';
import { AreaChart, GradientChart, LineChart } from './monthly-charts.js';
import { DoughnutChart, RadialBarChart } from './share-charts.js';
import '../../styles/studio.css';

// The template's /charts pages (issue 17 §1) on the site's one Chart.js setup (parts/charts, which
// the studio's Content & Stats uses too), in a chunk only these pages load (template/shell.tsx).
// Lines and bars come registered; these pages add areas, arcs and chartjs-chart-financial's candlestick.
Chart.register(Filler, ArcElement, DoughnutController, CandlestickController, CandlestickElement);

export type { ChartKind };

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
