import { screen, type TemplateEntry } from '../shared/registry.js';

const menu = (id: string) => ({ section: 'ui', groups: ['uiComponents'], id }) as const;

/** The kit's element demos (/ui-components/*), each a chunk of its own, in the menu's order. */
export const SCREENS: readonly TemplateEntry[] = [
  screen({ path: '/ui-components/alert', page: () => import('./alert.js'), menu: menu('alert') }),
  screen({ path: '/ui-components/accordion', page: () => import('./accordion.js'), menu: menu('accordion') }),
  screen({ path: '/ui-components/avatar', page: () => import('./avatar.js'), menu: menu('avatar') }),
  screen({ path: '/ui-components/chip', page: () => import('./chip.js'), menu: menu('chip') }),
  screen({ path: '/ui-components/dialog', page: () => import('./dialog.js'), menu: menu('dialog') }),
  screen({ path: '/ui-components/list', page: () => import('./list.js'), menu: menu('list') }),
  screen({ path: '/ui-components/popover', page: () => import('./popover.js'), menu: menu('popover') }),
  screen({ path: '/ui-components/rating', page: () => import('./rating.js'), menu: menu('rating') }),
  screen({ path: '/ui-components/tabs', page: () => import('./tabs.js'), menu: menu('tabs') }),
  screen({ path: '/ui-components/tooltip', page: () => import('./tooltip.js'), menu: menu('tooltip') }),
  screen({
    path: '/ui-components/transfer-list',
    page: () => import('./transfer-list.js'),
    menu: menu('transferList'),
  }),
  screen({
    path: '/ui-components/typography',
    page: () => import('./typography.js'),
    menu: menu('typography'),
  }),
];
