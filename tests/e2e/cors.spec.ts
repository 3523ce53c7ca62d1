import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CMS_ADMIN } from '@katha/tools/cms';
import { cmsApi, expect, registerThroughUi, test, uniqueName, webUrl } from './helpers.js';

/**
 * Issue 28, finding 1, as a browser meets it: a page on another origin of the same site (another
 * port of the site's host, so SameSite=Lax cookies still go with its requests) tries to read what
 * the signed-in reader's cookie and the administrator's refresh cookie get. The API test
 * (apps/cms/test/cors.test.ts) asks every route from several origins; this shows Chromium keeps
 * the answers from the page, simple and preflighted.
 */
let elsewhere: Server;
let elsewhereUrl: string;

test.beforeAll(async () => {
  elsewhere = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Another origin</title><p>Another origin of the same site</p>');
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  // Same host as the site and the CMS, another port: the same site, another origin.
  expect(new URL(webUrl()).hostname).toBe('127.0.0.1');
});

test.afterAll(async () => {
  await new Promise((resolve) => elsewhere.close(resolve));
});

interface Attempt {
  url: string;
  init?: RequestInit;
}

/** Each call as the page makes it, with the browser's cookies: what it could read, or "refused". */
const tryEach = (calls: Attempt[]) =>
  Promise.all(
    calls.map(({ url, init }) =>
      fetch(url, { credentials: 'include', ...init }).then(
        async (answer) => `read ${answer.status}: ${(await answer.text()).slice(0, 120)}`,
        () => 'refused',
      ),
    ),
  );

const JSON_HEADERS = { 'content-type': 'application/json' };

test("a page on another origin of the site reads nothing of a signed-in reader's through the site's /api", async ({
  page,
}) => {
  const username = uniqueName('cors');
  await page.goto(webUrl());
  await registerThroughUi(page, username);
  // The site's own pages read the reader's account: the session is there to be taken.
  const own = await page.evaluate(() =>
    fetch('/api/users/me').then((answer) => answer.json() as Promise<{ id: number; email: string }>),
  );
  expect(own.email).toBe(`${username}@example.org`);

  await page.goto(elsewhereUrl);
  const site = webUrl();
  const calls: Attempt[] = [
    // Simple requests: no preflight, the browser sends them and only the answer's headers decide.
    { url: `${site}/api/users/me` },
    { url: `${site}/api/notifications` },
    { url: `${site}/api/notifications/unread-count` },
    { url: `${site}/api/articles/bookmarked` },
    // Preflighted: a JSON read and a write.
    { url: `${site}/api/users/me`, init: { headers: JSON_HEADERS } },
    {
      url: `${site}/api/users/${own.id}`,
      init: { method: 'PUT', headers: JSON_HEADERS, body: JSON.stringify({ t_n_c_accepted: true }) },
    },
  ];
  expect(await page.evaluate(tryEach, calls)).toEqual(calls.map(() => 'refused'));
});

test("a page on another origin of the site cannot take the signed-in administrator's access token", async ({
  page,
}) => {
  const cms = cmsApi().replace(/\/api$/, '');
  // Signed in to the admin panel in this browser: its refresh cookie is the browser's now.
  const signedIn = await page.context().request.post(`${cms}/admin/login`, { data: CMS_ADMIN });
  expect(signedIn.status()).toBe(200);
  // From the CMS's own origin the cookie answers an access token.
  await page.goto(`${cms}/api/topics`);
  const own = await page.evaluate(() =>
    fetch('/admin/access-token', { method: 'POST' }).then((answer) => answer.status),
  );
  expect(own).toBe(200);

  await page.goto(elsewhereUrl);
  const calls: Attempt[] = [
    { url: `${cms}/admin/access-token`, init: { method: 'POST' } },
    { url: `${cms}/admin/access-token`, init: { method: 'POST', headers: JSON_HEADERS, body: '{}' } },
    { url: `${cms}/admin/users/me` },
  ];
  expect(await page.evaluate(tryEach, calls)).toEqual(calls.map(() => 'refused'));
});
