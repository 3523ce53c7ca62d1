import type { Page } from '@playwright/test';
import { expect, test } from './helpers.js';
import { expectClean, openTemplatePage as open, visitsOf } from './template-page.js';

// The template's form-element pages (issue 16, sections 2 and 3): the kit's checkbox, switch, radio
// group and slider in plain forms. Each page once in CI, in a case (language × mode × direction ×
// width) that rotates from page to page and run to run; every case with KATHA_FULL_MATRIX=1: axe
// finds no violation, nothing is wider than the window, no console error. And the forms work as forms: FormData carries the values, a required control stops the
// submit with the kit's message in the page's language, reset puts back the defaults, by keyboard.

const PAGES = ['checkbox', 'radio', 'slider', 'switch'].map((name) => `/forms/form-elements/${name}`);

for (const [pathname, item] of visitsOf(PAGES)) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(`${label}: axe, width, console`, async ({ page }) => {
    const errors = await open(page, pathname, item);
    await expectClean(page, errors, label);
  });
}

// The React wrappers set properties (name, type, value), not attributes: controls by position.
const demoForm = (page: Page) => page.locator('form').filter({ has: page.locator('[role="status"]') });
const status = (page: Page) => demoForm(page).locator('[role="status"]');
const submit = (page: Page) => demoForm(page).locator('katha-button').first().click();
const reset = (page: Page) => demoForm(page).locator('katha-button').nth(1).click();

test('checkbox form: required stops the submit in Hindi, Space ticks, FormData, reset', async ({ page }) => {
  await open(page, '/forms/form-elements/checkbox', {
    locale: 'hi-IN',
    mode: 'light',
    dir: 'ltr',
    width: 1280,
  });
  const form = demoForm(page);
  const terms = form.locator('katha-checkbox').first();
  await submit(page);
  await expect(terms.locator('[role="alert"]')).toHaveText('आगे बढ़ने के लिए कृपया इस बॉक्स पर सही का निशान लगाएँ।');
  await expect(status(page)).toHaveText('अभी कुछ जमा नहीं किया गया।');
  // The failed submit focused the box: Space ticks it.
  await expect(terms.locator('input')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(terms.locator('[role="alert"]')).toHaveCount(0);
  await submit(page);
  await expect(status(page)).toHaveText('जमा किया गया: terms=yes और newsletter=on');
  await reset(page);
  await expect(status(page)).toHaveText('अभी कुछ जमा नहीं किया गया।');
  expect(await terms.evaluate((element) => (element as HTMLInputElement).checked)).toBe(false);
  expect(
    await form
      .locator('katha-checkbox[name="newsletter"]')
      .evaluate((element) => (element as HTMLInputElement).checked),
  ).toBe(true);
});

test('checkbox "select all" shows the mixed state and selects every topic', async ({ page }) => {
  await open(page, '/forms/form-elements/checkbox', { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 });
  const all = page.locator('katha-checkbox', { hasText: 'All topics' }).nth(1);
  await expect(all.locator('input')).toHaveJSProperty('indeterminate', true);
  await all.locator('input').click();
  await expect(all.locator('input')).toHaveJSProperty('indeterminate', false);
  for (const topic of ['Poetry', 'Travel', 'Food'])
    await expect(page.locator('katha-checkbox', { hasText: topic }).last().locator('input')).toBeChecked();
});

test('radio form: Tab and the arrows choose in Kannada, FormData, reset', async ({ page }) => {
  await open(page, '/forms/form-elements/radio', { locale: 'kn-IN', mode: 'light', dir: 'ltr', width: 1280 });
  const form = demoForm(page);
  await submit(page);
  await expect(form.locator('katha-radio-group [role="alert"]')).toHaveText('ದಯವಿಟ್ಟು ಈ ಆಯ್ಕೆಗಳಲ್ಲಿ ಒಂದನ್ನು ಆರಿಸಿ.');
  await expect(form.locator('katha-radio').nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(form.locator('katha-radio').nth(1)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('End');
  await expect(form.locator('katha-radio').nth(2)).toBeFocused();
  await submit(page);
  await expect(status(page)).toHaveText('ಸಲ್ಲಿಸಲಾಗಿದೆ: plan=patron');
  await reset(page);
  await expect(form.locator('katha-radio[aria-checked="true"]')).toHaveCount(0);
});

test('switch and slider forms by keyboard', async ({ page }) => {
  await open(page, '/forms/form-elements/switch', { locale: 'en', mode: 'dark', dir: 'ltr', width: 1280 });
  let form = demoForm(page);
  await form.locator('katha-switch').first().locator('input').focus();
  await page.keyboard.press('Space');
  await expect(form.locator('katha-switch').first().locator('input')).toBeChecked();
  await submit(page);
  await expect(status(page)).toHaveText('Submitted: contact=yes and digest=on');

  await open(page, '/forms/form-elements/slider', { locale: 'en', mode: 'light', dir: 'rtl', width: 1280 });
  form = demoForm(page);
  const [start, end] = [form.locator('[role="slider"]').first(), form.locator('[role="slider"]').last()];
  await start.focus();
  // rtl: the left arrow moves forward.
  await page.keyboard.press('ArrowLeft');
  await expect(start).toHaveAttribute('aria-valuenow', '600');
  await end.focus();
  await page.keyboard.press('PageDown');
  await expect(end).toHaveAttribute('aria-valuenow', '1500');
  await submit(page);
  await expect(status(page)).toHaveText('Submitted: words=600 and words=1500');
  const price = page.locator('katha-slider').nth(3).locator('[role="slider"]').first();
  await expect(price).toHaveAttribute('aria-valuetext', '₹100');
});
