import type { Page } from '@playwright/test';
import { expect, test, webUrl } from './helpers.js';

/**
 * The first card's shadow tree, as a comparable outline: each element's tag (`host` for an element
 * with a shadow root of its own: the server's plain hosts and the kit's custom elements alike), part
 * and class, then the texts a reader sees. `<style>` is left out (the server inlines the kit's
 * styles; the kit adopts them).
 */
function firstCardOutline(page: Page): Promise<{ outline: string[]; texts: string[] }> {
  return page.evaluate(() => {
    let card: ShadowRoot | undefined;
    const pending: (Document | ShadowRoot)[] = [document];
    while (!card && pending.length > 0) {
      const root = pending.shift()!;
      const isCard = [...root.children].some(
        (child) => child.tagName === 'ARTICLE' && child.getAttribute('part') === 'base',
      );
      if (root instanceof ShadowRoot && isCard) card = root;
      for (const element of root.querySelectorAll('*'))
        if (element.shadowRoot) pending.push(element.shadowRoot);
    }
    if (!card) return { outline: [], texts: [] };
    const outline = [...card.querySelectorAll('*')]
      .filter((element) => element.tagName !== 'STYLE')
      .map((element) =>
        [
          element.shadowRoot ? 'host' : element.tagName.toLowerCase(),
          element.getAttribute('part') ?? '',
          element.getAttribute('class') ?? '',
        ].join(' '),
      );
    const texts = ['[part="title"]', '.subtitle', '.author-name', 'time', '.meta > span', '.topic'].map(
      (selector) => card.querySelector(selector)?.textContent?.trim() ?? '',
    );
    return { outline, texts };
  });
}

// apps/web/server/home-markup.ts writes the kit's card, chip, avatar and toggles by hand, so the
// first paint needs no script; the app then swaps in the kit's elements. Any drift between the two
// would be a layout shift (or a different text) on every visit.
test("the server's first card has the kit card's outline and texts", async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'en-IN' });
  const serverPage = await noScript.newPage();
  await serverPage.goto(webUrl());
  const server = await firstCardOutline(serverPage);
  await noScript.close();

  await page.goto(webUrl());
  await expect(
    page.locator('.home__latest katha-article-card').first().locator('[part="title"]'),
  ).toBeVisible();
  const app = await firstCardOutline(page);

  expect(server.texts[0]).not.toBe('');
  expect(app.outline.length).toBeGreaterThan(10);
  expect(server.texts).toEqual(app.texts);
  expect(server.outline).toEqual(app.outline);
});
