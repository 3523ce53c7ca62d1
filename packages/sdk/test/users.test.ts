import { describe, expect, it } from 'vitest';
import { createKathaClient } from '../src/client.js';
import { KathaApiError } from '../src/errors.js';
import { isUsernameAvailable } from '../src/users.js';
import { fakeFetch, json } from './fake-fetch.js';

function answering(available: boolean) {
  const { fetch, calls } = fakeFetch(() => json({ available }));
  return { client: createKathaClient({ baseUrl: 'http://cms.test/api', fetch }), calls };
}

describe('isUsernameAvailable', () => {
  it('asks the username check with the trimmed, lower-cased name', async () => {
    const { client, calls } = answering(true);
    expect(await isUsernameAvailable(client, ' Asha ')).toBe(true);
    expect(calls[0]?.path).toBe('/users/username-available');
    expect(calls[0]?.query.get('username')).toBe('asha');
    expect([...calls[0]!.query.keys()]).toEqual(['username']);
  });

  it('is taken when the CMS says so', async () => {
    const { client } = answering(false);
    expect(await isUsernameAvailable(client, 'Asha')).toBe(false);
  });

  it('ignores the excluded names (the user keeping their own name) without asking', async () => {
    const { client, calls } = answering(false);
    expect(await isUsernameAvailable(client, 'asha', ['Asha'])).toBe(true);
    expect(calls).toHaveLength(0);
    const other = answering(false);
    expect(await isUsernameAvailable(other.client, 'ravi', ['asha'])).toBe(false);
  });

  it("rejects with the CMS's 429 and its Retry-After", async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response(
          JSON.stringify({
            data: null,
            error: { status: 429, name: 'TooManyRequestsError', message: 'Slow down' },
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } },
        ),
    );
    const client = createKathaClient({ baseUrl: 'http://cms.test/api', fetch });
    const failure = await isUsernameAvailable(client, 'asha').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(KathaApiError);
    expect((failure as KathaApiError).status).toBe(429);
    expect((failure as KathaApiError).retryAfter).toBe(42);
  });
});
