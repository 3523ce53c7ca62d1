import { KathaApiError } from '@katha/sdk';
import '../generated/messages/web-app.js';
import type { SiteI18n } from '../i18n.js';

/**
 * The translated message of a 429 (the CMS's rate limits on sign-in, registration, password
 * resets, comments, uploads and the username check), with "try again in N seconds / minutes"
 * from its `Retry-After`; null for any other failure.
 */
export function tooManyRequestsMessage(t: SiteI18n['t'], error: unknown): string | null {
  if (!(error instanceof KathaApiError) || error.status !== 429) return null;
  const seconds = error.retryAfter;
  if (!seconds || seconds <= 0) return t('web-app.tooManyRequests');
  if (seconds < 90) return t('web-app.tooManyRequestsSeconds', { count: seconds });
  return t('web-app.tooManyRequestsMinutes', { count: Math.ceil(seconds / 60) });
}
