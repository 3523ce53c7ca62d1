import { screen, type TemplateEntry } from '../shared/registry.js';

const menu = (id: string) => ({ section: 'pages', groups: ['widgets'], id }) as const;

/**
 * The widget galleries (/widgets/*), each a chunk of its own: Chart.js comes with /widgets/charts
 * only, not with the cards and banners.
 */
export const SCREENS: readonly TemplateEntry[] = [
  screen({ path: '/widgets/cards', page: () => import('./cards.js'), menu: menu('widgetCards') }),
  screen({ path: '/widgets/banners', page: () => import('./banners.js'), menu: menu('widgetBanners') }),
  screen({ path: '/widgets/charts', page: () => import('./charts.js'), menu: menu('widgetCharts') }),
];
