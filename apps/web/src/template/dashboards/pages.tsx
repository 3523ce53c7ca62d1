import type { TemplatePages } from '../registry.js';

/** The pages of the dashboards (/dashboards/*) and the widget pages (/widgets/*), by the patterns of ./paths.ts. */
export const DASHBOARD_PAGES: TemplatePages = {};
