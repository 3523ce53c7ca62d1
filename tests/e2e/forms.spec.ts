import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  articleSlugs,
  expect,
  readToTheEnd,
  registerReader,
  SEED_PASSWORD,
  signInWithToken,
  test,
  uniqueName,
  webUrl,
} from './helpers.js';

/** The kit's catalogs (@katha/i18n) and the site's own: each namespace is in one of them. */
const CATALOGS = ['../../packages/i18n/src/messages', '../../apps/web/src/messages'].map((folder) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), folder),
);
const catalog = (namespace: string, locale: string) => {
  const folder = CATALOGS.find((candidate) => existsSync(path.join(candidate, namespace)));
  return JSON.parse(readFileSync(path.join(folder ?? '', namespace, `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
};

/** Focuses a field as a keyboard user lands on it, then types: no clicks on the form. */
async function typeInto(page: Page, field: ReturnType<Page['locator']>, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

/** The interface in `locale`, as the language switcher leaves it (cookie for the server, storage for the app). */
async function withLocale(page: Page, locale: string) {
  await page.context().addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
  await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
}

// Issue 15 §3.11: the forms speak the interface's language (no browser-default English bubble),
// and the username rule is on the page, not only in a tooltip.
test('register checks its fields with translated messages under each field, the rule shown', async ({
  page,
}) => {
  const hi = { ...catalog('web-auth', 'hi-IN'), ...catalog('text-field', 'hi-IN') };
  await withLocale(page, 'hi-IN');
  await page.goto(`${webUrl()}/auth/auth2/login-option`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('link', { name: hi['web-auth.toRegister']! }).click();
  const username = page.locator('input[name="username"]');
  await expect(username).toBeVisible();
  await expect(page.locator('#username-rule')).toHaveText(hi['web-auth.usernameRule']!);
  await expect(username).toHaveAttribute('aria-describedby', /username-rule/);

  let registered = 0;
  page.on('request', (request) => {
    if (request.url().includes('/auth/local/register')) registered++;
  });
  await typeInto(page, username, 'Not Valid');
  await typeInto(page, page.locator('input[name="password"]'), '123');
  await page.keyboard.press('Enter');
  await expect(page.locator('#username-error')).toHaveText(hi['web-auth.usernameRule']!);
  await expect(page.locator('#email-error')).toHaveText(hi['text-field.required']!);
  await expect(page.locator('#password-error')).toHaveText('कम से कम 6 अक्षर लिखें।');
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  expect(registered).toBe(0);
  // Correcting a field clears its message.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('valid_name');
  await expect(page.locator('#username-error')).toHaveCount(0);
});

test("the kit's text field checks itself in the interface's language (forgot password)", async ({ page }) => {
  await withLocale(page, 'kn-IN');
  await page.goto(`${webUrl()}/auth/auth2/forgot-password`);
  const field = page.locator('.auth__form katha-text-field');
  await typeInto(page, field.locator('input'), 'not-an-address');
  await page.keyboard.press('Enter');
  await expect(field.locator('[part="error"]')).toHaveText(
    catalog('text-field', 'kn-IN')['text-field.email']!,
  );
});

// Issue 15 §3.19: Enter submits every form of the site, as in a native form.
test.describe('Enter submits each form, with the keyboard alone', () => {
  test('sign in: Enter in the password field signs in', async ({ page }) => {
    await page.goto(`${webUrl()}/auth/auth2/login-option`);
    await typeInto(page, page.getByLabel('Email or username'), 'reader@katha.dev');
    await page.keyboard.press('Tab');
    await page.keyboard.type(SEED_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('register: Enter in the password field sends the registration (then: check your inbox)', async ({
    page,
  }) => {
    const name = uniqueName('enter');
    await page.goto(`${webUrl()}/auth/auth2/login-option`);
    await page.getByRole('link', { name: 'Create an account', exact: true }).click();
    await typeInto(page, page.getByLabel('Username'), name);
    await typeInto(page, page.getByLabel('Email'), `${name}@example.org`);
    await typeInto(page, page.getByLabel('Password'), 'secret-123');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Check your inbox to confirm your address' }),
    ).toBeVisible();
  });

  test('forgot password: Enter sends the link', async ({ page }) => {
    await page.goto(`${webUrl()}/auth/auth2/forgot-password`);
    await typeInto(page, page.getByLabel('Email'), 'nobody@example.org');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('If an account uses that address');
  });

  test('reset password: Enter sends the new password', async ({ page }) => {
    await page.goto(`${webUrl()}/auth/auth2/reset-password?code=not-a-real-code`);
    const sent = page.waitForRequest((request) => request.url().includes('/auth/reset-password'));
    await typeInto(page, page.getByLabel('New password', { exact: true }), 'secret-456');
    await page.keyboard.press('Tab');
    await page.keyboard.type('secret-456');
    await page.keyboard.press('Enter');
    await sent;
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('profile: Enter in the name field saves', async ({ page }) => {
    await signInWithToken(page, await apiLogin('reader@katha.dev'));
    await page.goto(`${webUrl()}/core/profile/me`);
    const settings = page.getByTestId('account-settings');
    await typeInto(page, settings.getByLabel('Name', { exact: true }), ' ');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(settings.getByRole('status')).toHaveText('Your changes are saved.');
  });

  test('author access: Enter in a field of the request sends it', async ({ page }) => {
    await signInWithToken(page, (await registerReader('keys')).jwt);
    await page.goto(`${webUrl()}/core/profile/me`);
    const access = page.getByTestId('author-access');
    const field = (name: string) =>
      access.locator(`katha-text-field[name="${name}"]`).locator('input, textarea');
    for (const [name, text] of [
      ['name', 'Keyboard Writer'],
      ['email', 'keyboard.writer@example.org'],
    ]) {
      await field(name!).focus();
      await page.keyboard.press('Control+a');
      await page.keyboard.type(text!);
    }
    await typeInto(page, field('links'), 'https://example.org/my-stories');
    await field('tag').focus();
    await page.keyboard.press('Enter');
    await expect(access.getByText('Your request is being reviewed')).toBeVisible();
  });

  test('comment: typed, then Tab and Enter on Post comment, with no mouse', async ({ page }) => {
    await signInWithToken(page, (await registerReader('keys')).jwt);
    const [slug] = await articleSlugs('en', 1);
    await page.goto(`${webUrl()}/core/article/${slug}`);
    await readToTheEnd(page);
    const comments = page.locator('.comments');
    await typeInto(page, comments.getByLabel('Add a comment'), 'Posted from the keyboard.');
    await page.keyboard.press('Tab');
    await expect(comments.getByRole('button', { name: 'Post comment' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(comments.locator('[part="comment"]').first()).toContainText('Posted from the keyboard.');
  });

  test('search: Enter in the search box searches', async ({ page }) => {
    await page.goto(webUrl());
    await typeInto(page, page.locator('header katha-search-box input'), 'kite');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/core\/search\?key=kite/);
  });
});

// Issue 15 §3.15: "I accept Katha's terms of use" links to the terms, a page of their own in
// every language, rendered by the server.
test('the terms of use are a page of their own in three languages, linked from the profile form', async ({
  page,
  request,
}) => {
  for (const [locale, acceptLanguage] of [
    ['en', 'en-IN,en;q=0.9'],
    ['hi-IN', 'hi-IN,hi;q=0.9'],
    ['kn-IN', 'kn-IN,kn;q=0.9'],
  ] as const) {
    const response = await request.get(`${webUrl()}/terms`, {
      headers: { 'accept-language': acceptLanguage },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    expect(html).toContain(catalog('web-terms', locale)['web-terms.yourWork']!);
    expect(html).toContain(catalog('web-terms', locale)['web-terms.privacy']!);
  }
  await signInWithToken(page, await apiLogin('reader@katha.dev'));
  await page.goto(`${webUrl()}/core/profile/me`);
  const link = page.getByTestId('account-settings').getByRole('link', { name: 'terms of use' });
  await expect(link).toHaveAttribute('href', '/terms');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: "Katha's terms of use" })).toBeVisible();
});
