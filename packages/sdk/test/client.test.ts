import { describe, expect, it, vi } from 'vitest';
import { createKathaClient, dataOf } from '../src/client.js';
import { KathaApiError } from '../src/errors.js';
import { createMemoryTokenStore } from '../src/token-store.js';
import { fakeFetch, json, list } from './fake-fetch.js';

const baseUrl = 'http://cms.test/api/';

function signedIn(jwt = 'token-1') {
  const tokenStore = createMemoryTokenStore();
  tokenStore.set('jwt', jwt);
  return tokenStore;
}

describe('createKathaClient', () => {
  it('sends the bearer token from the token store on ordinary calls', async () => {
    const { fetch, calls } = fakeFetch(() => list([]));
    const tokenStore = signedIn();
    const client = createKathaClient({ baseUrl, tokenStore, fetch });
    await client.GET('/articles');
    tokenStore.set('jwt', 'token-2');
    await client.GET('/topics');
    expect(calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(calls[0]?.path).toBe('/articles');
  });

  it('never sends the token to social-login callbacks, forgot-password and reset-password', async () => {
    const { fetch, calls } = fakeFetch(() => json({ ok: true }));
    const client = createKathaClient({ baseUrl, tokenStore: signedIn(), fetch });
    await client.GET('/auth/{provider}/callback', {
      params: { path: { provider: 'google' }, query: { access_token: 'g' } },
    });
    await client.POST('/auth/forgot-password', { body: { email: 'a@example.org' } });
    await client.POST('/auth/reset-password', {
      body: { code: 'c', password: 'secret1', passwordConfirmation: 'secret1' },
    });
    await client.POST('/auth/local', { body: { identifier: 'a', password: 'b' } });
    expect(calls.map((call) => [call.path, call.headers.get('Authorization')])).toEqual([
      ['/auth/google/callback', null],
      ['/auth/forgot-password', null],
      ['/auth/reset-password', null],
      ['/auth/local', 'Bearer token-1'],
    ]);
  });

  it('calls anonymously without a token store or token', async () => {
    const { fetch, calls } = fakeFetch(() => list([]));
    await createKathaClient({ baseUrl, fetch }).GET('/articles');
    await createKathaClient({ baseUrl, tokenStore: createMemoryTokenStore(), fetch }).GET('/articles');
    expect(calls.map((call) => call.headers.has('Authorization'))).toEqual([false, false]);
  });

  it('puts the comments relation and ids into the plugin path', async () => {
    const { fetch, calls } = fakeFetch(() =>
      json({ id: 1, content: 'x', createdAt: '2026-01-01T00:00:00Z' }),
    );
    const client = createKathaClient({ baseUrl, fetch });
    await client.PUT('/comments/api::article.article:{documentId}/comment/{commentId}', {
      params: { path: { documentId: 'doc1', commentId: 7 } },
      body: { content: 'edited' },
    });
    expect(calls[0]?.path).toBe('/comments/api::article.article:doc1/comment/7');
  });

  it('rejects a failed call with KathaApiError carrying the status and the server body', async () => {
    const body = {
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} },
    };
    const { fetch } = fakeFetch(() => json(body, 403));
    const error = await createKathaClient({ baseUrl, fetch })
      .GET('/insights')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KathaApiError);
    expect(error).toMatchObject({ status: 403, body, message: 'Forbidden', name: 'KathaApiError' });
    expect((error as KathaApiError).strapiError?.name).toBe('ForbiddenError');
  });

  it("says 'Wrong Services' when a failure has no body, or one that is not Strapi's", async () => {
    for (const response of [
      new Response(null, { status: 502 }),
      new Response('<html>bad gateway</html>', { status: 502 }),
    ]) {
      const { fetch } = fakeFetch(() => response);
      const error = await createKathaClient({ baseUrl, fetch })
        .GET('/topics')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(KathaApiError);
      expect(error).toMatchObject({ status: 502, message: 'Wrong Services' });
    }
  });

  it("turns a network failure into KathaApiError 'Wrong Services' with status 0", async () => {
    const cause = new TypeError('fetch failed');
    const client = createKathaClient({ baseUrl, fetch: () => Promise.reject(cause) });
    const error = await client.GET('/topics').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KathaApiError);
    expect(error).toMatchObject({ status: 0, message: 'Wrong Services', body: undefined, cause });
  });

  it('calls onUnauthorized once when several calls with the same token get 401', async () => {
    const unauthorized = {
      data: null,
      error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
    };
    const { fetch } = fakeFetch(() => json(unauthorized, 401));
    const onUnauthorized = vi.fn();
    const tokenStore = signedIn('expired');
    const client = createKathaClient({ baseUrl, tokenStore, onUnauthorized, fetch });
    const results = await Promise.allSettled([
      client.GET('/users/me'),
      client.GET('/articles'),
      client.GET('/topics'),
    ]);
    expect(
      results.every((result) => result.status === 'rejected' && result.reason instanceof KathaApiError),
    ).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({
      status: 401,
      message: 'Missing or invalid credentials',
    });

    tokenStore.set('jwt', 'next-session');
    await client.GET('/users/me').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('without a token of its own (a cookie session), reports the 401s of the calls in flight once, and the next session again', async () => {
    const unauthorized = {
      data: null,
      error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
    };
    // The three calls of the first session answer only once all three were sent (in flight together).
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetch, calls } = fakeFetch(async () => {
      if (calls.length === 3) release();
      if (calls.length <= 3) await gate;
      return json(unauthorized, 401);
    });
    const onUnauthorized = vi.fn();
    const client = createKathaClient({ baseUrl, onUnauthorized, fetch });
    await Promise.allSettled([client.GET('/users/me'), client.GET('/articles'), client.GET('/topics')]);
    expect(calls).toHaveLength(3);
    expect(calls.every((call) => call.headers.get('Authorization') === null)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    // Signed in again (the server's cookie changed, the client cannot see it): its 401 is reported.
    await client.GET('/users/me').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('tells a caller at compile time when a Strapi query uses keys the contract does not allow', async () => {
    const { fetch, calls } = fakeFetch(() => list([]));
    const client = createKathaClient({ baseUrl, fetch });
    await client.GET('/articles', {
      // @ts-expect-error: `titel` is not a field of an article
      params: { query: { filters: { titel: { $eq: 'x' } } } },
    });
    await client.GET('/articles', {
      // @ts-expect-error: sort takes the contract's field:direction values only
      params: { query: { sort: ['created:desc'] } },
    });
    await client.GET('/articles', {
      // @ts-expect-error: `$like` is not a Strapi operator
      params: { query: { filters: { title: { $like: 'x' } } } },
    });
    expect(calls).toHaveLength(3);
  });

  it('resolves with defined data (typed so), and rejects a success without a body', async () => {
    const { fetch } = fakeFetch((call) =>
      call.path === '/topics' ? new Response(null, { status: 204 }) : list([]),
    );
    const client = createKathaClient({ baseUrl, fetch });
    const { data } = await client.GET('/articles');
    // Compiles only if `data` is not possibly undefined: strict users read it without a check.
    const pageCount: number = data.meta.pagination.pageCount;
    expect(pageCount).toBe(1);
    const { data: viaRequest } = await client.request('get', '/articles');
    expect(viaRequest.data).toEqual([]);
    const error = await client.GET('/topics').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KathaApiError);
    expect(error).toMatchObject({ status: 204 });
  });

  it('dataOf gives the data of a success, and a KathaApiError for an answer without one', () => {
    expect(dataOf({ data: { ok: true }, response: new Response() })).toEqual({ ok: true });
    expect(() => dataOf({ data: undefined, response: new Response(null, { status: 204 }) })).toThrow(
      KathaApiError,
    );
  });

  it('does not call onUnauthorized for other failures', async () => {
    const { fetch } = fakeFetch(() =>
      json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403),
    );
    const onUnauthorized = vi.fn();
    await createKathaClient({ baseUrl, tokenStore: signedIn(), onUnauthorized, fetch })
      .GET('/insights')
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
