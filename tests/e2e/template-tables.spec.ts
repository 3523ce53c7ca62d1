import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { expect, test, webUrl } from './helpers.js';
import { type TemplateCase as Case, casesOf, openTemplatePage } from './template-page.js';

// The template's table pages (issue 16, sections 2 and 3): the kit's <katha-data-table> with
// Katha-like sample data. Each page renders on the server, hydrates, and has no axe violation, no
// console error and nothing wider than the window. In CI each page is visited in ONE case, the
// cases rotating over locale × mode × direction × width so that every value is met;
// `KATHA_FULL_MATRIX=1` visits every page in every case:
//   KATHA_FULL_MATRIX=1 npx playwright test --config ../../tests/e2e/playwright.config.ts template-tables
// And one journey by keyboard: sort, select, page, expand and search.

const PAGES = ['basic', 'collapsible', 'enhanced', 'fixed-header', 'pagination', 'search'].map(
  (name) => `/tables/${name}`,
);

/** A page of this spec, hydrated: katha-data-table[defer-hydration] is gone. */
const open = (page: Page, pathname: string, item: Case) =>
  openTemplatePage(page, pathname, item, { hydrated: 'katha-data-table[defer-hydration]' });

for (const [index, pathname] of PAGES.entries()) {
  const cases = casesOf(index);
  test(`${pathname}: server-rendered table, axe, width and console`, async ({ page, request }) => {
    // About 10 s a case on a busy machine: the full matrix's 24 cases need more than the default.
    test.setTimeout(30_000 + 15_000 * cases.length);
    // The server's HTML already has the table (declarative shadow DOM), its first rows and headers.
    const html = await (
      await request.get(webUrl() + pathname, { headers: { cookie: 'katha_locale=en' } })
    ).text();
    expect(html).toContain('<katha-data-table');
    expect(html).toMatch(/<template shadowroot(mode)?="open"[^>]*>[\s\S]*<table part="table"/);
    expect(html).not.toMatch(/renderdetail=|\sonkatha/i);
    for (const item of cases) {
      const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
      const errors = await open(page, pathname, item);
      const table = page.locator('katha-data-table');
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const excess = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(excess, `${label}: wider than the window`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, label);
      expect(errors, `${label}: console errors`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
}

/** The focused element, through shadow roots: its tag, class and accessible label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const host = (active?.getRootNode() as ShadowRoot | undefined)?.host;
    return {
      tag: active?.localName ?? '',
      className: (active as HTMLElement | null)?.className ?? '',
      label:
        active?.getAttribute('aria-label') ??
        (host?.localName === 'katha-checkbox' ? host.getAttribute('label') : active?.textContent?.trim()) ??
        '',
    };
  });

async function tabUntil(page: Page, label: string, limit = 30) {
  for (let i = 0; i < limit; i++) {
    if ((await focused(page)).label === label) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${label}`);
}

const titles = (table: Locator) => table.locator('tbody tr.row th');

test('by keyboard: sort, select, page, expand and search', async ({ page }) => {
  // Enhanced, in English: sort the titles, select two articles, go to the next page.
  let errors = await open(page, '/tables/enhanced', { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 });
  let table = page.locator('katha-data-table');
  await expect(table.locator('th[aria-sort="descending"]')).toContainText('Views');
  await expect(titles(table).first()).toHaveText('Grandmother’s rasam');
  // From the page's heading, Tab reaches the select-all box, then the title's sort button.
  await page.locator('h1').first().click();
  await tabUntil(page, 'Select all rows');
  await page.keyboard.press('Tab');
  expect((await focused(page)).className).toContain('sort');
  await page.keyboard.press('Enter');
  await expect(table.locator('th[aria-sort="ascending"]')).toContainText('Title');
  await expect(titles(table).first()).toHaveText('A night train to Goa');
  // Right arrow to the author's sort button, Space sorts by author.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(table.locator('th[aria-sort="ascending"]')).toContainText('Author');
  // Tab on to the first row's checkbox; Space ticks it; Down and Space tick the next row's.
  await tabUntil(page, `Select ${await titles(table).first().textContent()}`);
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  expect((await focused(page)).label).toBe(`Select ${await titles(table).nth(1).textContent()}`);
  await page.keyboard.press('Space');
  await expect(table.locator('.count')).toHaveText('2 rows selected');
  await expect(table.locator('tr.selected')).toHaveCount(2);
  await expect(page.locator('.template-result')).toContainText('Chosen for the newsletter (2)');
  await expect(table.locator('thead katha-checkbox input')).toHaveJSProperty('indeterminate', true);
  // Tab to the next page's button, Enter: page 2 of 4.
  await tabUntil(page, 'Next page');
  await page.keyboard.press('Enter');
  await expect(table.locator('.range')).toContainText('6–10 of 20');
  await expect(table.locator('.range')).toContainText('Page 2 of 4');
  expect(errors).toEqual([]);

  // Collapsible, in Hindi: open the first two rows' details with Enter, Down, Space.
  errors = await open(page, '/tables/collapsible', {
    locale: 'hi-IN',
    mode: 'dark',
    dir: 'rtl',
    width: 1280,
  });
  table = page.locator('katha-data-table');
  await page.locator('h1').first().click();
  await tabUntil(page, 'Monsoon letters का विवरण');
  await page.keyboard.press('Enter');
  const first = table.locator('.expander').first();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(table.locator(`#${await first.getAttribute('aria-controls')}`)).toContainText(
    'यात्रा · 7 मिनट में पढ़ें',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(table.locator('.expander').nth(1)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(table.locator('.expander').nth(1)).toHaveAttribute('aria-expanded', 'false');
  expect(errors).toEqual([]);

  // Search, in Kannada: Tab to the search field, type, the rows and the count follow.
  errors = await open(page, '/tables/search', { locale: 'kn-IN', mode: 'light', dir: 'ltr', width: 390 });
  table = page.locator('katha-data-table');
  await expect(table.locator('.range')).toContainText('20 ರಲ್ಲಿ 1–10');
  await page.locator('h1').first().click();
  await page.keyboard.press('Tab');
  expect((await focused(page)).tag).toBe('input');
  await page.keyboard.type('ಕವನ');
  await expect(titles(table)).toHaveText(['मानसून की पहली चिट्ठी', 'ಕಡಲ ತೀರದ ಕವನ', 'बारिश में भीगी कविता']);
  await expect(table.locator('.range')).toContainText('3 ರಲ್ಲಿ 1–3');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('zebra');
  await expect(table.locator('tr.empty')).toHaveText('“zebra” ಗೆ ಹೊಂದುವ ಸಾಲುಗಳಿಲ್ಲ.');
  expect(errors).toEqual([]);
});
