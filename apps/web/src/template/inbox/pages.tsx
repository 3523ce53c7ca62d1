import type { TemplatePages } from '../registry.js';

/** The pages of the two-pane apps: chats and email (/apps/chats, /apps/email), by the patterns of ./paths.ts. */
export const INBOX_PAGES: TemplatePages = {};
