import type { ChartConfiguration } from 'chart.js';
import { type DataRow, DataTable, Figure } from '../../parts/charts/figure.js';
import { type Palette, useChart } from '../../parts/charts/use-chart.js';

// What the chart pages and the dashboards' charts share (both load Chart.js through the site's
// parts/charts; each area registers the pieces it draws).

/** A chart's content: its title, the canvas's summary, its configuration and its data table. */
export interface ChartContent {
  title: string;
  summary: string;
  /** The configuration in the theme's colours; drawn again when `deps` change. */
  build: (colors: Palette) => ChartConfiguration;
  deps: readonly unknown[];
  columns: string[];
  rows: DataRow[];
}

/** A template chart: its figure (title, canvas with a summary, "Show the data" with its table). */
export function TemplateChart({
  id,
  wide,
  dataLabel,
  title,
  summary,
  build,
  deps,
  columns,
  rows,
}: ChartContent & { id: string; wide?: boolean; dataLabel: string }) {
  const canvas = useChart(build, deps);
  return (
    <Figure
      id={id}
      wide={wide}
      title={title}
      summary={summary}
      canvas={canvas}
      dataLabel={dataLabel}
      table={<DataTable columns={columns} rows={rows} />}
    />
  );
}

/** One line of a line chart: the series in one colour (line and points), gently curved. */
export const lineSeries = (label: string, data: number[], colour: string) => ({
  label,
  data,
  borderColor: colour,
  backgroundColor: colour,
  tension: 0.3,
});

/** A table row for each named value (a doughnut's slices): the name, then the value's cells. */
export const namedRows = (
  names: readonly string[],
  values: readonly number[],
  cells: (value: number) => string[],
): DataRow[] => names.map((name, index) => ({ key: name, header: name, cells: cells(values[index] ?? 0) }));
