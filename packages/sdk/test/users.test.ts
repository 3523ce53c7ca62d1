import { describe, expect, it } from 'vitest';
import { createKathaClient } from '../src/client.js';
import { isUsernameAvailable } from '../src/users.js';
import { fakeFetch, json } from './fake-fetch.js';

function withUsers(...usernames: string[]) {
  const { fetch, calls } = fakeFetch(() =>
    json(usernames.map((username, i) => ({ id: i + 1, documentId: `u${i}`, username }))),
  );
  return { client: createKathaClient({ baseUrl: 'http://cms.test/api', fetch }), calls };
}

describe('isUsernameAvailable', () => {
  it('is free when no user has the name', async () => {
    const { client, calls } = withUsers();
    expect(await isUsernameAvailable(client, ' Asha ')).toBe(true);
    expect(calls[0]?.query.get('filters[username][$eqi]')).toBe('asha');
  });

  it('is taken when another user has it', async () => {
    const { client } = withUsers('asha');
    expect(await isUsernameAvailable(client, 'Asha')).toBe(false);
  });

  it('ignores the excluded names (the user keeping their own name)', async () => {
    const { client, calls } = withUsers('asha');
    expect(await isUsernameAvailable(client, 'asha', ['Asha'])).toBe(true);
    expect(calls).toHaveLength(0);
    const other = withUsers('asha', 'ravi');
    expect(await isUsernameAvailable(other.client, 'ravi', ['asha'])).toBe(false);
  });
});
