import { expect, test } from './helpers.js';
import {
  type TemplateCase as Case,
  casesOf,
  expectClean,
  FULL_MATRIX,
  openTemplatePage as open,
} from './template-page.js';

// The template's UI-component pages of the kit's alert, accordion, list, rating and typography
// (issue 16, sections 2 and 3). Each page once, in one case (language × mode × direction × width)
// that rotates from page to page and from run to run (the day of the year, or KATHA_MATRIX_OFFSET);
// every case with KATHA_FULL_MATRIX=1: axe finds no violation, nothing is wider than the window,
// no console error. Then the elements
// by keyboard: an accordion section opened, an alert dismissed, a story rated (and the rating
// required in a form), an item of a list chosen.

// The avatar, chip, dialog and tabs pages are visited in CI by template-shell.spec.ts, in the cases
// its menu journeys need; here they join the whole matrix on demand.
const SHELL_PAGES = FULL_MATRIX ? ['avatar', 'chip', 'dialog', 'tabs'] : [];
const PAGES = ['alert', 'accordion', 'list', 'rating', 'typography', ...SHELL_PAGES].map(
  (name) => `/ui-components/${name}`,
);

PAGES.forEach((pathname, index) => {
  const cases = casesOf(index);
  const which = FULL_MATRIX ? 'in every language, mode, direction and width' : 'in one rotating case';
  test(`${pathname} ${which}: axe, width, console`, async ({ page }) => {
    for (const item of cases) {
      const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
      const errors = await open(page, pathname, item);
      await expectClean(page, errors, label);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
});

const desktop: Case = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };

test('accordion: a section opens by keyboard and the arrows move between headings', async ({ page }) => {
  await open(page, '/ui-components/accordion', { ...desktop, locale: 'hi-IN' });
  const faq = page.locator('katha-accordion').first();
  const headers = faq.locator('button.header');
  await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
  await headers.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(headers.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(headers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  // One at a time: the first closed.
  await expect(headers.first()).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.locator('#panel-q2')).toBeVisible();
  await expect(page.getByText('हर महीने, पाठकों द्वारा')).toBeVisible();
  await page.keyboard.press('End');
  await expect(headers.nth(3)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(headers.nth(3)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.template-result').first()).toHaveText('1 खंड खुला है।');
});

test('alert: dismissed by keyboard with its translated close button, and shown again', async ({ page }) => {
  await open(page, '/ui-components/alert', { ...desktop, locale: 'kn-IN' });
  const moved = page.locator('katha-alert[dismissible]').first();
  const close = moved.getByRole('button', { name: 'ಮುಚ್ಚಿ' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(moved).toBeHidden();
  await expect(page.getByText('1 ಅಲರ್ಟ್ ಮುಚ್ಚಲಾಗಿದೆ.')).toBeVisible();
  await page.getByRole('button', { name: 'ಅಲರ್ಟ್‌ಗಳನ್ನು ಮತ್ತೆ ತೋರಿಸಿ' }).click();
  await expect(moved).toBeVisible();
  // Warnings and errors are assertive, information and success polite.
  await expect(page.locator('katha-alert[severity="error"]').first().locator('[role="alert"]')).toHaveCount(
    1,
  );
  await expect(page.locator('katha-alert[severity="info"]').first().locator('[role="status"]')).toHaveCount(
    1,
  );
});

test('rating: rated by keyboard, and required in a form with the kit message', async ({ page }) => {
  await open(page, '/ui-components/rating', desktop);
  const story = page.locator('katha-rating').first();
  await story.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(story.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('You gave 3 stars.')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByText('You gave 5 stars.')).toBeVisible();

  const form = page.locator('form').filter({ has: page.locator('katha-rating') });
  await form.locator('katha-button').first().click();
  const required = form.locator('katha-rating').first();
  await expect(required.locator('[role="alert"]')).toHaveText('Please choose a rating.');
  await expect(required.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await form.locator('katha-button').first().click();
  await expect(form.locator('[role="status"]')).toHaveText('Submitted: story=5 and illustrations=4');
  await form.locator('katha-button').nth(1).click();
  await expect(required.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'false');
});

test('list: a topic chosen with the arrows and Enter, links follow in the app', async ({ page }) => {
  await open(page, '/ui-components/list', { ...desktop, dir: 'rtl' });
  const topics = page.locator('katha-list[interactive]');
  await topics.getByRole('button', { name: /Travel/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(topics.getByRole('button', { name: /Poetry/ })).toBeFocused();
  await page.keyboard.press('End');
  await expect(topics.getByRole('button', { name: /History/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Chosen topic: History')).toBeVisible();
  await page
    .locator('katha-list')
    .last()
    .getByRole('link', { name: /Rating/ })
    .click();
  await expect(page).toHaveURL(/\/ui-components\/rating$/);
  await expect(page.locator('katha-app-shell h1').first()).toHaveText('Rating');
});
