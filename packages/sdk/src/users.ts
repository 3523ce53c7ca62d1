import { dataOf, type KathaReader } from './client.js';

/**
 * Whether a username is free: taken when another user has it (case-insensitively), ignoring the given names
 * (the user's own current username, typically). Asks `GET /users/username-available` (signed in; the CMS
 * counts the caller's own name as free, answers 400 for a name that breaks the username rule and 429 past
 * its rate limit: those reject with `KathaApiError`).
 */
export async function isUsernameAvailable(
  client: KathaReader,
  username: string,
  exclude: readonly string[] = [],
): Promise<boolean> {
  const wanted = username.trim().toLowerCase();
  const ignored = new Set(exclude.map((name) => name.trim().toLowerCase()));
  if (ignored.has(wanted)) return true;
  const { available } = dataOf(
    await client.GET('/users/username-available', { params: { query: { username: wanted } } }),
  );
  return available;
}
