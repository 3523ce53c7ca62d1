import { screen, type TemplateEntry } from '../shared/registry.js';

/** The dashboards (/dashboards/*), each a chunk of its own with Chart.js. */
export const SCREENS: readonly TemplateEntry[] = [
  screen({
    path: '/dashboards/modern',
    page: () => import('./modern.js'),
    menu: { section: 'home', id: 'modern', icon: 'home', chip: 'menu.new', chipColor: 'secondary' },
  }),
  screen({
    path: '/dashboards/ecommerce',
    page: () => import('./ecommerce.js'),
    menu: { section: 'home', id: 'ecommerceDashboard', icon: 'chart' },
  }),
];
