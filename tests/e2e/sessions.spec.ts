/**
 * Sessions end on the server (issue 28, finding 3): sign out everywhere from the profile page ends
 * the other browser's session too; a signed-out cookie replayed is refused; a session cookie planted
 * without the `__Host-` prefix (by a sibling subdomain or another port) is never used.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiProxy } from '../../apps/web/server/proxy.js';
import {
  expect,
  registerReader,
  SESSION_COOKIE,
  signInThroughUi,
  test,
  waitingForTheApp,
  webUrl,
} from './helpers.js';

const PASSWORD = 'secret-123';

const sessionCookieValue = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies(webUrl())).find((cookie) => cookie.name === SESSION_COOKIE)?.value;

/** `/api/users/me` through the site, from outside the browser, with this session cookie. */
const meWithCookie = (cookie: string) => fetch(`${webUrl()}/api/users/me`, { headers: { cookie } });

test('sign out everywhere from the profile page signs out the other browser too', async ({
  page,
  browser,
}) => {
  const { email } = await registerReader('everywhere', { password: PASSWORD, t_n_c_accepted: true });
  const otherContext = await browser.newContext();
  const other = waitingForTheApp(await otherContext.newPage());
  for (const each of [page, other]) {
    await each.goto(webUrl());
    await signInThroughUi(each, email, PASSWORD);
  }

  // The other browser's cookie as it was: any call it makes once the session has ended drops it.
  const stale = await sessionCookieValue(other);
  expect(stale).toBeDefined();

  await page.goto(`${webUrl()}/core/profile/me`);
  const ended = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  expect((await ended).status()).toBe(200);
  // This browser is signed out too: the visitor's header, no cookie.
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  expect(await sessionCookieValue(page)).toBeUndefined();

  // The other browser's session ended on the server: its cookie is refused, and once reloaded it
  // shows the visitor's header and drops the cookie. (Which of its calls meets the refusal first
  // is the page's business: the server's render, its user or another read; one may come before
  // this line, which is why the cookie was read before the sign-out.)
  expect((await meWithCookie(`${SESSION_COOKIE}=${stale}`)).status).toBe(401);
  await other.reload();
  await expect(other.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect.poll(() => sessionCookieValue(other)).toBeUndefined();
  await otherContext.close();
});

test('after logout, the old cookie value replayed gets 401', async ({ page }) => {
  const { email } = await registerReader('replay', { password: PASSWORD, t_n_c_accepted: true });
  await page.goto(webUrl());
  await signInThroughUi(page, email, PASSWORD);
  const old = await sessionCookieValue(page);
  expect(old).toBeDefined();
  expect((await meWithCookie(`${SESSION_COOKIE}=${old}`)).status).toBe(200);

  const logout = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  expect((await logout).status()).toBe(204);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

  expect((await meWithCookie(`${SESSION_COOKIE}=${old}`)).status).toBe(401);
});

test('a session cookie planted from another port without the __Host- prefix is not used', async ({
  page,
}) => {
  const attacker = await registerReader('planter', { password: PASSWORD, t_n_c_accepted: true });
  // Another origin of the same host (another port shares the host's cookies, RFC 6265) plants the
  // attacker's session under the cookie's unprefixed name, as a sibling subdomain could.
  const planter = createServer((_request, response) => {
    response.setHeader('Set-Cookie', `katha_session=${attacker.jwt}; Path=/; HttpOnly; SameSite=Lax`);
    response.end('planted');
  });
  await new Promise<void>((resolve) => planter.listen(0, new URL(webUrl()).hostname, resolve));
  const { port } = planter.address() as AddressInfo;
  try {
    await page.goto(`http://${new URL(webUrl()).hostname}:${port}/`);
    expect((await page.context().cookies(webUrl())).map((cookie) => cookie.name)).toContain('katha_session');

    await page.goto(webUrl());
    const me = await page.evaluate(async () => (await fetch('/api/users/me')).status);
    // Anonymous (Strapi's 403 for the public role), not the attacker's account.
    expect(me).toBe(403);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

    // Signed in as themselves, the reader stays themselves with the planted cookie still there.
    const { email, username } = await registerReader('victim', { password: PASSWORD, t_n_c_accepted: true });
    await signInThroughUi(page, email, PASSWORD);
    const own = await page.evaluate(
      async () => (await (await fetch('/api/users/me')).json()) as { username: string },
    );
    expect(own.username).toBe(username);
  } finally {
    planter.close();
  }
});

/** Listens on a free loopback port; answers the server and its origin. */
const listening = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

test('logout still clears the cookie when the CMS cannot be reached', async () => {
  // A port nothing listens on any more: the CMS is down.
  const gone = createServer();
  const cmsUrl = await listening(gone);
  await new Promise((resolve) => gone.close(resolve));
  const proxy = createApiProxy({ cmsUrl });
  const site = createServer((request, response) => {
    if (!proxy(request, response)) response.writeHead(404).end();
  });
  const origin = await listening(site);
  try {
    const answer = await fetch(`${origin}/api/logout`, {
      method: 'POST',
      headers: { origin, cookie: `${SESSION_COOKIE}=a.session.token` },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, 'i'));
  } finally {
    site.close();
  }
});
