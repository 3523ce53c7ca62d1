import type { TemplatePages } from '../registry.js';

/** The pages of the theme pages (/theme-pages/*) and the landing page (/landingpage), by the patterns of ./paths.ts. */
export const THEME_PAGE_PAGES: TemplatePages = {};
