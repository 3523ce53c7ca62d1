import { expect, test } from '@playwright/test';
import { signInThroughUi, webUrl } from './helpers.js';

test('the reading-stats popup shows once a day, again after local midnight', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T10:00:00') });
  await page.goto(webUrl());
  await signInThroughUi(page, 'reader@katha.dev');
  const popup = page.getByRole('dialog', { name: 'Your reading stats' });
  await expect(popup).toBeVisible();
  // The figures are slotted into the dialog from the stats element's own shadow root.
  await expect(page.getByText('Reading points')).toBeVisible();
  await expect(page.getByText(/₹/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Keep reading' }).click();
  await expect(popup).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('userStatsPopupShown'))).toBe('true');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(popup).toBeHidden();

  // Past the next local midnight the flag resets, and the next load shows the popup again.
  await page.clock.runFor('15:00:00');
  expect(await page.evaluate(() => localStorage.getItem('userStatsPopupShown'))).toBe('false');
  await page.reload();
  await expect(popup).toBeVisible();
});
