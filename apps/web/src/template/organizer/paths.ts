/** The route patterns of the apps on sample data kept in the browser: contacts, notes, tickets (/apps/contacts, /apps/notes, /apps/tickets): src/routes.ts routes them to ./pages.tsx. */
export const ORGANIZER_PATHS: readonly string[] = ['/apps/contacts', '/apps/notes', '/apps/tickets'];
