import { lazy } from 'react';
import type { TemplatePages } from '../registry.js';

/** Each app loads with its own route only. */
const Chats = lazy(() => import('./chats.js'));
const Email = lazy(() => import('./email.js'));

/** The pages of the two-pane apps: chats and email (/apps/chats, /apps/email), by the patterns of ./paths.ts. */
export const INBOX_PAGES: TemplatePages = {
  '/apps/chats': Chats,
  '/apps/email': Email,
};
