import { waitForMail } from '@katha/tools/accounts';
import { type Page, test as serverPageTest } from '@playwright/test';
import { expect, registerReader, test, uniqueName, webUrl } from './helpers.js';

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

/** Fills the register form (`?mode=register`) and sends it. */
async function registerThroughForm(page: Page, username: string, email: string) {
  await page.goto(`${webUrl()}/auth/auth2/login-option?mode=register`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox to confirm your address' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `We have sent a mail to ${email}. Open the link in it to confirm your address, then log in.`,
  );
}

test('a visitor registers, checks the inbox, opens the link of the mail and signs in', async ({ page }) => {
  const username = uniqueName('newcomer');
  const email = `${username}@example.org`;
  await registerThroughForm(page, username, email);
  // Signed in before confirming: the right password is told so, with a way to get the mail again.
  const [, firstCode] = await waitForMail(email, /confirmation=([a-f0-9]+)/);
  await page.goto(`${webUrl()}/auth/auth2/login-option`);
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page.getByText(
      'Your email address is not confirmed yet. Open the link in the mail we sent you, or ask for a new one.',
    ),
  ).toBeVisible();
  const resend = page.getByRole('form', { name: 'Send the confirmation mail again' });
  await resend.getByLabel('Email').fill(email);
  await resend.getByRole('button', { name: 'Send the confirmation mail again' }).click();
  await expect(resend.getByRole('status')).toHaveText(
    'If this address is waiting to be confirmed, a new link is on its way. Check your inbox.',
  );
  // The newest mail's link (the first one's token was replaced by the second).
  let link = '';
  await expect
    .poll(async () => {
      const [url, code] = await waitForMail(
        email,
        /https?:\/\/\S+?email-confirmation\?confirmation=([a-f0-9]+)/,
      );
      link = url;
      return code !== firstCode;
    })
    .toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(`${webUrl()}/auth/auth2/login-option?confirmed=1`);
  await expect(page.getByRole('status')).toHaveText('Your address is confirmed. Log in to start.');
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('registering with a taken email shows the same screen, and the mail goes to the owner', async ({
  page,
}) => {
  const owner = await registerReader('owner');
  await registerThroughForm(page, uniqueName('claimant'), owner.email);
  await waitForMail(owner.email, /already has one/);
  // A taken username is refused in the form's language, the fields kept.
  await page.goto(`${webUrl()}/auth/auth2/login-option?mode=register`);
  const other = `${uniqueName('other')}@example.org`;
  await page.getByLabel('Username', { exact: true }).fill(owner.username);
  await page.getByLabel('Email', { exact: true }).fill(other);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Someone already has this username.');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(other);
});
