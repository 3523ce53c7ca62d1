import type { Page } from '@playwright/test';
import { cmsApi, expect, pageModulesOf, test, webUrl } from './helpers.js';
import { expectClean, openTemplatePage, type TemplateCase, visitsOf } from './template-page.js';

// The template's theme pages (issue 17 §1, "Pages"): /theme-pages/treeview (a WAI-ARIA tree),
// /theme-pages/pricing (Katha's real plans from the CMS), /theme-pages/account-settings (the kit's
// tabs, a demo), /theme-pages/faq (the kit's accordion and a search) in the template's shell, and
// the landing page (/landingpage), full screen without the shell.
//
// Each page once in CI, in one case (locale × mode × direction × width) that rotates from run to
// run (KATHA_FULL_MATRIX=1: every page in every case): axe finds no violation, nothing is wider
// than the window, no console error. Journeys: the tree from the keyboard alone, the pricing page
// against the CMS's plans, the FAQ search, the settings' checks, the landing page's call to action.

const LANDING = '/landingpage';
const PAGES = [
  '/theme-pages/treeview',
  '/theme-pages/pricing',
  '/theme-pages/account-settings',
  '/theme-pages/faq',
  LANDING,
];

const open = (page: Page, pathname: string, item: TemplateCase) =>
  openTemplatePage(page, pathname, item, pathname === LANDING ? { heading: 'main h1' } : {});

for (const [pathname, item] of visitsOf(PAGES)) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(`${label}: axe, width and console`, async ({ page }) => {
    const errors = await open(page, pathname, item);
    // The pages that read the CMS are checked with its answer on screen, not their placeholders.
    if (pathname.endsWith('/pricing')) await expect(page.getByTestId('plan').first()).toBeVisible();
    if (pathname === LANDING) {
      await expect(page.getByTestId('landing-latest').locator('a').first()).toBeVisible();
      // Full screen: neither the template's shell nor the site's header.
      await expect(page.locator('katha-app-shell')).toHaveCount(0);
      await expect(page.locator('katha-top-bar')).toHaveCount(0);
    }
    await expectClean(page, errors, label);
  });
}

const EN: TemplateCase = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };
const item = (page: Page, id: string) => page.locator(`[role="treeitem"][data-id="${id}"]`);

test('tree view: moved through, opened, closed and selected from the keyboard alone', async ({ page }) => {
  const errors = await open(page, '/theme-pages/treeview', EN);
  const tree = page.getByRole('tree', { name: "Katha's sections" });
  await expect(tree).toBeVisible();
  // One item in the tab order: Tab from the Close all button lands on the first.
  await page.getByText('Close all').click();
  await page.keyboard.press('Tab');
  await expect(item(page, 'reading')).toBeFocused();
  await expect(item(page, 'reading')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[role="treeitem"][tabindex="0"]')).toHaveCount(1);
  // Right opens, Right again enters, Down moves on, Left goes back to the parent, Left closes.
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'reading')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'home')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'search')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'reading')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'reading')).toHaveAttribute('aria-expanded', 'false');
  await expect(item(page, 'home')).toHaveCount(0);
  // End and Home; type-ahead to the next item starting with the letter.
  await page.keyboard.press('End');
  await expect(item(page, 'languages')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, 'reading')).toBeFocused();
  await page.keyboard.press('w');
  await expect(item(page, 'writing')).toBeFocused();
  // Enter selects (and opens a branch); a leaf is selected with Space.
  await page.keyboard.press('Enter');
  await expect(item(page, 'writing')).toHaveAttribute('aria-selected', 'true');
  await expect(item(page, 'writing')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('tree-selected')).toHaveText('Selected: Writing');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'my-articles')).toBeFocused();
  await page.keyboard.press(' ');
  await expect(page.getByTestId('tree-selected')).toHaveText('Selected: My articles');
  await expect(item(page, 'writing')).toHaveAttribute('aria-selected', 'false');
  expect(errors).toEqual([]);
});

test('tree view in rtl: the arrows follow the reading direction (Left opens and enters, Right goes back)', async ({
  page,
}) => {
  const errors = await open(page, '/theme-pages/treeview', {
    locale: 'hi-IN',
    mode: 'dark',
    dir: 'rtl',
    width: 390,
  });
  await item(page, 'writing').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'writing')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'write')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'writing')).toBeFocused();
  // Type-ahead in Devanagari: भ (भाषाएँ, the languages), as a Hindi keyboard sends it (Playwright's
  // keyboard knows only the US layout's keys).
  await item(page, 'writing').dispatchEvent('keydown', { key: 'भ' });
  await expect(item(page, 'languages')).toBeFocused();
  expect(errors).toEqual([]);
});

test("pricing: the CMS's active plans, monthly and yearly, in rupees of the page's language", async ({
  page,
}) => {
  const response = await fetch(`${cmsApi()}/subscription-plans?locale=hi-IN&filters[is_active][$eq]=true`);
  const plans = (await response.json()).data as { name: string; price: number; interval: 'month' | 'year' }[];
  const of = (interval: 'month' | 'year') => plans.filter((plan) => plan.interval === interval);
  expect(of('month').length).toBeGreaterThan(0);
  expect(of('year').length).toBeGreaterThan(0);
  const rupees = (amount: number) =>
    new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
      amount,
    );
  const errors = await open(page, '/theme-pages/pricing', { ...EN, locale: 'hi-IN' });
  const cards = page.getByTestId('plan');
  const monthly = page.getByRole('button', { name: 'मासिक', exact: true });
  const yearly = page.getByRole('button', { name: 'वार्षिक', exact: true });
  await expect(monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(yearly).toHaveAttribute('aria-pressed', 'false');
  for (const [interval, toggle] of [
    ['month', monthly],
    ['year', yearly],
  ] as const) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // Every plan in both views: those of the period at their price, the others saying what they bill.
    await expect(cards).toHaveCount(plans.length);
    for (const plan of plans) {
      const card = cards.filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
      const line = plan.interval === interval ? '.tp-plan__price' : '.tp-plan__muted';
      await expect(card.locator(line)).toContainText(rupees(plan.price));
    }
  }
  await expect(monthly).toHaveAttribute('aria-pressed', 'false');
  expect(errors).toEqual([]);
});

test('pricing: a failed call shows the error state in place of the cards, its retry brings the plans; no plans, the empty state', async ({
  page,
}) => {
  let answer: 'fail' | 'empty' | 'real' = 'fail';
  await page.route(
    (url) => url.pathname === '/api/subscription-plans',
    (route) =>
      answer === 'fail'
        ? route.fulfill({
            status: 500,
            json: { data: null, error: { status: 500, name: 'InternalServerError' } },
          })
        : answer === 'empty'
          ? route.fulfill({
              json: { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } },
            })
          : route.fallback(),
  );
  await open(page, '/theme-pages/pricing', EN);
  const error = page.locator('katha-error-state');
  await expect(error.getByText('We could not load this.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  answer = 'real';
  await error.locator('katha-button').click();
  await expect(page.getByTestId('plan').first()).toBeVisible();
  await expect(error).toHaveCount(0);
  // No active plan at all: the empty state (and no toggle: there is nothing to switch between).
  answer = 'empty';
  await page.reload();
  await expect(page.locator('katha-empty-state').getByText('No plans yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Monthly', exact: true })).toHaveCount(0);
});

test('FAQ: the search keeps the matching questions, says none match, and clears', async ({ page }) => {
  const errors = await open(page, '/theme-pages/faq', EN);
  const questions = page.locator('katha-accordion [slot]');
  await expect(questions).toHaveCount(8);
  const search = page.locator('katha-text-field[name="faq-search"] input');
  await search.fill('rupees');
  await expect(page.getByTestId('faq-count')).toHaveText('1 question');
  await expect(questions).toHaveCount(1);
  await expect(page.getByText('When are earnings paid?')).toBeVisible();
  // The match opens: its answer shows.
  await expect(page.getByText(/paid in rupees to the bank account/)).toBeVisible();
  await search.fill('monsoon poetry');
  await expect(page.getByTestId('faq-count')).toHaveText('No question matches.');
  await expect(questions).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(questions).toHaveCount(8);
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  expect(errors).toEqual([]);
});

test('account settings: a demo whose forms check as you type and on submit', async ({ page }) => {
  const errors = await open(page, '/theme-pages/account-settings', EN);
  await expect(page.getByTestId('demo-note')).toContainText('nothing you do here changes your real account');
  const phone = page.locator('katha-text-field[name="phone"] input');
  await phone.fill('12345');
  await expect(page.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeVisible();
  await phone.fill('9123456780');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('account-saved')).toHaveText(/Saved the details of Asha Rao/);
  // The security tab: every error on submit, the first field focused; then a good change.
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('input[name="current"]')).toBeFocused();
  await expect(page.locator('#current-error')).toHaveText('Please fill this in.');
  await page.locator('input[name="current"]').fill('katha2025');
  await page.locator('input[name="newPassword"]').fill('katha2026');
  await page.locator('input[name="confirm"]').fill('katha2027');
  await expect(page.locator('#confirm-error')).toHaveText('The passwords do not match.');
  await page.locator('input[name="confirm"]').fill('katha2026');
  await page.locator('input[name="confirm"]').press('Enter');
  await expect(page.getByTestId('password-changed')).toHaveText(/Password changed/);
  // The bills tab: the kit's table, in rupees.
  await page.getByRole('tab', { name: 'Bills' }).click();
  await expect(page.getByRole('table', { name: 'Your bills' })).toContainText('₹999');
  await expectClean(page, errors, 'account settings after the journey');
});

test("landing page: the call to action reaches the home page (and the other, the editor's way)", async ({
  page,
}) => {
  // The server's list of the page's modules has the landing page's own chunk (its module is not a
  // src/pages/ one).
  const html = await (await fetch(webUrl() + LANDING)).text();
  expect(pageModulesOf(html).preload).toContainEqual(expect.stringMatching(/^\/assets\/landing-[\w-]+\.js$/));
  const errors = await open(page, LANDING, EN);
  const write = page.getByRole('link', { name: 'Start writing' }).first();
  await expect(write).toHaveAttribute('href', '/core/write/new');
  await page.getByRole('link', { name: 'Start reading' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('katha-top-bar')).toBeVisible();
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(errors).toEqual([]);
});
