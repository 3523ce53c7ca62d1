import { brotliCompressSync, constants } from 'node:zlib';
import { PAGE_CACHE_TTL_MS } from '../../apps/web/server/page-cache.js';
import { adminLogin } from '../support/cms.js';
import { apiLogin, cmsApi, expect, SEED_PASSWORD, SESSION_COOKIE, test, webUrl } from './helpers.js';

/**
 * The site server's visitor page cache (apps/web/server/page-cache.ts): a visitor's page is
 * rendered once and then served from memory (`X-Katha-Cache: hit`), never to a signed-in reader,
 * never a 404, and dropped when a write through the site's `/api` succeeds; past its TTL it is
 * served as it was while it renders again (`X-Katha-Cache: stale`).
 */

/** A page of its own for this run: the query is part of the cache's key. */
const freshHome = () => `/?cache-test=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${webUrl()}${path}`, { headers: { 'accept-language': 'en', ...headers } });
  return {
    status: response.status,
    cache: response.headers.get('x-katha-cache'),
    body: await response.text(),
  };
};

/** Signs the reader in through the site (a write through its proxy); the session cookie's value. */
const signIn = async () => {
  const response = await fetch(`${webUrl()}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: webUrl() },
    body: JSON.stringify({ identifier: 'reader@katha.dev', password: SEED_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie).toBeTruthy();
  return cookie!.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
};

test.describe('the visitor page cache', () => {
  test("a visitor's second request is served from the cache, the same page", async () => {
    const path = freshHome();
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('miss');
    const second = await get(path);
    expect(second.cache).toBe('hit');
    expect(second.body).toBe(first.body);
    // Another language is another page.
    expect((await get(path, { 'accept-language': 'hi-IN' })).cache).toBe('miss');
  });

  test("a page read again is sent at brotli's best quality: smaller than the streamed brotli 5, the same page", async () => {
    const path = freshHome();
    const br = { 'accept-encoding': 'br' };
    const raw = (await get(path, br)).body;
    const sizeOf = async () => {
      const response = await fetch(`${webUrl()}${path}`, { headers: { 'accept-language': 'en', ...br } });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(await response.text()).toBe(raw);
      return Number(response.headers.get('content-length'));
    };
    const quality5 = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    expect(await sizeOf()).toBe(quality5);
    await expect.poll(sizeOf, { timeout: 5000 }).toBeLessThan(quality5 * 0.95);
  });

  test('a signed-in reader never gets a cached page, and their page is not kept', async () => {
    const path = freshHome();
    await get(path);
    expect((await get(path)).cache).toBe('hit');
    const session = await signIn();
    // Signing in was a write through /api: the visitor's pages were dropped.
    expect((await get(path)).cache).toBe('miss');
    expect((await get(path)).cache).toBe('hit');
    const signedIn = { cookie: `${SESSION_COOKIE}=${session}` };
    expect((await get(path, signedIn)).cache).toBe('bypass');
    expect((await get(path, signedIn)).cache).toBe('bypass');
    const other = freshHome();
    await get(other, signedIn);
    expect((await get(other)).cache).toBe('miss');
  });

  test('a write the CMS refuses, or a reading event, keeps the pages; an unknown page (404) is never kept', async () => {
    const path = freshHome();
    await get(path);
    const refused = await fetch(`${webUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: webUrl() },
      body: JSON.stringify({ identifier: 'reader@katha.dev', password: 'not-the-password' }),
    });
    expect(refused.status).toBe(400);
    expect((await get(path)).cache).toBe('hit');

    // A reading event (every article opened posts a view) changes no visitor's page: kept.
    const listed = await fetch(`${cmsApi()}/articles?locale=en&pagination[pageSize]=1`);
    const [article] = ((await listed.json()) as { data: { documentId: string }[] }).data;
    const view = await fetch(`${webUrl()}/api/articles/${article!.documentId}/view?locale=en`, {
      method: 'POST',
      headers: { origin: webUrl() },
    });
    expect(view.status).toBeLessThan(400);
    expect((await get(path)).cache).toBe('hit');

    const missing = `/no-such-page-${Date.now().toString(36)}`;
    expect(await get(missing)).toMatchObject({ status: 404, cache: 'miss' });
    expect(await get(missing)).toMatchObject({ status: 404, cache: 'miss' });
  });

  test('past its TTL a page is still served at once, while it renders again: the next visitor gets the new one', async () => {
    test.setTimeout(60_000);
    // An article of the writer's, changed later in the CMS itself (as in its admin panel): not
    // through this server, so the server cannot drop its page.
    const jwt = await apiLogin('editor@katha.dev');
    const cms = (method: string, path: string, data?: unknown) =>
      fetch(`${cmsApi()}${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: data ? JSON.stringify({ data }) : undefined,
      });
    const title = `Kept pages ${Date.now().toString(36)}`;
    const created = await cms('POST', '/articles?locale=en', { title, body: '<p>Words that stay.</p>' });
    expect(created.status).toBe(201);
    const { data: article } = (await created.json()) as { data: { documentId: string; slug: string } };
    const path = `/core/article/${article.slug}`;
    /** Deletes the article in the admin panel (the CMS's content manager). */
    const cmsUrl = cmsApi().replace(/\/api$/, '');
    const deleteInAdminPanel = async () =>
      fetch(
        `${cmsUrl}/content-manager/collection-types/api::article.article/${article.documentId}?locale=en`,
        {
          method: 'DELETE',
          headers: { authorization: `Bearer ${await adminLogin(cmsUrl)}` },
        },
      );
    try {
      expect((await get(path)).cache).toBe('miss');
      const renamed = `${title}, renamed`;
      expect((await cms('PUT', `/articles/${article.documentId}?locale=en`, { title: renamed })).status).toBe(
        200,
      );
      const kept = await get(path);
      expect(kept).toMatchObject({ cache: 'hit' });
      expect(kept.body).not.toContain(renamed);

      await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_TTL_MS + 500));
      const stale = await get(path);
      expect(stale.cache).toBe('stale');
      expect(stale.body).toBe(kept.body);
      // Meanwhile the page rendered again, once, in the background: the new title, from the cache.
      await expect
        .poll(async () => {
          const next = await get(path);
          return next.cache === 'hit' && next.body.includes(renamed);
        })
        .toBe(true);
      // It was read past its TTL, so it is one people read: it went to brotli's best as it was kept
      // (on zlib's thread pool, a moment), and its first brotli reader already gets that.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const renewed = await fetch(`${webUrl()}${path}`, {
        headers: { 'accept-language': 'en', 'accept-encoding': 'br' },
      });
      const html = await renewed.text();
      expect(html).toContain(renamed);
      const quality5 = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
      expect(Number(renewed.headers.get('content-length'))).toBeLessThan(quality5 * 0.95);

      // Deleted in the admin panel: once the TTL is past, it goes at the visit after the stale one.
      expect((await deleteInAdminPanel()).status).toBeLessThan(300);
      await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_TTL_MS + 500));
      expect((await get(path)).cache).toBe('stale');
      await expect.poll(async () => (await get(path)).status).toBe(404);
    } finally {
      // Gone whatever happened (a 404 when the test deleted it already).
      await deleteInAdminPanel();
    }
  });
});
