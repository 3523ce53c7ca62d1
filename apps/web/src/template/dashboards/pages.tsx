import { lazy } from 'react';
import type { TemplatePages } from '../shared/registry.js';

/**
 * The pages of the dashboards (/dashboards/*) and the widget pages (/widgets/*), by the patterns of
 * ./paths.ts, each a chunk of its own: Chart.js comes with the pages that draw charts only
 * (modern, ecommerce, /widgets/charts), not with the cards and banners.
 */
export const DASHBOARD_PAGES: TemplatePages = {
  '/dashboards/modern': lazy(() => import('./modern.js')),
  '/dashboards/ecommerce': lazy(() => import('./ecommerce.js')),
  '/widgets/cards': lazy(() => import('../widgets/cards.js')),
  '/widgets/banners': lazy(() => import('../widgets/banners.js')),
  '/widgets/charts': lazy(() => import('../widgets/charts.js')),
};
