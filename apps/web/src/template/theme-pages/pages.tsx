import { lazy } from 'react';
import type { TemplatePages } from '../shared/registry.js';

/** The theme pages (/theme-pages/*) by the patterns of ./paths.ts, each in a chunk of its own. */
export const THEME_PAGE_PAGES: TemplatePages = {
  '/theme-pages/treeview': lazy(() => import('./treeview.js')),
  '/theme-pages/pricing': lazy(() => import('./pricing.js')),
  '/theme-pages/account-settings': lazy(() => import('./account-settings.js')),
  '/theme-pages/faq': lazy(() => import('./faq.js')),
};
