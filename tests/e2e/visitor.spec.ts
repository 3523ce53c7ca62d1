import {
  articleSlugs,
  expect,
  pageModulesOf,
  readToTheEnd,
  signInThroughUi,
  test,
  uniqueName,
  waitingForTheApp,
  webUrl,
  wholeServerPage,
} from './helpers.js';

test.describe('a visitor', () => {
  test('browses the home page and loads more without duplicates', async ({ page }) => {
    await page.goto(webUrl());
    await expect(page).toHaveTitle(/elevating, including and celebrating every voice/);
    await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
    const cards = page.locator('.home__latest katha-article-card');
    await expect(cards).toHaveCount(10);
    await expect(page.getByTestId('recruit-banner')).toBeVisible();
    await page.locator('.home__latest').getByRole('button', { name: 'Load more' }).click();
    await expect(cards).toHaveCount(20);
    const titles = await cards.locator('[part="title"]').allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
  });

  // The CMS answers a repeat like a first sign-up (nobody can learn who is subscribed), so both say "subscribed".
  test('signs up for the newsletter; signing up again answers the same way', async ({ page }) => {
    const email = `${uniqueName('news')}@example.org`;
    for (const expected of ['Thank you! You are subscribed.', 'Thank you! You are subscribed.']) {
      await page.goto(webUrl());
      const form = page.getByTestId('newsletter');
      await form.getByLabel('Email address').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByText(expected)).toBeVisible();
    }
  });

  test('sorts the latest list by reading time, and "Surprise me" opens an article', async ({ page }) => {
    await page.goto(webUrl());
    const cards = page.locator('.home__latest katha-article-card');
    await expect(cards).toHaveCount(10);
    await page.getByLabel('Sort by').selectOption('duration_high');
    await expect(page.locator('.home__latest katha-article-list')).not.toHaveAttribute('loading', '');
    await expect(cards).toHaveCount(10);
    const minutes = async (index: number) =>
      Number(
        /(\d+) min read/.exec(
          (await cards
            .nth(index)
            .getByText(/\d+ min read/)
            .textContent()) ?? '',
        )?.[1],
      );
    await expect.poll(async () => (await minutes(0)) >= (await minutes(9))).toBe(true);

    await page.getByRole('button', { name: 'Surprise me' }).click();
    await expect(page).toHaveURL(/\/core\/article\//);
    await expect(page.locator('.article__body')).toBeVisible();
  });

  test('sees the authors, and an author name finds their articles', async ({ page }) => {
    await page.goto(webUrl());
    const authors = page.locator('.authors');
    await expect(authors.locator('.authors__item')).toHaveCount(9);
    await authors.getByRole('link', { name: 'Asha Rao' }).click();
    await expect(page).toHaveURL(/\/core\/search\?key=Asha%20Rao$/);
    await expect(page.locator('katha-article-card').first()).toContainText('Asha Rao');
  });

  test('searches from the header; an empty search does nothing', async ({ page }) => {
    await page.goto(webUrl());
    const box = page.locator('header katha-search-box input');
    await box.press('Enter');
    await expect(page).toHaveURL(`${webUrl()}/`);
    await box.fill('Yakshagana');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/core\/search\?key=Yakshagana$/);
    await expect(page.getByRole('heading', { name: 'Results for “Yakshagana”' })).toBeVisible();
    await expect(page.locator('katha-article-card').first()).toContainText('Yakshagana');
  });

  test('opens an article from a card and reads it with its author and comments', async ({ page }) => {
    await page.goto(webUrl());
    const first = page.locator('.home__latest katha-article-card').first();
    const title = await first.locator('[part="title"]').textContent();
    await first.locator('[part="title"]').click();
    await expect(page).toHaveURL(/\/core\/article\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!.trim());
    await expect(page.locator('.article__body p').first()).toBeVisible();
    await readToTheEnd(page);
    // The thread's heading counts its comments ("Comments" while there are none).
    await expect(
      page.locator('.comments').getByRole('heading', { level: 2, name: /comments/i }),
    ).toBeVisible();
    await expect(page.locator('.more-from katha-article-card').first()).toBeVisible();
    await expect(page.getByTestId('recruit-banner')).toBeVisible();
  });

  test('gets the article head and text in the served HTML, readable without scripts', async ({
    browser,
    request,
  }) => {
    const [slug] = await articleSlugs('en', 1);
    const url = `${webUrl()}/core/article/${slug}`;
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    const html = await response.text();
    expect(html).toMatch(/<title>[^<]+ \| Katha<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"/);
    expect(html).toContain(`<link rel="canonical" href="${url}"`);
    expect(html).toMatch(/<link rel="alternate" hreflang="en"/);
    // One inline script, in the head: the capture of early presses (apps/web/shared/early-input.ts).
    expect(html.match(/<script>(?!<\/script>)/g)).toHaveLength(1);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('</head>'));

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.article__body p').first()).toBeVisible();
    // Laid out by the site's stylesheet, which the page links (styles/app.css).
    await expect(page.locator('.article__body')).toHaveCSS('overflow-wrap', 'anywhere');
    await page.goto(webUrl());
    await expect(page.locator('.home__columns')).toHaveCSS('display', 'grid');
    await noScript.close();
  });

  test('gets the first stories with the home page: their images preloaded, no listing call', async ({
    page,
    request,
  }) => {
    const { html, data } = await wholeServerPage<{ latest: { data: { title: string }[] } }>(
      request,
      webUrl(),
    );
    // Through the image endpoint (apps/web/server/images.ts), as the kit's card asks for them.
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/_image\?url=%2Fuploads%2F[^"]+" imagesrcset="[^"]+ \d+w/,
    );
    expect(data.locale).toBe('en');
    // One script, at low priority (src/boot.ts), and no module preloaded with the page: the app's
    // modules are a list (server/render.ts pageModules) that the script loads after the first paint.
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" fetchpriority="low" crossorigin src="\/assets\/boot-/),
    ]);
    expect(html).not.toContain('rel="modulepreload"');
    const modules = pageModulesOf(html);
    expect(modules.entry).toMatch(/^\/assets\/app-/);
    expect(modules.preload).toContainEqual(expect.stringMatching(/^\/assets\/home-/));

    const listingCalls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/articles') listingCalls.push(sent.url());
    });
    // When the page's second frame began: src/boot.ts waits for the first contentful paint, or for
    // two frames (and 50 ms) when that is not reported by then (late under load).
    await page.addInitScript(() =>
      requestAnimationFrame(() =>
        requestAnimationFrame(() => Object.assign(window, { kathaSecondFrame: performance.now() })),
      ),
    );
    // When the app had hydrated the page (its mark on the root).
    await page.addInitScript(() =>
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root[data-katha-hydrated]')) return;
        Object.assign(window, { kathaHydrated: performance.now() });
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-katha-hydrated'] }),
    );
    await page.goto(webUrl());
    const first = page.locator('.home__latest katha-article-card').first();
    await expect(first.locator('[part="title"]')).toHaveText(data.route.data.latest.data[0]!.title);
    expect(listingCalls).toEqual([]);
    // The page painted before any of the app's modules was asked for; then they came. (With the
    // modules preloaded in the head, they were asked for while the HTML was parsed, before any frame.)
    const timing = () =>
      page.evaluate(() => ({
        paint: Math.min(
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY,
          (window as unknown as { kathaSecondFrame?: number }).kathaSecondFrame ?? Number.POSITIVE_INFINITY,
        ),
        modules: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    await expect.poll(async () => (await timing()).modules.length).toBeGreaterThan(0);
    const { paint, modules: requested } = await timing();
    expect(Math.min(...requested)).toBeGreaterThanOrEqual(paint);
    // Every module the app asked for until it had hydrated the page was in the page's list, fetched
    // at once: none waited for another to run first (React DOM, which the app imports as it starts).
    const beforeHydrated = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(?!boot-)[^/]+\.js$/.test(entry.name))
        .filter((entry) => entry.startTime < (window as unknown as { kathaHydrated: number }).kathaHydrated)
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(beforeHydrated.length).toBeGreaterThan(2);
    for (const module of beforeHydrated) expect([modules.entry, ...modules.preload]).toContain(module);
  });

  test("fetches the site's stylesheet once: every page links it, the next page takes it from the cache, the app adds no copy", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(webUrl())).text();
    // The site's one sheet (the shadow roots link their elements' own, under /assets/elements/).
    const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="(\/assets\/[^/"]+\.css)"/g)].map(
      (match) => match[1]!,
    );
    expect(sheets).toHaveLength(1);
    const href = sheets[0]!;
    const sheet = await request.get(`${webUrl()}${href}`);
    expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Each load of the sheet this page made (bytes over the network: 0 from the cache), and its links.
    const loads = () =>
      page.evaluate(
        (path) => ({
          links: [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
            (link) => new URL((link as HTMLLinkElement).href).pathname === path,
          ).length,
          transfers: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname === path)
            .map((entry) => (entry as PerformanceResourceTiming).transferSize),
        }),
        href,
      );
    // The page fixture waits until the app has hydrated the page.
    await page.goto(webUrl());
    const first = await loads();
    expect(first.links).toBe(1);
    expect(first.transfers).toHaveLength(1);
    expect(first.transfers[0]).toBeGreaterThan(0);
    const [slug] = await articleSlugs('en', 1);
    await page.goto(`${webUrl()}/core/article/${slug}`);
    const second = await loads();
    expect(second.links).toBe(1);
    // Nothing over the network (a cache hit's entry, where the browser reports one, transfers 0 bytes).
    expect(second.transfers.filter((bytes) => bytes > 0)).toEqual([]);
  });

  test('gets the common head when the article does not exist', async ({ request }) => {
    // A 404 once the CMS has said so within the render's wait (2 s): on a busy machine a slower
    // answer renders the loading page (200, not kept), the browser then shows the not-found page,
    // and the next request asks again.
    let body = '';
    await expect
      .poll(async () => {
        const response = await request.get(`${webUrl()}/core/article/no-such-article-here`);
        body = await response.text();
        return response.status();
      })
      .toBe(404);
    expect(body).toContain('elevating, including and celebrating every voice');
  });

  test('serves hashed assets compressed and cached for a year, and the app for any route', async ({
    request,
  }) => {
    const page = await request.get(`${webUrl()}/core/bookmarks`);
    expect(page.status()).toBe(200);
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(await page.text())?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(`${webUrl()}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    const logout = await request.post(`${webUrl()}/api/logout`);
    expect(logout.status()).toBe(204);
  });
});

test('a phone-sized screen hides the header search box and still reads articles', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = waitingForTheApp(await context.newPage());
  await page.goto(webUrl());
  await expect(page.locator('katha-logo')).toBeVisible();
  await expect(page.locator('header katha-search-box')).toBeHidden();
  await page.locator('katha-article-card').first().locator('[part="title"]').click();
  await expect(page.locator('.article__body')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});

test("a signed-in reader's header fits a 375px phone, and its account menu opens inside the window, its placement code loaded only then", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = waitingForTheApp(await context.newPage());
  await page.goto(webUrl());
  await signInThroughUi(page, 'reader@katha.dev');
  const trigger = page.getByRole('button', { name: 'Account menu' });
  const triggerBox = (await trigger.boundingBox())!;
  expect(triggerBox.x + triggerBox.width).toBeLessThanOrEqual(375);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  // A fresh load: the kit's placement module (core/floating, its own chunk) and @floating-ui come
  // with the menu's first opening, not with the page.
  const requested: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/(floating(?:-ui\.dom)?)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (file) requested.push(file);
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await expect.poll(() => [...new Set(requested)].sort()).toEqual(['floating', 'floating-ui.dom']);
  // Placed under the button, inside the window.
  await expect
    .poll(async () => {
      const [box, button] = [(await menu.boundingBox())!, (await trigger.boundingBox())!];
      return box.x >= 0 && box.x + box.width <= 375 && box.y >= button.y + button.height;
    })
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();
  await context.close();
});

test('a Hindi article read with an English interface is drawn in the Devanagari face', async ({ page }) => {
  const [slug] = await articleSlugs('hi-IN', 1);
  await page.goto(`${webUrl()}/core/article/${encodeURIComponent(slug!)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Polled: the app takes over from the server's markup, and a replaced element has no style.
  await expect
    .poll(() => page.locator('.article__body').evaluate((element) => getComputedStyle(element).fontFamily))
    .toContain('Noto Sans Devanagari');
});
