import type { Locator, Page } from '@playwright/test';
import { articleSlugs, expect, test, webUrl } from './helpers.js';

// The app hydrates the server's pages (apps/web/src/lib/hydration.tsx): it keeps the server's
// elements and does not set their attributes again, so the server's markup must be the app's own.
// Each test compares what the app took over with what the app renders by itself (after leaving
// the page and coming back in the app), element by element, attributes sorted.

/** An element's tree as text: tags with their sorted attributes, and the texts. */
function outline(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const walk = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ?? '';
      if (!(node instanceof Element)) return '';
      const attributes = [...node.attributes]
        .map((attribute) => `${attribute.name}="${attribute.value}"`)
        .sort()
        .join(' ');
      const children = [...node.childNodes].map(walk).filter(Boolean).join('');
      return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
    };
    return walk(root);
  });
}

/** The app has started: the header's bar is rendered by the app, a task after the page. */
const appStarted = (page: Page) => expect(page.locator('katha-top-bar')).toBeAttached();

test("the app takes over the server's article without rebuilding it, and the markup is the app's", async ({
  page,
}) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, {
        serverNodes: ['.article__title', '.article__image', '.article__body'].map((selector) =>
          document.querySelector(selector),
        ),
      });
    });
  });
  const [slug] = await articleSlugs('en', 1);
  await page.goto(`${webUrl()}/core/article/${slug}`);
  await appStarted(page);
  const kept = await page.evaluate(() =>
    (window as unknown as { serverNodes: (Element | null)[] }).serverNodes.map(
      (node, index) =>
        node !== null &&
        node === document.querySelector(['.article__title', '.article__image', '.article__body'][index]!),
    ),
  );
  // The title, the image (not loaded again) and the text (not parsed and laid out again).
  expect(kept).toEqual([true, true, true]);
  const article = page.locator('article.article');
  const header = await outline(article.locator('.article__header'));
  const image = await outline(article.locator('.article__image'));
  const text = await article.locator('.article__body').textContent();

  await page.locator('katha-logo').click();
  await expect(page).toHaveURL(`${webUrl()}/`);
  await page.goBack();
  await expect(article.locator('.article__body p').first()).toBeVisible();
  expect(await outline(article.locator('.article__header'))).toBe(header);
  expect(await outline(article.locator('.article__image'))).toBe(image);
  expect(await article.locator('.article__body').textContent()).toBe(text);
});

test("the home page's plain markup is the app's, and the sort works once the app took over", async ({
  page,
}) => {
  await page.goto(webUrl());
  await appStarted(page);
  await expect(page.locator('.home__latest katha-article-card').first()).toBeVisible();
  const parts = ['.home__topics > h2', '.home__latest .section-head', '.home__trending > h2'];
  const hydrated = await Promise.all(parts.map((part) => outline(page.locator(part))));

  await page.locator('.home__latest katha-article-card').first().locator('[part="title"]').click();
  await expect(page).toHaveURL(/\/core\/article\//);
  await page.goBack();
  await expect(page.locator('.home__latest katha-article-card').first()).toBeVisible();
  expect(await Promise.all(parts.map((part) => outline(page.locator(part))))).toEqual(hydrated);

  const firstTitle = page.locator('.home__latest katha-article-card').first().locator('[part="title"]');
  const latest = await firstTitle.textContent();
  await page.getByLabel('Sort by').selectOption('oldest');
  await expect(firstTitle).not.toHaveText(latest!);
});

test("the server's first cards stay until the app's list has drawn as many behind them", async ({ page }) => {
  // Every frame from when the app's list is in the page: how many of the latest stories' cards
  // are on screen, in the server's copy or in the app's list, whichever shows.
  await page.addInitScript(() => {
    const frames: number[] = [];
    Object.assign(window, { cardFrames: frames });
    const sample = () => {
      const latest = document.querySelector('.home__latest');
      const list = latest?.querySelector<HTMLElement>('katha-article-list');
      const copy = latest?.querySelector('div[layout]');
      if (list) {
        const shown = list.hidden
          ? copy?.shadowRoot?.querySelectorAll('li')
          : list.shadowRoot?.querySelectorAll('katha-article-card');
        frames.push(shown?.length ?? 0);
      }
      if (frames.length < 300) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto(webUrl());
  const copied = await page
    .locator('.home__latest div[layout]')
    .evaluate((copy) => copy.shadowRoot!.querySelectorAll('li').length);
  expect(copied).toBeGreaterThan(0);
  await appStarted(page);
  await expect(page.locator('.home__latest div[layout]')).toHaveCount(0);
  await expect(page.locator('.home__latest katha-article-list')).toBeVisible();
  const frames = await page.evaluate(() => (window as unknown as { cardFrames: number[] }).cardFrames);
  expect(frames.length).toBeGreaterThan(0);
  expect(Math.min(...frames)).toBeGreaterThanOrEqual(copied);
});

test("a sort picked in the server's page before the app starts is applied when it starts", async ({
  page,
}) => {
  // The app's own module waits until the reader has picked a sort in the server's page.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(webUrl());
  const served = JSON.parse((await page.locator('#katha-home-data').textContent())!) as {
    page: { data: { title: string }[] };
  };
  await page.getByLabel('Sort by').selectOption('oldest');
  await expect(page.locator('katha-top-bar')).toHaveCount(0);
  release();

  await appStarted(page);
  const firstTitle = page.locator('.home__latest katha-article-card').first().locator('[part="title"]');
  await expect(firstTitle).toBeVisible();
  await expect(firstTitle).not.toHaveText(served.page.data[0]!.title);
  await expect(page.getByLabel('Sort by')).toHaveValue('oldest');
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
  await appStarted(page);
  await expect(page.locator('.home__latest katha-article-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { htmlWrites: string[] }).htmlWrites)).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('data-katha-tokens', '');
});

test('the boot script and the modules it loads at start carry the compile hint', async ({
  page,
  request,
}) => {
  // Chromium compiles such files on a background thread while they download (vite.config.ts).
  await page.goto(webUrl());
  const files = await page.evaluate(() => {
    const listed = JSON.parse(document.getElementById('katha-app-modules')!.textContent!) as {
      app: string[];
      pages: Record<string, string[]>;
    };
    const boot = document
      .querySelector<HTMLScriptElement>('script[type="module"][src]')!
      .getAttribute('src')!;
    return [boot, ...listed.app, ...listed.pages.home!];
  });
  expect(files.length).toBeGreaterThan(10);
  for (const file of files) {
    const code = await (await request.get(`${webUrl()}${file}`)).text();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
});
