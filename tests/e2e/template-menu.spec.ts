import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { expect, test, webUrl } from './helpers.js';
import { expectNoSidewaysScroll } from './overflow.js';

// The template shell's menu as a picky reader finds it (issue 33, items 2 to 4): in the horizontal
// layout no dropdown opens by itself (the section holding the page is only marked) and the bar
// stays one row at 1366 px in every language; beside the sidebar the logo shows once; in the
// phone's drawer the profile card is whole; every entry of the menu leads to a page, and a path of
// the template's areas without one is the not-found page inside the shell, with its menu.

type Locale = 'en' | 'hi-IN' | 'kn-IN';
type Layout = 'vertical' | 'horizontal';

/** The page's heading, in the shell. */
const heading = (page: Page) => page.locator('katha-app-shell').getByRole('heading', { level: 1 });

/** Opens a path in a language and menu layout; resolves with the console errors seen from then on. */
async function open(page: Page, pathname: string, locale: Locale, navLayout: Layout, status = 200) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.context().addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
  await page.addInitScript(
    ({ locale, navLayout }) => {
      localStorage.setItem('locale', locale);
      localStorage.setItem('katha-theme-settings', JSON.stringify({ activeMode: 'light', navLayout }));
    },
    { locale, navLayout },
  );
  const response = await page.goto(webUrl() + pathname);
  expect(response?.status(), pathname).toBe(status);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(heading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return errors;
}

/** Waits until the menu is the bar's row of section dropdowns (after the server's column hydrated). */
async function rowDrawn(page: Page) {
  await expect(page.locator('katha-nav-menu')).toHaveAttribute('orientation', 'horizontal');
  await expect(page.locator('katha-nav-menu .list > li > ul.group-list[popover]').first()).toBeAttached();
}

const topLevel = (page: Page) => page.locator('katha-nav-menu .list > li > .item');

// The ten shell pages whose load opened a dropdown: the section (a dropdown of the row) each is in.
const OPENED = [
  ['/apps/blog/post', 'Apps'],
  ['/apps/blog/detail/night-train-to-hampi', 'Apps'],
  ['/apps/ecommerce/shop', 'Apps'],
  ['/apps/ecommerce/detail/1', 'Apps'],
  ['/apps/ecommerce/list', 'Apps'],
  ['/apps/ecommerce/checkout', 'Apps'],
  ['/apps/user-profile/profile', 'Apps'],
  ['/apps/user-profile/followers', 'Apps'],
  ['/apps/user-profile/friends', 'Apps'],
  ['/apps/user-profile/gallery', 'Apps'],
] as const;

test('horizontal: no dropdown opens by itself on load; the section holding the page is marked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const locales: Locale[] = ['en', 'hi-IN', 'kn-IN'];
  for (const [index, [pathname, section]] of OPENED.entries()) {
    const locale = locales[index % locales.length]!;
    await open(page, pathname, locale, 'horizontal');
    await rowDrawn(page);
    const label = `${pathname} ${locale}`;
    await expect(page.locator('katha-nav-menu [aria-expanded="true"]'), label).toHaveCount(0);
    await expect(
      page.locator('katha-nav-menu ul.group-list[popover]:not([hidden])'),
      `${label}: a dropdown open`,
    ).toHaveCount(0);
    await expect(
      page.locator('katha-nav-menu .current-group[data-group^="section-"]'),
      label,
    ).toHaveAttribute('data-group', `section-${section.toLowerCase()}`);
  }
  // A dropdown still opens on a click, and Escape closes it.
  const apps = page.locator('katha-nav-menu [data-group="section-apps"]');
  await apps.click();
  await expect(apps).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('katha-nav-menu #group-section-apps')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(apps).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('katha-nav-menu #group-section-apps')).toBeHidden();
});

test('horizontal at 1366 px: the menu bar is one row in every language', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const locale of ['en', 'hi-IN', 'kn-IN'] as const) {
    const errors = await open(page, '/ui-components/avatar', locale, 'horizontal');
    await rowDrawn(page);
    await expect(topLevel(page)).toHaveCount(9);
    const tops = await topLevel(page).evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `${locale}: rows of the menu bar (${tops.join(', ')})`).toBe(1);
    await expectNoSidewaysScroll(page, `bar ${locale}`);
    await expectNoAxeViolations(page, `bar ${locale}`);
    expect(errors).toEqual([]);
  }
});

test('vertical: the logo shows once, at the top of the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/ui-components/avatar', 'en', 'vertical');
  await expect(page.locator('katha-app-shell aside.sidebar')).toBeVisible();
  await expect(page.locator('katha-app-shell')).toHaveAttribute('menu-placement', 'sidebar');
  await expect(page.locator('katha-logo:visible')).toHaveCount(1);
  await expect(page.locator('katha-logo[slot="sidebar-header"]')).toBeVisible();
  // In the horizontal layout the header keeps it (the bar has none).
  await page.locator('katha-top-bar katha-icon-button.settings').click();
  await page.locator('katha-customizer input[name="navLayout"]').nth(1).check();
  await expect(page.locator('katha-app-shell')).toHaveAttribute('menu-placement', 'bar');
  await expect(page.locator('katha-top-bar katha-logo')).toBeVisible();
});

test('phone: the drawer shows the profile card whole, under the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['en', 'kn-IN'] as const) {
    const errors = await open(page, '/ui-components/avatar', locale, 'vertical');
    await page.locator('katha-app-shell header[part="header"] > katha-icon-button').click();
    await expect(page.locator('katha-app-shell katha-drawer')).toHaveAttribute('open', '');
    const card = page.locator('katha-profile-card .card');
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.y + box.height, `${locale}: the card's bottom`).toBeLessThanOrEqual(844);
    // The menu scrolls above it: its last entry is reached by scrolling the menu, the card stays.
    const last = page.locator('katha-nav-menu a.item[target="_blank"]');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect((await card.boundingBox())!.y).toBe(box.y);
    await expectNoAxeViolations(page, `drawer ${locale}`);
    expect(errors).toEqual([]);
  }
});

test('every menu entry leads to a page in the shell', async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/dashboards/modern', 'en', 'vertical');
  const hrefs = await page
    .locator('katha-nav-menu a.item:not([target="_blank"])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(60);
  const missing: string[] = [];
  for (const href of hrefs) {
    const response = await request.get(webUrl() + href, { maxRedirects: 0 });
    if (response.status() !== 200) missing.push(`${href} (${response.status()})`);
  }
  expect(missing, 'menu entries without a page').toEqual([]);
  // An entry of the nested demo menu: its page in the shell, the groups above it open.
  await page.locator('katha-nav-menu [data-group="menuLevel"]').click();
  await page.locator('katha-nav-menu [data-group="menuLevel2"]').click();
  await page.locator('katha-nav-menu a.item[href="/menu-demo/level-2-1"]').click();
  await expect(heading(page)).toHaveText('Level 2.1');
  await expect(page.locator('katha-nav-menu [aria-current="page"]')).toHaveAttribute(
    'href',
    '/menu-demo/level-2-1',
  );
  await expect(page.locator('.template-trail li')).toHaveText([
    'Other',
    'Menu level',
    'Menu level 2',
    'Level 2.1',
  ]);
  await page.reload();
  await expect(page.locator('katha-nav-menu [data-group="menuLevel2"]')).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(heading(page)).toHaveText('Level 2.1');
  await expectNoAxeViolations(page, 'menu demo level 2.1');
});

test('a template path without a page is the not-found page inside the shell, translated', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const cases = [
    ['/apps/no-such-app', 'en', 'Page not found'],
    ['/menu-demo/level-9', 'kn-IN', 'ಪುಟ ಸಿಗಲಿಲ್ಲ'],
    ['/ui-components/nothing', 'hi-IN', 'पेज नहीं मिला'],
  ] as const;
  for (const [pathname, locale, title] of cases) {
    const errors = await open(page, pathname, locale, 'vertical', 404);
    await expect(heading(page)).toHaveText(title);
    await expect(page.locator('katha-app-shell aside.sidebar')).toBeVisible();
    await expect(page.locator('katha-nav-menu')).toBeVisible();
    await expect(page.locator('katha-nav-menu [aria-current="page"]')).toHaveCount(0);
    await expectNoAxeViolations(page, `not found ${pathname} ${locale}`);
    expect(errors).toEqual([]);
  }
  // The server's page already has the shell, with its menu.
  const html = await (await fetch(`${webUrl()}/apps/no-such-app`)).text();
  expect(html).toContain('<katha-app-shell');
  expect(html).toContain('<katha-nav-menu');
});
