import { KathaApiError } from '@katha/sdk';
import '../generated/messages/web-account.js';
import '../generated/messages/web-auth.js';
import type { MessageId, SiteI18n } from '../i18n.js';

/**
 * The forms' rules the CMS enforces too (and a taken username), answering the form's own message id
 * in `error.details.key`.
 */
const RULE_MESSAGES: readonly MessageId[] = [
  'web-auth.usernameRule',
  'web-auth.passwordRule',
  'web-auth.usernameTaken',
  'web-account.usernameRule',
];

/** The message id a refusal of the CMS names (`error.details.key`), if any. */
export const errorKey = (error: unknown): unknown =>
  error instanceof KathaApiError
    ? (error.strapiError?.details as { key?: unknown } | undefined)?.key
    : undefined;

/** The translated rule a 400 names (the same text the form shows), or null for any other failure. */
export function ruleMessage(t: SiteI18n['t'], error: unknown): string | null {
  if (!(error instanceof KathaApiError) || error.status !== 400) return null;
  const key = errorKey(error);
  const rule = RULE_MESSAGES.find((id) => id === key);
  return rule ? t(rule) : null;
}
