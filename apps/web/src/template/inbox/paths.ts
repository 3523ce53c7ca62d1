/** The route patterns of the two-pane apps: chats and email (/apps/chats, /apps/email): src/routes.ts routes them to ./pages.tsx. */
export const INBOX_PATHS: readonly string[] = ['/apps/chats', '/apps/email'];
