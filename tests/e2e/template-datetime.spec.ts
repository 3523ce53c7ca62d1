import type { Page } from '@playwright/test';
import { expect, test } from './helpers.js';
import { expectClean, openTemplatePage as open, visitsOf } from './template-page.js';

// The template's button and date-time pages (issue 16, sections 2 and 3): the kit's button in
// every variant, colour, size and state, and its date and time pickers alone and in a plain form.
//
// Each page once in CI, in one case (locale × mode × direction × width) that rotates from run to
// run (the day of the year, or KATHA_MATRIX_OFFSET): axe finds no violation, nothing is wider
// than the window, no console error; on the date-time page, with the calendar and then the list
// of times open too. `KATHA_FULL_MATRIX=1` visits every page in every case. And one journey picks
// a date and a time by keyboard alone and submits the form.

const PAGES = ['/forms/form-elements/button', '/forms/form-elements/date-time'];

const visits = visitsOf(PAGES);

for (const [pathname, item] of visits) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(`${label}: axe, width and console`, async ({ page }) => {
    const errors = await open(page, pathname, item);
    await expectClean(page, errors, label);
    if (!pathname.endsWith('date-time')) {
      // The button page: the Publish button is busy (aria-busy, a status in the page's words), then done.
      const publish = page.locator('katha-button[loading]').first();
      await expect(publish.locator('[role="status"]')).toHaveAttribute('aria-label', /.+/);
      await expect(publish.locator('button')).toHaveAttribute('aria-busy', 'true');
      return;
    }
    // The calendar open (in the top layer, placed by floating-ui), then the list of times.
    const date = page.locator('katha-date-picker').first();
    await date.locator('.toggle').click();
    await expect(date.locator('[role="dialog"]')).toBeVisible();
    await expect(date.locator('[role="grid"] [aria-selected="true"]')).toBeFocused();
    await expectClean(page, errors, `${label} (calendar open)`);
    await page.keyboard.press('Escape');
    await expect(date.locator('[role="dialog"]')).toBeHidden();
    const time = page.locator('katha-time-picker').first();
    await time.locator('.toggle').click();
    await expect(time.locator('[role="listbox"]')).toBeVisible();
    await expectClean(page, errors, `${label} (times open)`);
    await page.keyboard.press('Escape');
    await expect(time.locator('[role="listbox"]')).toBeHidden();
  });
}

const demoForm = (page: Page) => page.locator('form').filter({ has: page.locator('[role="status"]') });

test('date-time form by keyboard: required in Kannada, a day and a time chosen, FormData, reset', async ({
  page,
}) => {
  const errors = await open(page, '/forms/form-elements/date-time', {
    locale: 'kn-IN',
    mode: 'light',
    dir: 'ltr',
    width: 1280,
  });
  const form = demoForm(page);
  const status = form.locator('[role="status"]');
  const [date, time] = [form.locator('katha-date-picker').first(), form.locator('katha-time-picker').first()];
  // Submit with nothing chosen: the kit's message in Kannada, focus in the date field.
  await form.locator('katha-button').first().click();
  await expect(date.locator('[role="alert"]')).toHaveText('ದಯವಿಟ್ಟು ಒಂದು ದಿನಾಂಕವನ್ನು ಆಯ್ಕೆಮಾಡಿ.');
  await expect(date.locator('input')).toBeFocused();
  await expect(status).toHaveText('ಇನ್ನೂ ಏನನ್ನೂ ಸಲ್ಲಿಸಿಲ್ಲ.');
  // Tab to the calendar button, open it: today has focus; a day on, a month on, Enter chooses.
  await page.keyboard.press('Tab');
  await expect(date.locator('.toggle')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(date.locator('[role="dialog"]')).toBeVisible();
  const expected = await page.evaluate(() => {
    const now = new Date();
    const day = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + 1));
    const next = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
    const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day.getUTCDate(), last));
    return next.toISOString().slice(0, 10);
  });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('PageDown');
  await expect(date.locator(`[data-date="${expected}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(date.locator('[role="dialog"]')).toBeHidden();
  await expect(date.locator('.toggle')).toBeFocused();
  await expect(date.locator('input')).toHaveValue(expected);
  await expect(date.locator('[role="alert"]')).toHaveCount(0);
  // On to the time: its button, the list (09:00 to 21:00), End, up twice, Enter.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(time.locator('.toggle')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(time.locator('[role="listbox"]')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(time.locator('[role="listbox"]')).toBeHidden();
  await expect(time.locator('input')).toHaveValue('20:00');
  // Submit by keyboard: Enter in the time field submits the form.
  await time.locator('input').focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`ಸಲ್ಲಿಸಲಾಗಿದೆ: date=${expected}, time=20:00, ಮತ್ತು reminder=2026-12-01`);
  await form.locator('katha-button').nth(1).click();
  await expect(date.locator('input')).toHaveValue('');
  await expect(time.locator('input')).toHaveValue('');
  await expect(form.locator('katha-date-picker').nth(1).locator('input')).toHaveValue('2026-12-01');
  expect(errors).toEqual([]);
});
