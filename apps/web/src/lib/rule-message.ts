import type { KathaI18n, MessageId } from '@katha/i18n/core';
import { KathaApiError } from '@katha/sdk';
import '@katha/i18n/messages/web-account';
import '@katha/i18n/messages/web-auth';

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
export function ruleMessage(t: KathaI18n['t'], error: unknown): string | null {
  if (!(error instanceof KathaApiError) || error.status !== 400) return null;
  const key = errorKey(error);
  const rule = RULE_MESSAGES.find((id) => id === key);
  return rule ? t(rule) : null;
}
