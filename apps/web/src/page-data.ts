import type { Locale } from '@katha/i18n/core';
import type { User } from '@katha/sdk';
import type { RouteData } from './state/route-data.js';

/** The id of the page's data block: `<script type="application/json" id="katha-data">` (data, never executed). */
export const PAGE_DATA_ID = 'katha-data';

/**
 * What the server hands the browser with its page: the locale it rendered in, the route's data and,
 * on a signed-in reader's page (never cached for others), the user it rendered it for.
 */
export interface PageData {
  locale: Locale;
  route: RouteData | null;
  user?: User;
}
