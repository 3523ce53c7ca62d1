/** The most characters of an address (RFC 5321's path limit); the CMS's schemas say the same. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A plain address: at most 64 characters before the one @ (no spaces, angle brackets, quotes or
 * other separators), after it a dotted domain of letters, digits and inner hyphens of at most 253.
 */
const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

/**
 * Whether `value` is an email address, by the one rule the CMS enforces (the newsletter's sign-up)
 * and every form checks before it sends. The value as given: callers trim it first where they trim.
 */
export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
