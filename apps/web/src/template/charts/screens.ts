import { screen, type TemplateEntry } from '../shared/registry.js';
import type { ChartKind } from './chart-figure.js';

/** The /charts pages carry Chart.js: a chunk of their own (one for all kinds), loaded by those pages only. */
const charts = () => import('./charts.js');

const chart = (kind: ChartKind, id: string) =>
  screen({
    path: `/charts/${kind}`,
    page: charts,
    props: { kind },
    menu: { section: 'charts', id, icon: 'chart' },
  });

/** The chart demos (/charts/*), in the menu's order. */
export const SCREENS: readonly TemplateEntry[] = [
  chart('line', 'chartLine'),
  chart('gradient', 'chartGradient'),
  chart('area', 'chartArea'),
  chart('candlestick', 'chartCandlestick'),
  chart('column', 'chartColumn'),
  chart('doughnut', 'chartDoughnut'),
  chart('radialbar', 'chartRadialbar'),
];
