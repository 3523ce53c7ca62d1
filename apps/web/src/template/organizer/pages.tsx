import { lazy } from 'react';
import type { TemplatePages } from '../registry.js';

/** The pages of the apps on sample data kept in the browser: contacts, notes, tickets (/apps/contacts, /apps/notes, /apps/tickets), by the patterns of ./paths.ts; each app is a chunk of its own. */
export const ORGANIZER_PAGES: TemplatePages = {
  '/apps/contacts': lazy(() => import('./contacts.js')),
  '/apps/notes': lazy(() => import('./notes.js')),
  '/apps/tickets': lazy(() => import('./tickets.js')),
};
