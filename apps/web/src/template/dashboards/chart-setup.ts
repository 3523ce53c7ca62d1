import { ArcElement, DoughnutController, Filler } from 'chart.js';
import { Chart } from '../../parts/charts/use-chart.js';

// The site's one Chart.js setup (parts/charts: lines and bars) plus what the dashboards and the
// chart widgets draw besides: filled areas and doughnuts. Imported only by the pages that draw
// charts, so Chart.js loads with those routes and no other.
Chart.register(Filler, ArcElement, DoughnutController);
