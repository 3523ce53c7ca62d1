import { expect, registerThroughUi, signInThroughUi, test, uniqueName, webUrl } from './helpers.js';

test('a reader edits the account: live username availability, name, terms; and asks to become an author', async ({
  page,
}) => {
  await page.goto(webUrl());
  const username = uniqueName('writer');
  await registerThroughUi(page, username);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: /My Profile/ }).click();
  await expect(page).toHaveURL(`${webUrl()}/core/profile/me`);
  await expect(page.locator('.stats').getByText('Reading points')).toBeVisible();

  const settings = page.getByTestId('account-settings');
  const field = settings.getByLabel('Username');
  await field.fill('asha_rao');
  await expect(settings.getByText('Someone already has this username.')).toBeVisible();
  await field.fill(`${username}_new`);
  await expect(settings.getByText('This username is available.')).toBeVisible();
  await settings.getByLabel('Name', { exact: true }).fill('Meera Writer');
  // A bio in each language (issue 15 §3.10): all three stay in the form while the others are written.
  const bios = {
    'About you, in English': 'Writes poems on the bus.',
    'About you, in Hindi': 'बस में कविताएँ लिखती हैं।',
    'About you, in Kannada': 'ಬಸ್ಸಿನಲ್ಲಿ ಕವನ ಬರೆಯುತ್ತಾರೆ.',
  };
  for (const [label, text] of Object.entries(bios)) await settings.getByLabel(label).fill(text);
  await settings.getByLabel("I accept Katha's terms of use").check();
  await settings.getByRole('button', { name: 'Save changes' }).click();
  await expect(settings.getByText('Your changes are saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meera Writer');
  await expect(page.getByText(`@${username}_new`)).toBeVisible();
  await page.reload();
  for (const [label, text] of Object.entries(bios))
    await expect(settings.getByLabel(label)).toHaveValue(text);

  // The picture upload is not exercised: the CMS answers 403 to a reader's POST /upload (reported).
  await expect(page.getByLabel('Change your picture')).toBeVisible();

  const access = page.getByTestId('author-access');
  // The code is checked by the server when the field is left.
  await access.getByLabel('Referral code').fill('NOPE123');
  await access.getByLabel('Referral code').press('Tab');
  await expect(access.getByText('This referral code is not valid.')).toBeVisible();
  await access.getByLabel('Referral code').fill('KATHA2026');
  await access.getByLabel('Referral code').press('Tab');
  await expect(access.getByText('Code accepted.')).toBeVisible();
  await access.getByLabel('Links to your writing').fill('https://example.org/my-stories');
  await access.getByRole('button', { name: 'Request author access' }).click();
  await expect(access.getByText('Your request is being reviewed')).toBeVisible();
});

test('the seeded reader sees the plans, their monthly subscription, and cancels it', async ({ page }) => {
  await page.goto(`${webUrl()}/core/subscription`);
  await signInThroughUi(page, 'reader@katha.dev');
  await expect(page).toHaveURL(`${webUrl()}/core/subscription`);
  await expect(page.getByText('Under construction', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reader Monthly' })).toBeVisible();
  await expect(page.getByText('₹99.00 a month')).toBeVisible();
  const current = page.getByTestId('current-subscription');
  await expect(current).toContainText('You are subscribed to Reader Monthly');
  await current.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(current).toContainText('You have no active subscription.');
});
