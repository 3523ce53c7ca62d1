import { expect, test, waitingForTheApp, webUrl } from './helpers.js';

/** Issue 15, section 3, items 5 and 7: the header of a visitor on a phone. */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

for (const locale of ['en', 'hi-IN', 'kn-IN']) {
  test(`a ${locale} visitor's header on a 390px phone keeps the page 390px wide`, async ({ browser }) => {
    const context = await browser.newContext(phone);
    await context.addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
    const page = waitingForTheApp(await context.newPage());
    await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
    await page.goto(webUrl());
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.locator('katha-top-bar katha-language-switcher')).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The login icon's tooltip (hidden until hover or focus) stuck out past the edge: 395-413 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Shown (keyboard focus), every tooltip of the header stays inside the window too.
    const buttons = page.locator('katha-top-bar katha-icon-button:visible');
    for (let index = 0; index < (await buttons.count()); index++) {
      const button = buttons.nth(index);
      await button.focus();
      const tooltip = button.locator('[part="tooltip"]');
      await expect(tooltip).toHaveCSS('opacity', '1');
      const box = (await tooltip.boundingBox())!;
      const name = await button.getAttribute('icon');
      expect(box.x, `${name}'s tooltip`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name}'s tooltip`).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await context.close();
  });
}

test('a visitor on a phone searches from the header: the search icon replaces the hidden box', async ({
  browser,
}) => {
  const context = await browser.newContext(phone);
  const page = waitingForTheApp(await context.newPage());
  await page.goto(webUrl());
  await expect(page.locator('header katha-search-box')).toBeHidden();
  const search = page.getByRole('link', { name: 'Search', exact: true });
  await expect(search).toBeVisible();
  await search.click();
  await expect(page).toHaveURL(`${webUrl()}/core/search`);
  const field = page.locator('main').getByRole('searchbox').first();
  await field.fill('monsoon');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/core\/search\?key=monsoon/);
  await context.close();
});

test('a visitor on a desktop has the search box and no search icon', async ({ page }) => {
  await page.goto(webUrl());
  await expect(page.locator('header katha-search-box')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search', exact: true })).toBeHidden();
});
