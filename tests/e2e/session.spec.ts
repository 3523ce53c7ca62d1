import { LOGOUT_REDIRECT_DELAY_MS } from '@katha/sdk';
import type { Page } from '@playwright/test';
import { expect, SESSION_COOKIE, setSessionCookie, signInThroughUi, test, webUrl } from './helpers.js';

const READER = 'reader@katha.dev';
const JWT_LIKE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** Every value of localStorage and sessionStorage, as `storage:key=value`. */
const storedValues = (page: Page) =>
  page.evaluate(() =>
    (['localStorage', 'sessionStorage'] as const).flatMap((name) =>
      Object.entries(window[name]).map(([key, value]) => `${name}:${key}=${value}`),
    ),
  );

const sessionCookieOf = async (page: Page) =>
  (await page.context().cookies(webUrl())).find((cookie) => cookie.name === SESSION_COOKIE);

/** A call to the site's `/api` from outside the browser, with the session cookie and these headers. */
const callWithSession = (session: string, path: string, init: RequestInit = {}) =>
  fetch(`${webUrl()}/api${path}`, {
    ...init,
    headers: { cookie: `${SESSION_COOKIE}=${session}`, ...(init.headers as Record<string, string>) },
  });

test.describe('the session', () => {
  test('after signing in, no script can read the token: storage holds none, the cookie is HttpOnly and SameSite=Lax', async ({
    page,
  }) => {
    const signIn = page.waitForResponse(
      (response) => response.url().endsWith('/api/auth/local') && response.request().method() === 'POST',
    );
    await page.goto(webUrl());
    await signInThroughUi(page, READER);
    const answer = await signIn;
    expect(answer.status()).toBe(200);
    // The answer the app reads has the user and no token.
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('jwt');
    expect(body).toHaveProperty('user');
    expect(JSON.stringify(body)).not.toMatch(JWT_LIKE);

    // The app works signed in (its calls carry the session) and keeps no token.
    await page.goto(`${webUrl()}/core/bookmarks`);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const stored = await storedValues(page);
    expect(stored.filter((entry) => JWT_LIKE.test(entry))).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);

    const cookie = await sessionCookieOf(page);
    expect(cookie?.value).toMatch(JWT_LIKE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    // As long as the CMS's token (30 days), not the browser's session.
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  test('a write with the session cookie from another origin is refused; from the site it goes through', async ({
    page,
  }) => {
    await page.goto(webUrl());
    await signInThroughUi(page, READER);
    const session = (await sessionCookieOf(page))?.value ?? '';
    expect(session).toMatch(JWT_LIKE);

    // Reads carry the session (the server adds the bearer from the cookie).
    const me = await callWithSession(session, '/users/me');
    expect(me.status).toBe(200);
    const { id } = (await me.json()) as { id: number };

    const write = (headers: Record<string, string>) =>
      callWithSession(session, `/users/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ t_n_c_accepted: true }),
      });
    const refused = {
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'Cross-site request refused' },
    };
    const crossSite: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of crossSite) {
      const answer = await write(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.json()).toEqual(refused);
    }
    const logoutFromElsewhere = await callWithSession(session, '/logout', {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
    });
    expect(logoutFromElsewhere.status).toBe(403);

    expect((await write({ origin: webUrl() })).status).toBe(200);
    expect((await write({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);

    // Another site cannot sign the reader in to an account of its choosing (login CSRF), cookie or not.
    const foreignSignIn = await fetch(`${webUrl()}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ identifier: READER, password: 'wrong-password' }),
    });
    expect(foreignSignIn.status).toBe(403);
    // Answers depend on the cookie: no shared cache gives one reader's answer to another.
    expect(me.headers.get('vary')).toMatch(/\bCookie\b/);
  });

  test('logout clears the cookie: the next call is anonymous', async ({ page }) => {
    await page.goto(webUrl());
    await signInThroughUi(page, READER);
    expect(await sessionCookieOf(page)).toBeDefined();
    expect((await page.request.get(`${webUrl()}/api/users/me`)).status()).toBe(200);

    const logout = page.waitForResponse((response) => response.url().endsWith('/api/logout'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const answer = await logout;
    expect(answer.status()).toBe(204);
    expect(await answer.headerValue('set-cookie')).toMatch(
      new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, 'i'),
    );
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    expect(await sessionCookieOf(page)).toBeUndefined();
    const after = await page.request.get(`${webUrl()}/api/users/me`);
    // Anonymous: Strapi answers 403 to a call the public role may not make (401 is for a rejected token).
    expect(after.status()).toBe(403);
  });

  test('an invalid session cookie: the 401 logs out and lands on the home page after a second', async ({
    page,
  }) => {
    const logIn = await refusedMidPage(page);
    // Logged out at once; the page stays for a second of the page's clock, then goes home.
    await page.clock.runFor(LOGOUT_REDIRECT_DELAY_MS - 200);
    await expect(page).toHaveURL(`${webUrl()}/core/bookmarks`);
    await page.clock.runFor(400);
    await expect(page).toHaveURL(`${webUrl()}/`);
    await expect(logIn).toBeVisible();
    expect(await sessionCookieOf(page)).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('a reader who moves on within that second stays where they went', async ({ page }) => {
    const logIn = await refusedMidPage(page);
    // Straight to sign in again, before the second is up: the redirect home does not undo it.
    await logIn.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/auth2\/login-option/);
    await page.clock.runFor(LOGOUT_REDIRECT_DELAY_MS + 400);
    await expect(page).toHaveURL(/\/auth\/auth2\/login-option/);
    await expect(page.getByLabel('Email or username')).toBeVisible();
  });
});

/**
 * Signs in on the bookmarks page, then the CMS refuses the session cookie on the next call (a 401):
 * resolves once the header shows the visitor's "Log in", with the page's clock paused, so the test
 * moves "after a second" on itself however busy the machine is.
 */
async function refusedMidPage(page: Page) {
  // The page's own clock (flowing until paused below).
  await page.clock.install();
  await page.goto(`${webUrl()}/core/bookmarks`);
  await signInThroughUi(page, READER);
  await expect(page).toHaveURL(`${webUrl()}/core/bookmarks`);

  // The signed-in header is drawn (partly when the page is idle), then the clock stops: no timer
  // (the unread count's polling) calls the CMS until the test moves the clock on.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  // The token the cookie holds is no longer accepted (expired, or signed with another secret).
  await setSessionCookie(page, 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.invalid-signature');
  let rejected = false;
  page.on('response', (response) => {
    if (response.status() === 401) rejected = true;
  });
  // From the keyboard: a click waits for animation frames, which a paused clock does not draw.
  await bell.focus();
  await page.keyboard.press('Enter');
  // The panel's code loads and is shown on React's timers: the clock moves on in small steps until
  // its call is refused. The redirect's timer starts only after the logout call that follows.
  while (!rejected) await page.clock.runFor(20);
  const logIn = page.getByRole('link', { name: 'Log in', exact: true });
  await expect(logIn).toBeVisible();
  return logIn;
}
