// The site's one Chart.js setup (the studio's Content & Stats and the template's /charts pages):
// the pieces every chart uses, the theme's colours, the fonts a canvas needs, and one hook per
// chart. A page that draws more chart types registers their pieces itself (Chart.register), so
// the studio's chunk carries only lines and bars.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Lines and bars on category and linear axes, with legend and tooltip: what every chart here uses.
Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
);

/** The theme's colours (CSS custom properties), read where the chart is, so light, dark and every colour theme apply. */
function palette(element: Element) {
  const style = getComputedStyle(element);
  const token = (name: string, fallback: string) =>
    style.getPropertyValue(`--katha-color-${name}`).trim() || fallback;
  return {
    primary: token('primary', '#c2410c'),
    secondary: token('secondary', '#7c3aed'),
    error: token('error', '#b91c1c'),
    info: token('info', '#1d4ed8'),
    success: token('success', '#15803d'),
    warning: token('warning', '#a15c07'),
    text: token('text', '#1f2937'),
    muted: token('text-muted', '#4b5563'),
    border: token('border', '#d1d5db'),
    surface: token('surface', '#ffffff'),
  };
}
export type Palette = ReturnType<typeof palette>;

export { Chart };

/** A theme colour (`#rgb` or `#rrggbb`, as the tokens are written) at an opacity; other forms unchanged. */
export function withAlpha(color: string, alpha: number) {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((index) => Number.parseInt(full.slice(index, index + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The Indic faces the site self-hosts; a canvas draws only with faces already loaded. */
const INDIC_FACES = ['Noto Sans Devanagari', 'Noto Sans Kannada'];

/**
 * Canvas text has no per-element `lang`: draw with the locale's font stack plus both Indic faces
 * (titles may be in any language), after loading the faces the chart's text needs.
 */
async function prepareFonts(element: Element, config: ChartConfiguration) {
  const stack =
    getComputedStyle(element).getPropertyValue('--katha-font-family').trim() || 'system-ui, sans-serif';
  Chart.defaults.font.family = `${stack}, ${INDIC_FACES.map((face) => `'${face}'`).join(', ')}`;
  const text = [
    ...(config.data.labels ?? []),
    ...config.data.datasets.map((dataset) => dataset.label ?? ''),
  ].join(' ');
  if (!document.fonts || !/[\u0900-\u097f\u0c80-\u0cff]/.test(text)) return;
  await Promise.all(INDIC_FACES.map((face) => document.fonts.load(`12px '${face}'`, text))).catch(
    () => undefined,
  );
}

type Scale = { axis?: string; reverse?: boolean; position?: unknown };

/** A series read backwards: its values and its settings given per value (a colour for each bar). */
const backwards = <T extends object>(dataset: T, length: number): T =>
  Object.fromEntries(
    Object.entries(dataset).map(([key, value]) => [
      key,
      Array.isArray(value) && value.length === length ? [...value].reverse() : value,
    ]),
  ) as T;

/**
 * `config` as the page's direction lays it out: right to left, a chart mirrors as the page does
 * (issue 33, item 3). Its categories run from the right (the first month at the right: the labels
 * and each series read backwards, as Chart.js's `reverse` leaves no room for the label at the
 * left end), a horizontal axis of values grows from the right, vertical axes stand at the right,
 * and the legend and tooltips read from the right; their text keeps its own direction (the site's
 * languages read left to right). A chart without x and y axes (a doughnut) mirrors its legend only.
 */
function inDirection(config: ChartConfiguration, rtl: boolean): ChartConfiguration {
  if (!rtl) return config;
  const options = (config.options ?? {}) as {
    indexAxis?: string;
    scales?: Record<string, Scale>;
    plugins?: Record<string, object | undefined>;
  };
  const categoriesAcross = options.scales !== undefined && (options.indexAxis ?? 'x') === 'x';
  const scales = Object.fromEntries(
    Object.entries(options.scales ?? {}).map(([id, scale]) => {
      const axis = scale.axis ?? id[0];
      if (axis === 'x' && !categoriesAcross) return [id, { ...scale, reverse: !scale.reverse }];
      if (axis === 'y') return [id, { ...scale, position: scale.position === 'right' ? 'left' : 'right' }];
      return [id, scale];
    }),
  );
  const fromTheRight = { rtl: true, textDirection: 'ltr' };
  return {
    ...config,
    data: categoriesAcross
      ? {
          ...config.data,
          labels: [...(config.data.labels ?? [])].reverse(),
          datasets: config.data.datasets.map((dataset) => backwards(dataset, dataset.data.length)),
        }
      : config.data,
    options: {
      ...options,
      ...(options.scales && { scales }),
      plugins: {
        ...options.plugins,
        legend: { ...options.plugins?.legend, ...fromTheRight },
        tooltip: { ...options.plugins?.tooltip, ...fromTheRight },
      },
    },
  } as ChartConfiguration;
}

/**
 * One Chart.js chart on a canvas: drawn without animation once its fonts are in, in the page's
 * direction, redrawn in the theme's colours and direction when the theme (light/dark, colour theme,
 * direction) changes, and destroyed with the component.
 */
export function useChart(build: (colors: Palette) => ChartConfiguration, deps: readonly unknown[]) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to rebuild
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let chart: Chart | undefined;
    let stopped = false;
    const draw = async () => {
      const config = inDirection(build(palette(element)), getComputedStyle(element).direction === 'rtl');
      await prepareFonts(element, config);
      if (stopped) return;
      chart?.destroy();
      chart = new Chart(element, config);
    };
    void draw();
    // The customizer sets data-katha-mode / data-katha-theme / dir on <html>: repaint in the new
    // colours or direction.
    const observer = new MutationObserver(() => void draw());
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['data-katha-mode', 'data-katha-theme', 'dir'],
    });
    return () => {
      stopped = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [...deps]);
  return canvas;
}

export function baseOptions(colors: Palette, format: (value: number) => string, horizontal = false) {
  const valueAxis = {
    beginAtZero: true,
    ticks: { color: colors.muted, callback: (value: string | number) => format(Number(value)) },
    grid: { color: colors.border },
  };
  const categoryAxis = { ticks: { color: colors.muted, autoSkip: true }, grid: { display: false } };
  return {
    animation: false as const,
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: horizontal ? ('y' as const) : ('x' as const),
    plugins: {
      legend: { labels: { color: colors.text } },
      tooltip: {
        callbacks: {
          label: (item: { dataset: { label?: string }; raw: unknown }) =>
            `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`,
        },
      },
    },
    scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  };
}

/**
 * A doughnut: one ring of shares of a whole (`values`, named by `labels`; the dataset is `label`),
 * its slices in `slices` (the primary, info and success colours by default), the legend below, and
 * each slice's tooltip written by `sliceLabel` (else Chart.js's own: its name and value). The page
 * registers the doughnut's pieces (DoughnutController, ArcElement).
 */
export function doughnutConfig(
  colors: Palette,
  {
    labels,
    label,
    values,
    sliceLabel,
    slices = [colors.primary, colors.info, colors.success],
  }: {
    labels: string[];
    label: string;
    values: number[];
    sliceLabel?: (name: string, value: number) => string;
    slices?: string[];
  },
): ChartConfiguration<'doughnut'> {
  return {
    type: 'doughnut',
    data: {
      labels,
      datasets: [
        { label, data: values, backgroundColor: slices, borderColor: colors.surface, borderWidth: 2 },
      ],
    },
    options: {
      animation: false,
      responsive: true,
      maintainAspectRatio: false,
      cutout: '60%',
      plugins: {
        legend: { position: 'bottom', labels: { color: colors.text } },
        ...(sliceLabel && {
          tooltip: { callbacks: { label: (item) => sliceLabel(item.label, Number(item.raw)) } },
        }),
      },
    },
  };
}
