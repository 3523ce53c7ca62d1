import { expect, test, webUrl, wholeServerPage } from './helpers.js';

// The kit's elements render on the server as declarative shadow DOM. Each element's styles come
// once per page, as a stylesheet named by its content's hash that its shadow roots link (cached
// for a year), not as a <style> in every shadow root (@katha/ui/ssr shareElementStyles, served by
// apps/web/server/render.ts elementStylesheetFile); the head holds the first paint until they
// have loaded, so no shadow root shows unstyled.

const SHADOW_ROOT = /<template [^>]*shadowrootmode="open"[^>]*>/g;
const LINKED = /<template [^>]*shadowrootmode="open"[^>]*><link rel="stylesheet" href="([^"]+)"\/?>/g;

test("the home page carries each element's styles once: a cached stylesheet its shadow roots link", async ({
  request,
}) => {
  const { html } = await wholeServerPage(request, webUrl());
  const body = html.slice(html.indexOf('<body'));
  const roots = body.match(SHADOW_ROOT) ?? [];
  const links = [...body.matchAll(LINKED)].map((match) => match[1]!);
  expect(roots.length).toBeGreaterThan(20);
  // Every shadow root links its element's sheet, and none carries a style of its own.
  expect(links.length).toBe(roots.length);
  expect(body).not.toContain('<style');
  const sheets = [...new Set(links)];
  expect(sheets.length).toBeLessThan(links.length / 2);
  for (const href of sheets) {
    expect(href).toMatch(/^\/assets\/elements\/katha-[a-z-]+\.[0-9a-f]{16}\.css$/);
    // The head waits for it without applying it to the document.
    expect(html.slice(0, html.indexOf('<body'))).toContain(`@import url("${href}") not all;`);
    const sheet = await request.get(`${webUrl()}${href}`, { headers: { 'accept-encoding': 'br' } });
    expect(sheet.status(), href).toBe(200);
    expect(sheet.headers()['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sheet.text()).toContain(':host');
  }
  // A name whose hash is not the element's styles' is not served.
  const card = sheets.find((href) => href.includes('/katha-article-card.'))!;
  const stale = await request.get(
    `${webUrl()}${card.replace(/\.[0-9a-f]{16}\.css$/, '.0000000000000000.css')}`,
  );
  expect(stale.status()).toBe(404);
});

test('without script, the shadow roots are styled by the sheets they link, loaded before the first paint', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(webUrl());
  const card = page.locator('.home__latest katha-article-card').first();
  // The card's own rules (article-card.styles.ts): a flex column, its title link not underlined.
  await expect(card.locator('article.base')).toHaveCSS('display', 'flex');
  await expect(card.locator('[part="title"]')).toHaveCSS('text-decoration-line', 'none');
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    sheets: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/elements/'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
  }));
  expect(timing.sheets.length).toBeGreaterThan(0);
  expect(timing.paint).toBeDefined();
  for (const loaded of timing.sheets) expect(loaded).toBeLessThanOrEqual(timing.paint!);
  await context.close();
});
