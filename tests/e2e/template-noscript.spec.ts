import type { Browser, Page } from '@playwright/test';
import { expect, test, webUrl } from './helpers.js';

// The template shell's menu as the server draws it, script off (issue 33, items 1 and 2): on a
// desktop the horizontal layout's bar under the header, as the app draws it, with no dropdown open
// (the section holding the page only marked); on a phone the drawer's button, no bar. The server
// cannot know the window: it draws a large window's menu, which CSS swaps for the button below lg.

type Locale = 'en' | 'hi-IN' | 'kn-IN';

const menu = (page: Page) => page.locator('katha-nav-menu');
const topLevel = (page: Page) => page.locator('katha-nav-menu .list > li > .item');
const heading = (page: Page) => page.locator('katha-app-shell').getByRole('heading', { level: 1 });
const menuButton = (page: Page) => page.locator('katha-app-shell header[part="header"] > katha-icon-button');

/** A page in a language with script on or off, at a width; with script, once hydrated. */
async function open(browser: Browser, pathname: string, locale: Locale, width: number, script: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: script, viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
  await context.addInitScript((locale) => localStorage.setItem('locale', locale), locale);
  const page = await context.newPage();
  const response = await page.goto(webUrl() + pathname);
  expect(response?.status(), pathname).toBe(200);
  await expect(heading(page)).toBeVisible();
  if (script) {
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[defer-hydration]')).toHaveCount(0);
  }
  return page;
}

/** What a person sees of the shell's frame: where the menu is, its entries' boxes, the heading's top. */
const frame = (page: Page) =>
  page.evaluate(() => {
    const shell = document.querySelector('katha-app-shell')!;
    const visible = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0;
    const box = (element: Element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return [left, top, width, height].map(Math.round).join(' ');
    };
    const items = [
      ...(document.querySelector('katha-nav-menu')?.shadowRoot?.querySelectorAll('.list > li > .item') ?? []),
    ].filter(visible);
    return {
      bar: visible(shell.shadowRoot!.querySelector('.hnav')),
      button: visible(shell.shadowRoot!.querySelector('header > katha-icon-button')),
      items: items.map(box),
      heading: box(shell.querySelector('h1')!),
    };
  });

const PAGES = [
  ['/apps/ecommerce/shop', 'en', 'section-apps'],
  ['/apps/ecommerce/list', 'hi-IN', 'section-apps'],
  ['/ui-components/avatar', 'kn-IN', 'section-ui'],
] as const;

test('script off on a desktop: the menu is the bar under the header, no dropdown open, as the app draws it', async ({
  browser,
}) => {
  for (const [pathname, locale, section] of PAGES) {
    const label = `${pathname} ${locale}`;
    const page = await open(browser, pathname, locale, 1366, false);
    await expect(page.locator('katha-app-shell'), label).toHaveAttribute('menu-placement', 'bar');
    await expect(menu(page), label).toHaveAttribute('orientation', 'horizontal');
    await expect(menu(page), label).toBeVisible();
    await expect(menuButton(page), `${label}: the drawer's button`).toBeHidden();
    await expect(topLevel(page), label).toHaveCount(9);
    const tops = await topLevel(page).evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `${label}: rows of the menu bar (${tops.join(', ')})`).toBe(1);
    await expect(page.locator('katha-nav-menu [aria-expanded="true"]'), label).toHaveCount(0);
    await expect(page.locator('katha-nav-menu .list > li > ul.group-list'), label).toHaveCount(9);
    for (const list of await page.locator('katha-nav-menu ul.group-list').all())
      await expect(list, `${label}: a dropdown open`).toBeHidden();
    await expect(
      page.locator('katha-nav-menu .current-group[data-group^="section-"]'),
      label,
    ).toHaveAttribute('data-group', section);
    const served = await frame(page);
    await page.context().close();

    // The app, once it runs, keeps that frame: nothing a person sees moves.
    const app = await open(browser, pathname, locale, 1366, true);
    await expect(app.locator('katha-app-shell')).toHaveAttribute('menu-placement', 'bar');
    expect(await frame(app), label).toEqual(served);
    await app.context().close();
  }
});

test("script off on a phone: the drawer's button in the header, no bar, as the app draws it", async ({
  browser,
}) => {
  const page = await open(browser, '/apps/ecommerce/shop', 'kn-IN', 390, false);
  await expect(menuButton(page)).toBeVisible();
  await expect(menu(page)).toBeHidden();
  const served = await frame(page);
  expect(served.bar).toBe(false);
  await page.context().close();
  const app = await open(browser, '/apps/ecommerce/shop', 'kn-IN', 390, true);
  await expect(app.locator('katha-app-shell')).toHaveAttribute('menu-placement', 'drawer');
  expect(await frame(app)).toEqual(served);
  await app.context().close();
});
