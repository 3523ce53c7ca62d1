import type { Page } from '@playwright/test';
import {
  articleSlugs,
  expect,
  readToTheEnd,
  registerReader,
  SESSION_COOKIE,
  serverPage,
  signInWithToken,
  test,
  webUrl,
  wholeServerPage,
} from './helpers.js';

// The server renders every route with the app's own components (apps/web/src/entry-server.tsx)
// and hands the route's data to the browser in a JSON block; the app hydrates that markup. These
// journeys check the three promises: the server's HTML holds the page's content before any script
// runs, React hydrates it without a mismatch (its hydration warnings and errors count as failures)
// and keeps the server's nodes, and the browser does not fetch the first screen's data again.

/** React's hydration complaints (and any page error) while the page starts. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && /hydrat/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`${error.name}: ${error.message}`));
  return problems;
}

/** The listing and article calls of the first screen (`/api/articles`, not trending or comments). */
function watchListingCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/articles') calls.push(sent.url());
  });
  return calls;
}

/** The app has hydrated: the kit's top bar is rendered (by its element) and its handlers are live. */
const hydrated = (page: Page) =>
  expect(page.locator('katha-top-bar').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();

test("the home page's content is in the server's HTML, hydrated without a mismatch and without fetching it again", async ({
  browser,
  page,
  request,
}) => {
  const { html, data } = await wholeServerPage<{
    latest: { data: { title: string }[] };
    topics: { name: string }[];
  }>(request, webUrl());
  expect(data.locale).toBe('en');
  const firstTitle = data.route.data.latest.data[0]!.title;
  // The data block carries what the cards and chips draw, not the CMS's whole answer: no text,
  // tags or author bios, no image renditions (the cards ask the image endpoint for each size from
  // the original's URL), no dates of edits.
  const block = JSON.stringify(data.route.data);
  expect(block).toContain('"featured_image":{"url":"/uploads/');
  for (const field of [
    '"body"',
    '"tags"',
    '"bios"',
    '"formats"',
    '"hash"',
    '"sizeInBytes"',
    '"mime"',
    '"updatedAt"',
  ])
    expect(block).not.toContain(field);
  // The app's own markup, not a copy: its headings, sort and topic chips, and the kit's list.
  expect(html).toContain('<h1 id="latest-heading" class="section-title">Latest stories</h1>');
  expect(html).toContain(`>${data.route.data.topics[0]!.name.replace(/&/g, '&amp;')}</katha-chip>`);
  expect(html).toMatch(/<div class="home__latest|<section class="home__latest/);
  expect(html).toContain('<katha-article-list');
  // The site's stylesheet, linked, holds none of the writer's page's or the bell's panel's rules,
  // which come with them.
  const sheet = /<link rel="stylesheet"[^>]* href="(\/assets\/[^/"]+\.css)"/.exec(html)?.[1];
  expect(sheet).toBeDefined();
  expect(await (await request.get(`${webUrl()}${sheet}`)).text()).not.toMatch(/\.write__|\.notifications__/);
  // One inline executable script, the capture of presses before the app runs, which the CSP allows
  // by its hash (apps/web/shared/early-input.ts, early-taps.spec.ts); the data is a JSON block.
  expect(html.match(/<script(?![^>]*(type="module"[^>]* src=|type="application\/json"))[^>]*>/g)).toEqual([
    '<script>',
  ]);

  // Without scripts, the page reads: its heading, and the first cards, the kit's elements rendered
  // by the server as declarative shadow DOM.
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'en-IN' });
  const noScriptPage = await noScript.newPage();
  await noScriptPage.goto(webUrl());
  await expect(noScriptPage.getByRole('heading', { level: 1, name: 'Latest stories' })).toBeVisible();
  await expect(
    noScriptPage.locator('.home__latest katha-article-card').first().locator('[part="title"]'),
  ).toHaveText(firstTitle);
  await noScript.close();

  const problems = watchHydration(page);
  const calls = watchListingCalls(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { serverHeading: document.querySelector('#latest-heading') });
    });
  });
  await page.goto(webUrl());
  await hydrated(page);
  const first = page.locator('.home__latest katha-article-card').first().locator('[part="title"]');
  await expect(first).toHaveText(firstTitle);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { serverHeading: Element }).serverHeading ===
        document.querySelector('#latest-heading'),
    ),
  ).toBe(true);
  // Hydrated: the sort works.
  await page.getByLabel('Sort by').selectOption('oldest');
  await expect(first).not.toHaveText(firstTitle);
  expect(problems).toEqual([]);
  // The first page came with the HTML: the only listing call is the sort's.
  expect(calls.length).toBe(1);
  expect(calls[0]).toContain('createdAt%3Aasc');
});

test("an article's text is in the server's HTML, and the app hydrates it keeping the server's nodes", async ({
  page,
  request,
}) => {
  const [slug] = await articleSlugs('en', 1);
  const url = `${webUrl()}/core/article/${slug}`;
  const { html, data } = await wholeServerPage<{ article: { title: string }; body: string }>(request, url);
  const { article, body } = data.route.data;
  expect(html).toContain(`<h1 class="article__title">`);
  expect(html).toContain(`<div class="article__body">${body}</div>`);
  expect(body.length).toBeGreaterThan(20);

  const problems = watchHydration(page);
  const calls = watchListingCalls(page);
  await page.addInitScript(() => {
    // Parsed, before any module runs: the kit's header as the server rendered it (its declarative
    // shadow root). Lit's hydrate support must run before LitElement loads (src/entry-client.tsx);
    // without it the element would empty its shadow root and render new nodes.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.querySelector('katha-top-bar')?.shadowRoot;
      Object.assign(window, { serverShadowNode: root?.querySelector(':not(style)') ?? null });
    });
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        serverNodes: ['.article__title', '.article__body'].map((selector) =>
          document.querySelector(selector),
        ),
      });
    });
  });
  await page.goto(url);
  await hydrated(page);
  // What follows the text renders once the reader nears its end: read down to it.
  await readToTheEnd(page);
  expect(problems).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const kept = await page.evaluate(() =>
    (window as unknown as { serverNodes: (Element | null)[] }).serverNodes.map(
      (node, index) =>
        node !== null && node === document.querySelector(['.article__title', '.article__body'][index]!),
    ),
  );
  expect(kept).toEqual([true, true]);
  const shadowKept = await page.evaluate(() => {
    const { serverShadowNode } = window as unknown as { serverShadowNode: Element | null };
    const root = document.querySelector('katha-top-bar')?.shadowRoot;
    return serverShadowNode !== null && serverShadowNode === root?.querySelector(':not(style)');
  });
  expect(shadowKept, "the kit's header hydrated its server-rendered shadow root").toBe(true);
  // Hydrated: a link of the app routes in the app.
  await page.locator('katha-logo').click();
  await expect(page).toHaveURL(`${webUrl()}/`);
  expect(problems).toEqual([]);
  // The article came with the page: the browser never asked for it.
  expect(calls.filter((call) => call.includes(encodeURIComponent(slug!)))).toEqual([]);
});

test("a signed-in reader's pages, the writer's studio among them, are rendered on the server for a visitor", async ({
  page,
  request,
}) => {
  // The server renders for a visitor (a reader's own state comes after hydration): the sign-in
  // prompt, not the empty shell that a failed render falls back to. The studio's editor (Quill)
  // touches `document` when it loads, so it must never load on the server.
  const paths = ['/core/write/new', '/core/write/an-article', '/core/profile/me', '/core/bookmarks'];
  for (const path of paths) {
    const { html } = await serverPage(request, `${webUrl()}${path}`);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root, path).toContain('Log in to see this page.');
  }

  const problems = watchHydration(page);
  await page.goto(`${webUrl()}/core/write/new`);
  await hydrated(page);
  await expect(page.getByText('Log in to see this page.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown path is a 404 rendered by the app, and an unknown article too', async ({
  page,
  request,
}) => {
  const unknown = await request.get(`${webUrl()}/no/such/page`);
  expect(unknown.status()).toBe(404);
  const html = await unknown.text();
  expect(html).toContain('Page not found');
  // Its kit button has an onClick: no handler comes out as an inline attribute the CSP refuses.
  expect(html).toContain('<katha-button');
  expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  // The article's answer decides it: a render whose CMS answer came after the server's 2 s is the
  // page in its loading state (200, the browser asks again), as a busy machine's first ones may be.
  await expect
    .poll(async () => (await request.get(`${webUrl()}/core/article/no-such-article-here`)).status())
    .toBe(404);

  const problems = watchHydration(page);
  await page.goto(`${webUrl()}/no/such/page`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByText('Go to the home page').click();
  await expect(page).toHaveURL(`${webUrl()}/`);
  expect(problems).toEqual([]);
});

test('starting the app writes nothing on <html>: the page carries the theme settings and the language', async ({
  page,
}) => {
  // A write there restyles the whole page, even of the value it already has.
  await page.addInitScript(() => {
    const writes: string[] = [];
    Object.assign(window, { htmlWrites: writes });
    // The page's <html> does not exist yet when this runs: the whole document is watched.
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement) writes.push(record.attributeName!);
    }).observe(document, { attributes: true, subtree: true });
  });
  await page.goto(webUrl());
  await hydrated(page);
  await expect(page.locator('.home__latest katha-article-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { htmlWrites: string[] }).htmlWrites)).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-katha-tokens', '');
});

// ---- the first paint is the page the reader keeps ------------------------------------------------
// The server renders from the reader's cookies (the session's, the theme's, the sidebar's) what
// the app starts from: with script off the page is the one the app hydrates, for a visitor, a
// signed-in reader and a reader with saved settings (issue 33, item 1).

/** What a person sees of a page's frame: the header's controls, the layout on `<html>`, the template's sidebar. */
async function visibleFrame(page: Page) {
  const bar = page.locator('katha-top-bar');
  const shell = page.locator('katha-app-shell');
  const sidebar = shell.locator('aside.sidebar');
  return {
    header: {
      write: await bar.getByRole('link', { name: 'Write', exact: true }).isVisible(),
      logIn: await bar.getByRole('link', { name: 'Log in', exact: true }).isVisible(),
      accountMenu: await bar.getByRole('button', { name: 'Account menu' }).isVisible(),
    },
    layout: await page.locator('html').evaluate((html) => ({
      ...Object.fromEntries(
        [
          'data-katha-mode',
          'data-katha-theme',
          'dir',
          'data-katha-container',
          'data-katha-nav',
          'data-katha-card-shadow',
        ].map((name) => [name, html.getAttribute(name)]),
      ),
      radius: html.style.getPropertyValue('--katha-radius'),
    })),
    collapsed: (await shell.count()) ? (await shell.getAttribute('collapsed')) !== null : null,
    sidebarWidth: (await sidebar.isVisible()) ? ((await sidebar.boundingBox())?.width ?? null) : null,
  };
}

/**
 * The page at `path` with script off, in a browser holding what `page`'s holds (cookies and
 * storage): the server's first paint, which stays. Asked until it matches: a busy CMS that does not
 * say who the reader is within the server's wait (2 s) rightly gets a visitor's page.
 */
async function withoutScript(page: Page, path: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
      viewport: page.viewportSize(),
    });
  const still = await context.newPage();
  await still.goto(`${webUrl()}${path}`);
  const frame = await visibleFrame(still);
  await context.close();
  return frame;
}

test.describe('the first paint', () => {
  test('a visitor: the page without script is the page the app hydrates', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto(webUrl());
    await hydrated(page);
    const hydratedFrame = await visibleFrame(page);
    expect(hydratedFrame.header).toEqual({ write: true, logIn: true, accountMenu: false });
    await expect.poll(() => withoutScript(page, '/')).toEqual(hydratedFrame);
    expect(problems).toEqual([]);
  });

  test('a signed-in reader: the server renders their header, never hands out their token, and keeps their page to them', async ({
    page,
    request,
  }) => {
    const { jwt, username } = await registerReader('firstpaint');
    await signInWithToken(page, jwt);
    const problems = watchHydration(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    const hydratedFrame = await visibleFrame(page);
    expect(hydratedFrame.header).toMatchObject({ logIn: false, accountMenu: true });
    await expect.poll(() => withoutScript(page, '/')).toEqual(hydratedFrame);
    expect(problems).toEqual([]);

    // The page is theirs alone: no shared cache keeps it, and the token is not in it.
    const signedIn = await request.get(webUrl(), { headers: { cookie: `${SESSION_COOKIE}=${jwt}` } });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
    const html = await signedIn.text();
    expect(html).toContain(username);
    expect(html).not.toContain(jwt);
    const visitor = await request.get(webUrl());
    expect(await visitor.text()).not.toContain(username);
    // A forged or expired session: the visitor's page, not an error.
    const forged = `${jwt.split('.').slice(0, 2).join('.')}.forged-signature`;
    for (const token of [forged, 'not-a-jwt']) {
      const answer = await request.get(webUrl(), { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      const page = await answer.text();
      expect(page).not.toContain(username);
      expect(page).toContain('>Latest stories</h1>');
    }
  });

  test('a reader with saved settings: the server renders their layout and their collapsed sidebar', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const { jwt } = await registerReader('firstpaint');
    await signInWithToken(page, jwt);
    // Stored as the customizer stores them (the kit's SETTINGS_STORAGE_KEY); the app keeps the
    // theme cookie in step when it starts.
    await page.evaluate(() =>
      localStorage.setItem(
        'katha-theme-settings',
        JSON.stringify({
          activeMode: 'dark',
          activeDir: 'ltr',
          activeTheme: 'BLUE_THEME',
          borderRadius: 16,
          container: 'full',
          navLayout: 'vertical',
          cardShadow: false,
        }),
      ),
    );
    const problems = watchHydration(page);
    await page.reload();
    const hydratedHome = await visibleFrame(page);
    expect(hydratedHome.layout).toMatchObject({
      'data-katha-container': 'full',
      'data-katha-nav': 'vertical',
      'data-katha-card-shadow': 'off',
      radius: '16px',
    });
    await expect.poll(() => withoutScript(page, '/')).toEqual(hydratedHome);

    // The template's sidebar, collapsed to its mini width: a reload keeps it, and so does the server.
    await page.goto(`${webUrl()}/ui-components/avatar`);
    const shell = page.locator('katha-app-shell');
    await expect(shell.locator('aside.sidebar')).toBeVisible();
    await shell.locator('header[part="header"] > katha-icon-button').click();
    await expect(shell).toHaveAttribute('collapsed', '');
    await page.reload();
    await expect(shell).toHaveAttribute('collapsed', '');
    await expect.poll(async () => (await visibleFrame(page)).sidebarWidth).toBe(87);
    const hydratedTemplate = await visibleFrame(page);
    await expect.poll(() => withoutScript(page, '/ui-components/avatar')).toEqual(hydratedTemplate);
    expect(problems).toEqual([]);
  });
});
