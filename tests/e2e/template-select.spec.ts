import type { Page } from '@playwright/test';
import { expect, test } from './helpers.js';
import { expectClean, openTemplatePage as open, visitsOf } from './template-page.js';

// The template's select and autocomplete page (issue 16, sections 2 and 3): the kit's select
// (Indian cities, Katha's categories) and autocomplete (India's scheduled languages from a list,
// Katha's own articles searched on the CMS as you type) alone and in a plain form.
//
// Each page once in CI, in one case (locale × mode × direction × width) that rotates from run to
// run (the day of the year, or KATHA_MATRIX_OFFSET), with a select's and an autocomplete's list
// open: axe finds no violation, nothing is wider than the window, no console error.
// `KATHA_FULL_MATRIX=1` visits every page in every case. And one journey fills the form by
// keyboard alone: the select by typeahead, the autocompletes by typing, Down and Enter.

const PAGES = ['/forms/form-elements/autocomplete'];

const visits = visitsOf(PAGES);

for (const [pathname, item] of visits) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(`${label}: axe, width and console, closed and with the lists open`, async ({ page }) => {
    const errors = await open(page, pathname, item);
    await expectClean(page, errors, label);
    // The first select open (its list in the top layer, placed by floating-ui).
    const select = page.locator('katha-select').first();
    await select.locator('[role="combobox"]').click();
    await expect(select.locator('[role="combobox"]')).toHaveAttribute('aria-expanded', 'true');
    await expect(select.locator('[role="listbox"]')).toBeVisible();
    await expectClean(page, errors, `${label} (select open)`);
    await page.keyboard.press('Escape');
    await expect(select.locator('[role="listbox"]')).toBeHidden();
    // The languages autocomplete with suggestions: Down shows them all.
    const languages = page.locator('katha-autocomplete').first();
    await languages.locator('input').focus();
    await page.keyboard.press('ArrowDown');
    await expect(languages.locator('[role="option"]')).toHaveCount(22);
    await expectClean(page, errors, `${label} (autocomplete open)`);
  });
}

// The React wrappers set properties (name, value), not attributes: controls by position.
const demoForm = (page: Page) => page.locator('form').filter({ has: page.locator('[role="status"]') });
const status = (page: Page) => demoForm(page).locator('p[role="status"]');

test('the form by keyboard: a required select stops the submit, typeahead chooses a city, the autocompletes a language and a Katha article, FormData, reset', async ({
  page,
}) => {
  await open(page, '/forms/form-elements/autocomplete', {
    locale: 'en',
    mode: 'light',
    dir: 'ltr',
    width: 1280,
  });
  const form = demoForm(page);
  const city = form.locator('katha-select');
  const cityField = city.locator('[role="combobox"]');
  const [language, article] = [
    form.locator('katha-autocomplete').first(),
    form.locator('katha-autocomplete').nth(1),
  ];

  // Enter in the article field (list closed) submits: the required city stops it, with the kit's message, focused.
  await article.locator('input').focus();
  await page.keyboard.press('Enter');
  await expect(city.locator('[role="alert"]')).toHaveText('Please choose an option.');
  await expect(status(page)).toHaveText('Nothing submitted yet.');
  await expect(cityField).toBeFocused();

  // Typeahead: "m" opens at Mumbai, "m" again goes on to Mysuru; Enter chooses.
  await page.keyboard.press('m');
  await expect(cityField).toHaveAttribute('aria-expanded', 'true');
  await expect(city.locator('[role="option"].active')).toHaveText('Mumbai');
  await page.keyboard.press('m');
  await expect(city.locator('[role="option"].active')).toHaveText('Mysuru');
  await page.keyboard.press('Enter');
  await expect(cityField).toHaveAttribute('aria-expanded', 'false');
  await expect(cityField).toContainText('Mysuru');
  await expect(city.locator('[role="alert"]')).toHaveCount(0);

  // Tab to the languages: type, Down, Enter.
  await page.keyboard.press('Tab');
  await expect(language.locator('input')).toBeFocused();
  await page.keyboard.type('kann');
  await expect(language.locator('[role="option"]')).toHaveCount(1);
  await expect(language.locator('[role="option"]')).toContainText('Kannada');
  await page.keyboard.press('ArrowDown');
  await expect(language.locator('input')).toHaveAttribute('aria-activedescendant', 'option-0');
  await page.keyboard.press('Enter');
  await expect(language.locator('input')).toHaveValue('Kannada');

  // Tab to the articles: the CMS is searched (debounced) for "yaksha".
  await page.keyboard.press('Tab');
  await expect(article.locator('input')).toBeFocused();
  const searched = page.waitForResponse((response) => response.url().includes('/api/articles'));
  await page.keyboard.type('yaksha');
  expect((await searched).status()).toBe(200);
  const option = article.locator('[role="option"]', { hasText: 'Yakshagana' });
  await expect(option).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(article.locator('input')).toHaveValue(/Yakshagana/);
  // Enter with the list closed submits.
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText(
    /^Submitted: city=mys, language=kn and article=[a-z0-9-]*yakshagana[a-z0-9-]*$/,
  );

  await demoForm(page).locator('katha-button').nth(1).click();
  await expect(status(page)).toHaveText('Nothing submitted yet.');
  await expect(cityField).toContainText('Choose…');
  await expect(language.locator('input')).toHaveValue('');
  await expect(article.locator('input')).toHaveValue('');
});
