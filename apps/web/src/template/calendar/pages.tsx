import { lazy } from 'react';
import type { TemplatePages } from '../shared/registry.js';

/** The calendar loads with its own route only. */
const CalendarApp = lazy(() => import('../apps/calendar/calendar.js'));

/** The pages of the calendar app (/apps/calendar), by the patterns of ./paths.ts. */
export const CALENDAR_PAGES: TemplatePages = {
  '/apps/calendar': CalendarApp,
};
