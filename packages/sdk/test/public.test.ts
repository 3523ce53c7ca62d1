import { describe, expect, it } from 'vitest';
import { loadAuthorArticles } from '../src/authors.js';
import { createKathaClient } from '../src/client.js';
import { KathaApiError } from '../src/errors.js';
import { buildArticleListQuery, createPublicClient, dataOf } from '../src/public.js';
import { article, fakeFetch, json, list } from './fake-fetch.js';

const baseUrl = 'http://cms.test/api/';

describe('createPublicClient', () => {
  it('sends the same request as createKathaClient, query serialized the Strapi way', async () => {
    const query = buildArticleListQuery({ locale: 'hi-IN', slug: 'a b', pageSize: 1 });
    const full = fakeFetch(() => list([]));
    const light = fakeFetch(() => list([]));
    await createKathaClient({ baseUrl, fetch: full.fetch }).GET('/articles', { params: { query } });
    await createPublicClient({ baseUrl, fetch: light.fetch }).GET('/articles', { params: { query } });
    expect(light.calls[0]?.method).toBe('GET');
    expect(light.calls[0]?.path).toBe('/articles');
    expect([...light.calls[0]!.query]).toEqual([...full.calls[0]!.query]);
    expect(light.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('resolves with the data and rejects failures with KathaApiError, as the full client', async () => {
    const { fetch, calls } = fakeFetch((call) =>
      call.body
        ? json({ data: null, error: { status: 429, name: 'x', message: 'Too many' } }, 429)
        : list([article('a')]),
    );
    const client = createPublicClient({ baseUrl, fetch });
    const page = dataOf(await client.GET('/articles'));
    expect(page.data.map((item) => item.documentId)).toEqual(['a']);
    const failure = await client
      .POST('/newsletter-subscribers', { body: { data: { email: 'a@example.org', language: 'en' } } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(KathaApiError);
    expect((failure as KathaApiError).status).toBe(429);
    expect((failure as KathaApiError).message).toBe('Too many');
    expect(calls[1]?.body).toEqual({ data: { email: 'a@example.org', language: 'en' } });
    expect(calls[1]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('rejects with status 0 when the server cannot be reached or the call is aborted', async () => {
    const offline = createPublicClient({
      baseUrl,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await offline.GET('/topics').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(KathaApiError);
    expect((error as KathaApiError).status).toBe(0);
    const controller = new AbortController();
    controller.abort();
    const { fetch } = fakeFetch(() => list([]));
    const aborted = await createPublicClient({
      baseUrl,
      fetch: (request) => (request.signal.aborted ? Promise.reject(request.signal.reason) : fetch(request)),
    })
      .GET('/topics', { signal: controller.signal })
      .catch((reason: unknown) => reason);
    expect((aborted as KathaApiError).status).toBe(0);
  });

  it('fills path parameters and serves the reader helpers', async () => {
    const { fetch, calls } = fakeFetch(() => list([article('b')]));
    const client = createPublicClient({ baseUrl, fetch });
    await client.GET('/articles/{documentId}', { params: { path: { documentId: 'x/y' } } });
    expect(calls[0]?.path).toBe('/articles/x/y');
    const result = await loadAuthorArticles(client, { authorId: 'p1', locale: 'en' });
    expect(result).toMatchObject({ source: 'author', articles: [{ documentId: 'b' }] });
  });
});
