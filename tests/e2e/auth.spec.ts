import { test as serverPageTest } from '@playwright/test';
import { expect, test, webUrl } from './helpers.js';

test('the sign-in page leads to forgot password; a bad reset code and differing passwords are explained', async ({
  page,
}) => {
  await page.goto(`${webUrl()}/auth/auth2/login-option`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(`${webUrl()}/auth/auth2/forgot-password`);
  await expect(page.getByRole('button', { name: 'Send the link' })).toBeVisible();
  // Sending is not exercised: the test CMS has no mail provider (its /auth/forgot-password answers 500).

  await page.goto(`${webUrl()}/auth/auth2/reset-password?code=not-a-real-code`);
  await page.getByLabel('New password', { exact: true }).fill('another-secret');
  await page.getByLabel('New password again').fill('different-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('New password again').fill('another-secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This reset link is not valid any more. Ask for a new one.')).toBeVisible();
});

// The plain Playwright test: the site's `page.goto` waits for the app, which never starts here.
serverPageTest(
  'the sign-in page switches to registering and back by links, before the app has started too',
  async ({ page }) => {
    // A slow phone: the server's page, and none of the app's modules (only the page's own script).
    await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${webUrl()}/auth/auth2/login-option?next=%2Fcore%2Fsearch`);
    await expect(page.getByRole('heading', { name: 'Log in to Katha' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account', exact: true }).click();
    await expect(page).toHaveURL(`${webUrl()}/auth/auth2/login-option?next=%2Fcore%2Fsearch&mode=register`);
    await expect(page.getByRole('heading', { name: 'Create your Katha account' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${webUrl()}/auth/auth2/login-option?next=%2Fcore%2Fsearch`);
    await expect(page.getByLabel('Email or username')).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toHaveCount(0);
  },
);

test('a social-login callback with a rejected token says so and offers the login page', async ({ page }) => {
  await page.goto(`${webUrl()}/auth/auth2/callback/github?access_token=rejected`);
  await expect(
    page.getByRole('heading', { name: 'We could not sign you in with that account.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('inside the mobile app wrapper the header is hidden, for the whole visit', async ({ page }) => {
  await page.goto(`${webUrl()}/?app=1`);
  await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
  await expect(page.locator('katha-top-bar')).toHaveCount(0);
  await page.goto(`${webUrl()}/core/search?key=rain`);
  await expect(page.getByRole('heading', { name: 'Results for “rain”' })).toBeVisible();
  await expect(page.locator('katha-top-bar')).toHaveCount(0);
});
