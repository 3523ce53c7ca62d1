import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { type Manifest, staticImports } from '../../apps/web/server/vite-manifest.js';
import { expectNoAxeViolations } from './axe.js';
import {
  apiLogin,
  articleSlugs,
  expect,
  pageModulesOf,
  signInWithToken,
  test,
  waitingForTheApp,
  webUrl,
} from './helpers.js';
import { expectNoSidewaysScroll } from './overflow.js';

// The template screens' shell (issue 16, section 1): the kit's app shell with the site's header and
// settings drawer, the demo menu (apps/web/src/template/menu.ts) and the sidebar's profile card.
// The menu's behaviours (highlight, auto-expand, toggle, mini 87 px, hover-expand, the phone's
// drawer closing after a click, horizontal, rtl) in English and an Indic language, light and dark,
// desktop and phone: each pair of values meets in some case (en light desktop, hi-IN light phone,
// kn-IN dark desktop, en dark phone); axe finds no violation, nothing is wider
// than the window, no console error. And the template's code never reaches the reader's routes.

const MANIFEST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/build/client/.vite/manifest.json',
);

type Settings = {
  activeMode: 'light' | 'dark';
  activeDir?: 'ltr' | 'rtl';
  navLayout?: 'vertical' | 'horizontal';
};

/** Opens a path in a language with these theme settings; console errors are collected. */
async function open(page: Page, pathname: string, locale: string, settings: Settings) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.context().addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
  await page.addInitScript(
    ({ locale, settings }) => {
      localStorage.setItem('locale', locale);
      localStorage.setItem('katha-theme-settings', JSON.stringify(settings));
    },
    { locale, settings },
  );
  const response = await page.goto(webUrl() + pathname);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('data-katha-mode', settings.activeMode);
  await expect(page.locator('katha-app-shell main h1, katha-app-shell h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return errors;
}

const menuItem = (page: Page, title: string): Locator =>
  page.locator('katha-nav-menu .item').filter({ has: page.locator(`.title:text-is("${title}")`) });
const menuLink = (page: Page, href: string): Locator => page.locator(`katha-nav-menu a.item[href="${href}"]`);
const sidebar = (page: Page) => page.locator('katha-app-shell aside.sidebar');
const width = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().width);

async function expectClean(page: Page, errors: string[], label: string) {
  await expectNoSidewaysScroll(page, label);
  await expectNoAxeViolations(page, label);
  expect(errors, `${label}: console errors`).toEqual([]);
}

test('the reader routes never request the template code', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const closure = (key: string, into?: Set<string>) => staticImports(manifest, key, into);
  // The template's chunks: the shell's own and those only it (and the demo pages) import.
  const shared = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest))
    if (!key.startsWith('src/template/')) {
      closure(key, shared);
      for (const lazy of chunk.dynamicImports ?? [])
        if (!lazy.startsWith('src/template/')) closure(lazy, shared);
    }
  const templateKeys = [...closure('src/template/shell.tsx')].filter(
    (key) => key === 'src/template/shell.tsx' || !shared.has(key),
  );
  const templateFiles = templateKeys.map((key) => `/${manifest[key]!.file}`);
  expect(templateFiles.length).toBeGreaterThan(0);

  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const [slug] = await articleSlugs('en', 1);
  for (const pathname of ['/', `/core/article/${encodeURIComponent(slug!)}`, '/core/search?key=the']) {
    await page.goto(webUrl() + pathname);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((file) => file.startsWith('/assets/')).length).toBeGreaterThan(0);
  expect(requested.filter((file) => templateFiles.includes(file))).toEqual([]);
  // Nor any of its modules inside a chunk the reader's pages share (the build's `common` group
  // takes what many chunks share, and the template has many): each script's source map names them
  // (all but the bundler's runtime have one). The template's table too (src/template/screens.ts):
  // the router knows the template's areas only (src/routes.ts TEMPLATE_AREAS), the shell the rest.
  const client = path.dirname(path.dirname(MANIFEST));
  const templateSources = requested
    .map((file) => path.join(client, `${file}.map`))
    .filter((map) => map.includes('/assets/') && existsSync(map))
    .flatMap((map) =>
      (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.filter((source) =>
        /src\/template\/|node_modules\/chart\.js\//.test(source),
      ),
    );
  expect(templateSources).toEqual([]);
  // The check can fail: a template page does load them, listed in the server's page.
  const html = await (await fetch(`${webUrl()}/ui-components/avatar`)).text();
  expect(pageModulesOf(html).preload).toContain(`/${manifest['src/template/shell.tsx']!.file}`);
  await page.goto(`${webUrl()}/ui-components/avatar`);
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual(expect.arrayContaining([`/${manifest['src/template/shell.tsx']!.file}`]));
});

test('paths without a page are the not-found page (404), in a template area too', async ({ page }) => {
  for (const pathname of ['/l1', '/ui-components/no-such-demo']) {
    const response = await page.goto(webUrl() + pathname);
    expect(response?.status(), pathname).toBe(404);
  }
});

test('every menu link opens a page, none the not-found page in the shell', async ({ page }) => {
  // The shell's pages, the router's template paths and the menu come from one table
  // (src/template/screens.ts): each screen has its page and its route, and a menu entry that is no
  // screen can only link out of the shell's areas (its type says so). A link to a path without a
  // page is the not-found page: a 404, or in the shell (200) for a route without a page.
  // The not-found page's heading in the shell, in the server's page (in English by default); the
  // auth demos' error page (no shell) says it too.
  const notFound = (html: string) => html.includes('<katha-app-shell') && html.includes('>Page not found<');
  // The check can fail: a template path without a page.
  expect(notFound(await (await fetch(`${webUrl()}/apps/no-such-app`)).text())).toBe(true);
  await page.goto(`${webUrl()}/ui-components/avatar`);
  const links = page.locator('katha-nav-menu a.item:not([target="_blank"])');
  await expect(links.first()).toBeAttached();
  const hrefs = await links.evaluateAll((each) => each.map((link) => link.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(60);
  const missing: string[] = [];
  for (const href of hrefs) {
    const response = await fetch(webUrl() + href, { redirect: 'manual' });
    if (response.status !== 200 || notFound(await response.text()))
      missing.push(`${href} (${response.status})`);
  }
  expect(missing, 'menu links without a page').toEqual([]);
});

test('desktop, en, light: highlight, auto-expand, toggle, mini sidebar and hover', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = await open(page, '/ui-components/avatar', 'en', {
    activeMode: 'light',
    navLayout: 'vertical',
  });
  await expect(page.locator('h1')).toHaveText('Avatar');
  // The sidebar: 270 px, every section of the demo menu, the profile card.
  await expect(sidebar(page)).toBeVisible();
  expect(await width(sidebar(page))).toBe(270);
  for (const title of ['Home', 'Apps', 'Pages', 'Forms', 'Tables', 'UI', 'Charts', 'Auth', 'Other'])
    await expect(
      page.locator('katha-nav-menu .subheader', { hasText: new RegExp(`^${title}$`) }),
    ).toHaveCount(1);
  await expect(menuItem(page, 'Modern').locator('katha-chip')).toHaveText('New');
  await expect(menuItem(page, 'Disabled')).toHaveAttribute('aria-disabled', 'true');
  await expect(menuItem(page, 'External link')).toHaveAttribute('target', '_blank');
  expect(
    await page
      .locator('katha-profile-card')
      .evaluate((card) => (card as HTMLElement & { name: string }).name),
  ).toBe('Mathew Anderson');
  await expect(page.locator('katha-profile-card')).toContainText('Mathew Anderson');
  await expect(page.locator('katha-profile-card katha-icon-button')).toHaveAttribute(
    'href',
    '/auth/auth1/login',
  );
  // Highlight and auto-expand: the current item, inside its group, open.
  await expect(page.locator('katha-nav-menu [aria-current="page"]')).toHaveCount(1);
  await expect(menuItem(page, 'Avatar')).toHaveAttribute('aria-current', 'page');
  await expect(menuItem(page, 'UI components')).toHaveAttribute('aria-expanded', 'true');
  // A group toggles on click; the nested demo menu opens level by level.
  const blog = menuItem(page, 'Blog');
  await expect(blog).toHaveAttribute('aria-expanded', 'false');
  await expect(menuItem(page, 'Posts')).toBeHidden();
  await blog.click();
  await expect(blog).toHaveAttribute('aria-expanded', 'true');
  await expect(menuItem(page, 'Posts')).toBeVisible();
  await blog.click();
  await expect(menuItem(page, 'Posts')).toBeHidden();
  await menuItem(page, 'Menu level').click();
  await menuItem(page, 'Menu level 2').click();
  await menuItem(page, 'Menu level 3').click();
  for (const title of ['Level 1', 'Level 1.1', 'Level 2', 'Level 2.1', 'Level 3', 'Level 3.1'])
    await expect(menuItem(page, title)).toBeVisible();
  await expectClean(page, errors, 'desktop en light');

  // Collapse: 87 px, icons only; hovering expands it, leaving collapses it again.
  await page.locator('katha-app-shell header[part="header"] > katha-icon-button').click();
  await expect(page.locator('katha-app-shell')).toHaveAttribute('collapsed', '');
  await expect.poll(() => width(sidebar(page))).toBe(87);
  await expect(page.locator('katha-nav-menu')).toHaveAttribute('collapsed', '');
  expect(await width(menuItem(page, 'Modern').locator('.text'))).toBeLessThanOrEqual(1);
  await page.locator('katha-app-shell main').hover();
  await sidebar(page).hover();
  await expect(page.locator('katha-app-shell')).toHaveAttribute('sidebar-hover', '');
  await expect.poll(() => width(sidebar(page))).toBe(270);
  await expect(page.locator('katha-nav-menu')).not.toHaveAttribute('collapsed', '');
  await page.mouse.move(1000, 400);
  await expect(page.locator('katha-app-shell')).not.toHaveAttribute('sidebar-hover', '');
  await expect.poll(() => width(sidebar(page))).toBe(87);
  await expectNoAxeViolations(page, 'desktop en light, collapsed');

  // Following an item routes in the app: the new page, its item highlighted.
  await page.locator('katha-app-shell header[part="header"] > katha-icon-button').click();
  await menuLink(page, '/ui-components/chip').click();
  await expect(page).toHaveURL(/\/ui-components\/chip$/);
  await expect(page.locator('h1')).toHaveText('Chip');
  await expect(menuLink(page, '/ui-components/chip')).toHaveAttribute('aria-current', 'page');
  await expect(menuLink(page, '/ui-components/avatar')).not.toHaveAttribute('aria-current', 'page');
  // The chip demo works: a removed topic goes, the restore button brings it back.
  const poetry = page.locator('katha-chip', { hasText: 'Poetry' });
  await poetry.locator('[part="remove"]').click();
  await expect(poetry).toHaveCount(0);
  await page.locator('katha-button', { hasText: 'Restore the topics' }).click();
  await expect(poetry).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('phone, hi-IN, light: the menu is a drawer that closes after an item click', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await open(page, '/ui-components/chip', 'hi-IN', {
    activeMode: 'light',
    navLayout: 'vertical',
  });
  await expect(page.locator('h1')).toHaveText('चिप');
  await expect(sidebar(page)).toHaveCount(0);
  await expectClean(page, errors, 'phone hi-IN light');
  const drawer = page.locator('katha-app-shell katha-drawer');
  await expect(drawer).not.toHaveAttribute('open', '');
  await page.locator('katha-app-shell header[part="header"] > katha-icon-button').click();
  await expect(drawer).toHaveAttribute('open', '');
  await expect(menuLink(page, '/ui-components/chip')).toHaveAttribute('aria-current', 'page');
  await expect(menuItem(page, 'यूआई घटक')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('katha-profile-card')).toContainText('डिज़ाइनर');
  await expectNoAxeViolations(page, 'phone hi-IN light, drawer open');
  await menuLink(page, '/ui-components/avatar').click();
  await expect(page).toHaveURL(/\/ui-components\/avatar$/);
  await expect(page.locator('h1')).toHaveText('अवतार');
  await expect(drawer).not.toHaveAttribute('open', '');
  await expect(page.locator('katha-app-shell')).not.toHaveAttribute('mobile-sidebar-open', '');
  await expectClean(page, errors, 'phone hi-IN light, avatar');
  // The narrower phone: the menu button and the header still fit.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  await expectNoSidewaysScroll(page, 'phone hi-IN light, narrowed to 360');
});

test('desktop, kn-IN, dark, rtl: the horizontal layout puts the menu under the header, mirrored', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = await open(page, '/ui-components/avatar', 'kn-IN', {
    activeMode: 'dark',
    navLayout: 'horizontal',
    activeDir: 'rtl',
  });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('h1')).toHaveText('ಅವತಾರ್');
  await expect(sidebar(page)).toHaveCount(0);
  const bar = page.locator('katha-app-shell [part="horizontal-nav"]');
  await expect(bar).toBeVisible();
  const header = await page.locator('katha-app-shell header[part="header"]').boundingBox();
  const barBox = await bar.boundingBox();
  expect(Math.round(barBox!.y)).toBe(Math.round(header!.y + header!.height));
  await expect(page.locator('katha-nav-menu')).toHaveAttribute('orientation', 'horizontal');
  // Each section is a dropdown; the one holding the current page is marked. In rtl the first
  // section sits at the right.
  const home = menuItem(page, 'ಮುಖಪುಟ');
  const ui = menuItem(page, 'ಯುಐ');
  await expect(ui).toHaveClass(/current-group/);
  expect((await home.boundingBox())!.x).toBeGreaterThan((await ui.boundingBox())!.x);
  await expectClean(page, errors, 'desktop kn-IN dark rtl horizontal');
  await ui.click();
  await expect(ui).toHaveAttribute('aria-expanded', 'true');
  await menuItem(page, 'ಯುಐ ಘಟಕಗಳು').click();
  await menuLink(page, '/ui-components/chip').click();
  await expect(page).toHaveURL(/\/ui-components\/chip$/);
  await expect(page.locator('h1')).toHaveText('ಚಿಪ್');
  await expect(ui).toHaveAttribute('aria-expanded', 'false');
  await expectClean(page, errors, 'desktop kn-IN dark rtl horizontal, chip');
});

test('phone, en, dark, rtl: the drawer opens from the right', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = await open(page, '/ui-components/avatar', 'en', { activeMode: 'dark', activeDir: 'rtl' });
  await page.locator('katha-app-shell header[part="header"] > katha-icon-button').click();
  await expect(page.locator('katha-app-shell katha-drawer')).toHaveAttribute('open', '');
  const item = await menuItem(page, 'Avatar').boundingBox();
  expect(item!.x + item!.width).toBeGreaterThan(300);
  expect(item!.x).toBeGreaterThan(360 - 270 - 1);
  await expectClean(page, errors, 'phone en dark rtl, drawer open');
});

test('desktop, kn-IN, light: the tabs and dialog demos work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  let errors = await open(page, '/ui-components/tabs', 'kn-IN', {
    activeMode: 'light',
    navLayout: 'vertical',
  });
  await expect(page.locator('h1')).toHaveText('ಟ್ಯಾಬ್‌ಗಳು');
  await expect(menuLink(page, '/ui-components/tabs')).toHaveAttribute('aria-current', 'page');
  const tabs = page.locator('katha-tabs').first().locator('[role="tab"]');
  await expect(tabs).toHaveCount(3);
  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.template-result')).toHaveText('ಆಯ್ಕೆಯಾದ ಟ್ಯಾಬ್: ಲೇಖಕ');
  await expect(page.locator('katha-tabs p[slot="author"]')).toBeVisible();
  await expect(page.locator('katha-tabs p[slot="story"]')).toBeHidden();
  await expectClean(page, errors, 'tabs kn-IN light');

  await page.close();
  page = waitingForTheApp(await page.context().newPage());
  errors = await open(page, '/ui-components/dialog', 'kn-IN', { activeMode: 'light', navLayout: 'vertical' });
  const dialog = page.locator('katha-dialog').first();
  const opener = page.locator('katha-button', { hasText: 'ಸುದ್ದಿಪತ್ರಕ್ಕೆ ಚಂದಾದಾರರಾಗಿ' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveAttribute('open', '');
  await expectNoAxeViolations(page, 'dialog kn-IN light, open');
  await page.keyboard.press('Escape');
  await expect(dialog).not.toHaveAttribute('open', '');
  await expect(page.locator('.template-result').first()).toHaveText('ನೀವು ಆಯ್ಕೆ ಮಾಡದೆ ಸಂವಾದ ಪೆಟ್ಟಿಗೆಯನ್ನು ಮುಚ್ಚಿದಿರಿ.');
  await opener.click();
  await dialog.locator('katha-button', { hasText: 'ಚಂದಾದಾರರಾಗಿ' }).last().click();
  await expect(dialog).not.toHaveAttribute('open', '');
  await expect(page.locator('.template-result').first()).toHaveText('ನೀವು ಚಂದಾದಾರಿಕೆಯನ್ನು ಆರಿಸಿದಿರಿ.');
  await expectClean(page, errors, 'dialog kn-IN light');
});

test('phone, signed in: the member header fits beside the menu button at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInWithToken(page, await apiLogin('reader@katha.dev'));
  const errors = await open(page, '/ui-components/avatar', 'kn-IN', {
    activeMode: 'dark',
    navLayout: 'vertical',
  });
  await expect(page.locator('katha-top-bar [aria-haspopup="menu"]').first()).toBeVisible();
  await expectClean(page, errors, 'phone signed in kn-IN dark');
});

test('desktop, en, dark: the settings drawer switches the menu to the sidebar and mirrors it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = await open(page, '/ui-components/chip', 'en', { activeMode: 'dark' });
  // The customizer's default layout is horizontal: the bar under the header.
  await expect(page.locator('katha-app-shell [part="horizontal-nav"]')).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await page.locator('katha-top-bar katha-icon-button.settings').click();
  const customizer = page.locator('katha-customizer');
  await expect(customizer.locator('input[name="navLayout"]').first()).toBeVisible();
  await customizer.locator('input[name="navLayout"]').first().check();
  await expect(sidebar(page)).toBeVisible();
  await expect(page.locator('katha-app-shell [part="horizontal-nav"]')).toHaveCount(0);
  await expect(page.locator('katha-nav-menu')).toHaveAttribute('orientation', 'vertical');
  await customizer.locator('input[name="activeDir"]').nth(1).check();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect
    .poll(async () => {
      const box = await sidebar(page).boundingBox();
      return Math.round(box!.x + box!.width);
    })
    .toBe(1280);
  await page.keyboard.press('Escape');
  await expect(customizer.locator('input[name="navLayout"]').first()).toBeHidden();
  await expect(menuLink(page, '/ui-components/chip')).toHaveAttribute('aria-current', 'page');
  await expectClean(page, errors, 'desktop en dark, vertical rtl from the settings drawer');
});
