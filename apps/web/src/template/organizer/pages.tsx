import type { TemplatePages } from '../registry.js';

/** The pages of the apps on sample data kept in the browser: contacts, notes, tickets (/apps/contacts, /apps/notes, /apps/tickets), by the patterns of ./paths.ts. */
export const ORGANIZER_PAGES: TemplatePages = {};
