import { waitForMail } from '@katha/tools/accounts';
import { cmsApi, expect, registerReader, SESSION_COOKIE, test, webUrl } from './helpers.js';

/**
 * Sign-in journeys that leave the site: a social provider (the local OAuth 2 server of
 * global-setup.ts, known to the CMS as `katha-dev`: Strapi's Google and GitHub providers have their
 * URLs fixed in the plugin), and a forgotten password, whose link is read from the CMS's development
 * mailbox (apps/cms/src/bootstrap/dev-mailbox.ts, one JSON file per mail; tools/accounts.mjs).
 */

test('the sign-in page offers the enabled social provider, and its sign-in completes end to end', async ({
  page,
}) => {
  const providers = await (await fetch(`${cmsApi()}/auth/providers`)).json();
  expect(providers).toEqual({ data: [{ name: 'katha-dev' }] });

  // From an article, as a reader would: the sign-in comes back to it.
  await page.goto(`${webUrl()}/core/search?key=rain`);
  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/auth2\/login-option/);
  const social = page.getByRole('region', { name: 'Or continue with' });
  await expect(social.getByRole('link')).toHaveCount(1);
  const button = social.getByRole('link', { name: 'Continue with Katha Dev' });
  await expect(button).toHaveAttribute('href', '/api/connect/katha-dev');

  const hops: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest())
      hops.push(new URL(request.url()).origin + new URL(request.url()).pathname);
  });
  await button.click();
  // The site's /api/connect → the provider's /authorize → the site's /api/connect/…/callback → the
  // site's callback page, which finishes the sign-in and returns to the search.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page).toHaveURL(`${webUrl()}/core/search?key=rain`);
  expect(hops).toEqual(
    expect.arrayContaining([
      `${webUrl()}/api/connect/katha-dev`,
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/authorize$/),
      `${webUrl()}/api/connect/katha-dev/callback`,
      `${webUrl()}/auth/auth2/callback/katha-dev`,
    ]),
  );

  // The session is the site's HttpOnly cookie, and it is the provider's account.
  const cookies = await page.context().cookies(webUrl());
  const session = cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  expect(session?.httpOnly).toBe(true);
  const me = await page.evaluate(async () => (await fetch('/api/users/me')).json());
  expect(me).toMatchObject({ username: process.env.KATHA_OAUTH_USERNAME });
  const byCms = await fetch(`${cmsApi()}/users/me`, {
    headers: { authorization: `Bearer ${session!.value}` },
  });
  const account = (await byCms.json()) as { email: string };
  expect(account.email).toBe(process.env.KATHA_OAUTH_EMAIL);
});

test('a declined social sign-in says so and offers the login page', async ({ page }) => {
  await page.goto(`${webUrl()}/auth/auth2/callback/katha-dev?error=access_denied`);
  await expect(
    page.getByRole('heading', { name: 'We could not sign you in with that account.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('forgot password and reset password, through the UI and the development mailbox', async ({ page }) => {
  const { email } = await registerReader('forgetful', { password: 'old-secret-1', t_n_c_accepted: true });

  await page.goto(`${webUrl()}/auth/auth2/login-option`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  // The reset mail (registration sent the confirmation mail before it).
  const [link] = await waitForMail(email, /https?:\/\/[^\s"<]+reset-password\?code=[a-f0-9]+/);
  expect(new URL(link).origin).toBe(webUrl());

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('new-secret-2');
  await page.getByLabel('New password again').fill('new-secret-2');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  // The reset signs the reader in (the server keeps the new session).
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // The old password no longer works, the new one does; the link works once.
  const login = (password: string) =>
    fetch(`${cmsApi()}/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password }),
    });
  expect((await login('old-secret-1')).status).toBe(400);
  expect((await login('new-secret-2')).status).toBe(200);
  const again = await fetch(`${cmsApi()}/auth/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      code: new URL(link!).searchParams.get('code'),
      password: 'third-secret-3',
      passwordConfirmation: 'third-secret-3',
    }),
  });
  expect(again.status).toBe(400);
});
