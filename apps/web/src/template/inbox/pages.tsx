import { lazy } from 'react';
import type { TemplatePages } from '../shared/registry.js';

/** Each app loads with its own route only. */
const Chats = lazy(() => import('../apps/chats/chats.js'));
const Email = lazy(() => import('../apps/email/email.js'));

/** The pages of the two-pane apps: chats and email (/apps/chats, /apps/email), by the patterns of ./paths.ts. */
export const INBOX_PAGES: TemplatePages = {
  '/apps/chats': Chats,
  '/apps/email': Email,
};
