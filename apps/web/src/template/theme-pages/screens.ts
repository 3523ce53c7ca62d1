import { screen, type TemplateEntry } from '../shared/registry.js';

/** The theme pages (/theme-pages/*), in the template's shell, each in a chunk of its own. */
export const SCREENS: readonly TemplateEntry[] = [
  screen({
    path: '/theme-pages/treeview',
    page: () => import('./treeview.js'),
    menu: { section: 'pages', id: 'treeview', icon: 'layers' },
  }),
  screen({
    path: '/theme-pages/pricing',
    page: () => import('./pricing.js'),
    menu: { section: 'pages', id: 'pricing', icon: 'card' },
  }),
  screen({
    path: '/theme-pages/account-settings',
    page: () => import('./account-settings.js'),
    menu: { section: 'pages', id: 'accountSettings', icon: 'user' },
  }),
  screen({
    path: '/theme-pages/faq',
    page: () => import('./faq.js'),
    menu: { section: 'pages', id: 'faq', icon: 'search' },
  }),
];
