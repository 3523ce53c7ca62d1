import type { Page } from '@playwright/test';
import { expect, test, webUrl } from './helpers.js';
import { expectClean, openTemplatePage, type TemplateCase, visitsOf } from './template-page.js';

// The template's auth demos (issue 17 §1): /auth/auth1/* the side style (a brand panel beside the
// form, hidden on phones), /auth/auth2/* the boxed one, /auth/error and /auth/maintenance, full
// screen in the blank layout (no header, no demo sidebar). /auth/auth2/forgot-password stays the
// product's own page.
//
// Each page once in CI, in one case (locale × mode × direction × width) that rotates from run to
// run (KATHA_FULL_MATRIX=1: every page in every case): axe finds no violation, nothing is wider
// than the window, no console error. Journeys: the register form's checks as you type and on
// submit, then its demo success; the two-step code by typing, Backspace, the arrows and a paste.

const PAGES = [
  '/auth/auth1/login',
  '/auth/auth1/register',
  '/auth/auth1/forgot-password',
  '/auth/auth1/two-steps',
  '/auth/auth2/login',
  '/auth/auth2/register',
  '/auth/auth2/two-steps',
  '/auth/error',
  '/auth/maintenance',
];

/** A form's submit button: its first (the React wrapper sets `type` as a property, not an attribute). */
const submitButton = (page: Page) => page.locator('form katha-button').first();

const open = (page: Page, pathname: string, item: TemplateCase) =>
  openTemplatePage(page, pathname, item, { heading: 'main h1' });

// Every language × mode × direction × width with KATHA_FULL_MATRIX=1 (216 visits), else one rotating case a page.
for (const [pathname, item] of visitsOf(PAGES)) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(`${label}: full screen, axe, width and console`, async ({ page }) => {
    const errors = await open(page, pathname, item);
    // Full screen: neither the template's shell nor the site's header.
    await expect(page.locator('katha-app-shell')).toHaveCount(0);
    await expect(page.locator('katha-top-bar')).toHaveCount(0);
    // The side style's brand panel shows beside the form on wide screens only.
    const brand = page.locator('.auth-demo__brand');
    if (pathname.startsWith('/auth/auth1/')) {
      if (item.width >= 768) await expect(brand).toBeVisible();
      else await expect(brand).toBeHidden();
    } else await expect(brand).toHaveCount(0);
    await expectClean(page, errors, label);
    // A form's checks in the page's language, shown on submit (the status pages have no form).
    const submit = submitButton(page);
    if ((await submit.count()) > 0) {
      await submit.click();
      await expect(page.locator('[role="alert"]').first()).toBeVisible();
      await expectClean(page, errors, `${label} (errors shown)`);
    }
  });
}

const EN: TemplateCase = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };
const field = (page: Page, name: string) => page.locator(`katha-text-field[name="${name}"] input`);

test('register: the checks as you type and on submit (required, email, password rule, the same password, the terms), then the demo success', async ({
  page,
}) => {
  const errors = await open(page, '/auth/auth1/register', EN);
  const alerts = page.locator('[role="alert"]');
  // As you type: an email without its domain, a short password.
  await field(page, 'email').fill('asha');
  await expect(page.getByText('Enter an email address, like name@example.com.')).toBeVisible();
  await page.locator('input[name="password"]').fill('short');
  await expect(page.locator('#password-error')).toHaveText(
    'At least 8 characters, with a letter and a number.',
  );
  await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
  await page.locator('input[name="password"]').fill('katha2026');
  await expect(page.locator('#password-error')).toHaveCount(0);
  await page.locator('input[name="confirm"]').fill('katha2025');
  await expect(page.locator('#confirm-error')).toHaveText('The passwords do not match.');
  // On submit: every error, the first field in error focused.
  await submitButton(page).click();
  await expect(alerts.filter({ hasText: 'Please fill this in.' })).toHaveCount(1);
  await expect(alerts.filter({ hasText: 'Accept the terms of use to go on.' })).toHaveCount(1);
  await expect(field(page, 'name')).toBeFocused();
  // Corrected one by one, each error goes as it is fixed.
  await field(page, 'name').fill('Asha Rao');
  await expect(alerts.filter({ hasText: 'Please fill this in.' })).toHaveCount(0);
  await field(page, 'email').fill('asha@example.com');
  await expect(page.getByText('Enter an email address, like name@example.com.')).toHaveCount(0);
  await page.locator('input[name="confirm"]').fill('katha2026');
  await expect(page.locator('#confirm-error')).toHaveCount(0);
  await page.locator('katha-checkbox[name="terms"]').click();
  await expect(alerts).toHaveCount(0);
  await submitButton(page).click();
  const done = page.getByTestId('auth-demo-done');
  await expect(done).toHaveText(/Welcome, Asha Rao! Your account for asha@example\.com is ready\./);
  await expect(done).toBeFocused();
  await expect(page.locator('form')).toHaveCount(0);
  // Start over: an empty form, no errors.
  await done.locator('katha-button').click();
  await expect(field(page, 'name')).toHaveValue('');
  await expect(alerts).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("login in Kannada: the required messages are translated, the kit's own as in every template form", async ({
  page,
}) => {
  await open(page, '/auth/auth2/login', { locale: 'kn-IN', mode: 'dark', dir: 'ltr', width: 390 });
  await submitButton(page).click();
  await expect(page.locator('[role="alert"]')).toHaveText(['ದಯವಿಟ್ಟು ಇದನ್ನು ಭರ್ತಿ ಮಾಡಿ.', 'ದಯವಿಟ್ಟು ಇದನ್ನು ಭರ್ತಿ ಮಾಡಿ.']);
  await field(page, 'email').fill('x@');
  await expect(page.getByText('ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ, ಉದಾ. name@example.com.')).toBeVisible();
});

test('two steps: typing moves on, Backspace moves back, the arrows move, a paste fills every box, the check and the success', async ({
  page,
}) => {
  const errors = await open(page, '/auth/auth2/two-steps', EN);
  const boxes = page.getByRole('textbox', { name: /^Digit \d of 6$/ });
  await expect(boxes).toHaveCount(6);
  await expect(boxes.nth(0)).toHaveAccessibleName('Digit 1 of 6');
  await expect(boxes.nth(5)).toHaveAccessibleName('Digit 6 of 6');
  const box = (index: number) => boxes.nth(index);

  await box(0).click();
  await page.keyboard.type('123');
  await expect(box(0)).toHaveValue('1');
  await expect(box(2)).toHaveValue('3');
  await expect(box(3)).toBeFocused();
  // A letter is not a digit: the box stays empty and focus stays.
  await page.keyboard.type('x');
  await expect(box(3)).toHaveValue('');
  await expect(box(3)).toBeFocused();
  // Backspace in an empty box clears the one before and moves there.
  await page.keyboard.press('Backspace');
  await expect(box(2)).toHaveValue('');
  await expect(box(2)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(box(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(box(2)).toBeFocused();
  await page.keyboard.press('End');
  await expect(box(5)).toBeFocused();
  // Typing over a filled box replaces its digit.
  await box(0).click();
  await page.keyboard.type('7');
  await expect(box(0)).toHaveValue('7');
  await expect(box(1)).toBeFocused();

  // Verify with boxes missing: the translated check, the first empty box focused.
  await submitButton(page).click();
  await expect(page.locator('#code-error')).toHaveText('Enter all 6 digits of the code.');
  await expect(box(2)).toBeFocused();
  await expect(box(2)).toHaveAttribute('aria-invalid', 'true');

  // A whole code pasted in any box fills every box (spaces dropped).
  await box(3).evaluate((input) => {
    const data = new DataTransfer();
    data.setData('text/plain', '482 913');
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
  for (const [index, digit] of [...'482913'].entries()) await expect(box(index)).toHaveValue(digit);
  await expect(box(5)).toBeFocused();
  await expect(page.locator('#code-error')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('auth-demo-done')).toContainText('Code 482913 verified.');
  expect(errors).toEqual([]);
});

test('the product keeps its sign-in routes: /auth/auth2/login-option and /auth/auth2/forgot-password are not demos', async ({
  page,
}) => {
  for (const pathname of ['/auth/auth2/login-option', '/auth/auth2/forgot-password']) {
    const response = await page.goto(webUrl() + pathname);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.auth h1')).toBeVisible();
    await expect(page.locator('.auth-demo')).toHaveCount(0);
  }
});
