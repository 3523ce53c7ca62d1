import { lazy } from 'react';
import type { TemplatePages } from '../registry.js';

/** The pages that draw charts: one chunk for the three (./chart-pages.ts says why), with Chart.js. */
const chartPages = () => import('./chart-pages.js');

/**
 * The pages of the dashboards (/dashboards/*) and the widget pages (/widgets/*), by the patterns of
 * ./paths.ts. Chart.js comes with the pages that draw charts only (modern, ecommerce,
 * /widgets/charts), not with the cards and banners, which are chunks of their own.
 */
export const DASHBOARD_PAGES: TemplatePages = {
  '/dashboards/modern': lazy(() => chartPages().then((pages) => ({ default: pages.ModernDashboard }))),
  '/dashboards/ecommerce': lazy(() => chartPages().then((pages) => ({ default: pages.EcommerceDashboard }))),
  '/widgets/cards': lazy(() => import('./widget-cards.js')),
  '/widgets/banners': lazy(() => import('./widget-banners.js')),
  '/widgets/charts': lazy(() => chartPages().then((pages) => ({ default: pages.WidgetCharts }))),
};
