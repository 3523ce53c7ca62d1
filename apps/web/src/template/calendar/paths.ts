/** The route patterns of the calendar app (/apps/calendar): src/routes.ts routes them to ./pages.tsx. */
export const CALENDAR_PATHS: readonly string[] = ['/apps/calendar'];
