import type { TemplatePages } from '../registry.js';

/** The pages of the shop app (/apps/ecommerce/*), by the patterns of ./paths.ts. */
export const SHOP_PAGES: TemplatePages = {};
