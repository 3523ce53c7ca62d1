import type { TemplatePages } from '../registry.js';

/** The pages of the apps over Katha's real articles and people (/apps/blog/*, /apps/user-profile/*), by the patterns of ./paths.ts. */
export const COMMUNITY_PAGES: TemplatePages = {};
