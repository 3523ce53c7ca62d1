import { named, screen, type TemplateEntry } from '../shared/registry.js';

const tables = () => import('./tables.js');
const menu = (id: string) => ({ section: 'tables', id, icon: 'table' }) as const;

/** The table demos (/tables/*): one module, each page its export. */
export const SCREENS: readonly TemplateEntry[] = [
  screen({
    path: '/tables/basic',
    page: named(tables, (module) => module.BasicTableDemo),
    menu: menu('tableBasic'),
  }),
  screen({
    path: '/tables/collapsible',
    page: named(tables, (module) => module.CollapsibleTableDemo),
    menu: menu('tableCollapsible'),
  }),
  screen({
    path: '/tables/enhanced',
    page: named(tables, (module) => module.EnhancedTableDemo),
    menu: menu('tableEnhanced'),
  }),
  screen({
    path: '/tables/fixed-header',
    page: named(tables, (module) => module.FixedHeaderTableDemo),
    menu: menu('tableFixedHeader'),
  }),
  screen({
    path: '/tables/pagination',
    page: named(tables, (module) => module.PaginationTableDemo),
    menu: menu('tablePagination'),
  }),
  screen({
    path: '/tables/search',
    page: named(tables, (module) => module.SearchTableDemo),
    menu: menu('tableSearch'),
  }),
];
