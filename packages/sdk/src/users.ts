import { dataOf, type KathaReader } from './client.js';

/**
 * Whether a username is free: taken when another user has it (case-insensitively), ignoring the given names
 * (the user's own current username, typically).
 */
export async function isUsernameAvailable(
  client: KathaReader,
  username: string,
  exclude: readonly string[] = [],
): Promise<boolean> {
  const wanted = username.trim().toLowerCase();
  const ignored = new Set(exclude.map((name) => name.trim().toLowerCase()));
  if (ignored.has(wanted)) return true;
  const users = dataOf(
    await client.GET('/users', { params: { query: { filters: { username: { $eqi: wanted } } } } }),
  );
  return !users.some((user) => !ignored.has(user.username.toLowerCase()));
}
