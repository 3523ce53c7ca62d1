import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { expect, test } from './helpers.js';
import { expectNoSidewaysScroll } from './overflow.js';
import { expectClean, openTemplatePage, type TemplateCase, visitsOf } from './template-page.js';

// The shop app of the template (issue 17: /apps/ecommerce/{shop,detail/{id},list,checkout}): sample
// products with filters, a detail page, a product table and a cart with a checkout wizard, prices in
// rupees per locale. Each route once in a rotating case (every case with KATHA_FULL_MATRIX=1): no
// console error, axe 0, nothing wider than the window. Then the journey a buyer takes: filter the
// shop, open a product, add 2 to the cart, find them after a reload, check out with a wrong PIN code
// (its message is shown and announced), fix it and place the order: the cart is then empty.

const ROUTES = [
  '/apps/ecommerce/shop',
  '/apps/ecommerce/detail/1',
  '/apps/ecommerce/list',
  '/apps/ecommerce/checkout',
];

/** What each route shows once its page has loaded and hydrated. */
const READY: Record<string, string> = {
  '/apps/ecommerce/shop': '.shop-grid katha-button',
  '/apps/ecommerce/detail/1': 'katha-tabs',
  '/apps/ecommerce/list': 'katha-data-table tbody tr',
  '/apps/ecommerce/checkout': 'katha-empty-state',
};

const open = (page: Page, pathname: string, item: TemplateCase) =>
  openTemplatePage(page, pathname, item, { hydrated: '[defer-hydration]' });

for (const [pathname, item] of visitsOf(ROUTES)) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(`${label}: clean`, async ({ page }) => {
    const errors = await open(page, pathname, item);
    await expect(page.locator(READY[pathname]!).first()).toBeVisible();
    await expectClean(page, errors, label);
  });
}

const EN: TemplateCase = { locale: 'en', mode: 'light', dir: 'ltr', width: 1280 };
const alertOf = (host: Locator) => host.locator('[role="alert"]');

test('an unknown product shows a clear not-found state', async ({ page }) => {
  const errors = await open(page, '/apps/ecommerce/detail/999', EN);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the shop' }).last()).toBeVisible();
  expect(errors).toEqual([]);
});

test('journey: filter the shop, open a product, add 2, check out with a bad PIN code, fix it, order', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = await open(page, '/apps/ecommerce/shop', EN);
  const cards = page.locator('.shop-card');
  await expect(cards).toHaveCount(12);
  // Filter: books only, then 4 stars and up; the count is announced.
  await page.locator('.shop-aside').getByRole('checkbox', { name: 'Books', exact: true }).click();
  await expect(cards).toHaveCount(4);
  await page.locator('.shop-aside').getByRole('radio', { name: '4 stars and up' }).click();
  await expect(page.locator('.shop-actions [role="status"]')).toHaveText('4 products');
  await page.locator('.shop-tools katha-text-field input').fill('monsoon');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('₹499');

  // Open it, add 2 to the cart.
  await cards.first().getByRole('link', { name: 'Monsoon Letters' }).last().click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/detail\/1$/);
  await expect(page.locator('katha-app-shell h1')).toHaveText('Monsoon Letters');
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.locator('.shop-quantity__value')).toHaveText('2');
  await page.locator('.shop-info katha-button', { hasText: 'Add 2 to cart' }).click();
  await expect(page.locator('.shop-info [role="status"]')).toHaveText(
    'Added 2 of Monsoon Letters to the cart.',
  );
  await expect(page.getByRole('link', { name: 'Cart (2 items)' })).toBeVisible();

  // The checkout: the cart survives a reload.
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/checkout$/);
  await page.reload();
  const line = page.locator('.shop-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('₹499 each · ₹998');
  await expect(page.locator('.shop-totals')).toContainText('₹1,117.76');
  await page.locator('katha-button', { hasText: 'Continue to address' }).click();
  await expect(page.locator('#checkout-address h2')).toBeFocused();

  const field = (name: string) => page.locator(`katha-text-field[name="${name}"]`);
  await field('name').locator('input').fill('Asha Rao');
  await field('street').locator('input').fill('12, 4th Cross, Jayanagar');
  await field('city').locator('input').fill('Bengaluru');
  await field('pin').locator('input').fill('5600');
  await field('phone').locator('input').fill('9876543210');
  await page.locator('katha-button', { hasText: 'Continue to payment' }).click();
  await expect(alertOf(field('pin'))).toHaveText('A PIN code is 6 digits and does not start with 0.');
  await expect(page.locator('.template-card > [role="status"]')).toHaveText('One field needs a correction.');
  await expect(field('pin').locator('input')).toBeFocused();
  await expect(page.locator('katha-stepper')).toContainText('Needs attention');
  await expectNoAxeViolations(page, 'address step with a wrong PIN code');

  await field('pin').locator('input').fill('560011');
  await expect(alertOf(field('pin'))).toHaveCount(0);
  await page.locator('katha-button', { hasText: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Cash on delivery' }).click();
  await page.locator('katha-button', { hasText: 'Place order (₹1,117.76)' }).click();
  await expect(page.locator('#checkout-done')).toContainText('Thank you, Asha Rao!');
  await expect(page.locator('.shop-order')).toHaveText(/^Order number: KTH-[0-9A-Z]{6}$/);
  await expect(page.locator('#checkout-done')).toContainText(
    'by Cash on delivery, to be delivered to Bengaluru 560011',
  );
  await expectNoAxeViolations(page, 'order placed');

  // The cart is empty now, after a reload too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('katha-template-shop-cart'))).toBe('[]');
  expect(errors).toEqual([]);
});

test('phone: the filters open in a drawer; the product table sorts, searches and selects into the cart', async ({
  page,
}) => {
  const errors = await open(page, '/apps/ecommerce/shop', { ...EN, width: 390 });
  await expect(page.locator('.shop-aside')).toBeHidden();
  await page.locator('.shop-filters-button').click();
  const drawer = page.locator('katha-drawer');
  await drawer.getByRole('checkbox', { name: 'Pens and ink' }).click();
  await expectNoAxeViolations(page, 'filter drawer');
  await drawer.locator('katha-button', { hasText: 'Show 3 products' }).click();
  await expect(page.locator('.shop-card')).toHaveCount(3);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(page.url().replace('/shop', '/list'));
  const table = page.locator('katha-data-table');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await table.locator('input[type="search"]').fill('notebook');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await table.locator('tbody katha-checkbox').first().click();
  await expect(page.locator('.shop-actions .shop-status')).toContainText('1 product selected');
  await page.locator('katha-button', { hasText: 'Add selected to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart (1 item)' })).toBeVisible();

  // The cart on a 360 px phone: one column, nothing wider than the window.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('link', { name: 'Cart (1 item)' }).click();
  await expect(page.locator('.shop-line')).toHaveCount(1);
  await expectNoSidewaysScroll(page, 'cart at 360 px');
  await expectNoAxeViolations(page, 'cart with a line');
  expect(errors).toEqual([]);
});
