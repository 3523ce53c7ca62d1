import { lazy } from 'react';
import type { TemplatePages } from '../shared/registry.js';

/** The pages of the apps on sample data kept in the browser: contacts, notes, tickets (/apps/contacts, /apps/notes, /apps/tickets), by the patterns of ./paths.ts; each app is a chunk of its own. */
export const ORGANIZER_PAGES: TemplatePages = {
  '/apps/contacts': lazy(() => import('../apps/contacts/contacts.js')),
  '/apps/notes': lazy(() => import('../apps/notes/notes.js')),
  '/apps/tickets': lazy(() => import('../apps/tickets/tickets.js')),
};
