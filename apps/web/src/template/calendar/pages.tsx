import type { TemplatePages } from '../registry.js';

/** The pages of the calendar app (/apps/calendar), by the patterns of ./paths.ts. */
export const CALENDAR_PAGES: TemplatePages = {};
