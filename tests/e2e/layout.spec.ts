import type { Page } from '@playwright/test';
import { apiLogin, articleSlugs, expect, signInWithToken, test, webUrl } from './helpers.js';

// Layout defects of issue 15 §3 that a reader sees: clipped trending cards on desktops, boxes
// instead of letters in the date of an article in another script, the buttons of My Articles.
// (No route is wider than the window: pages-matrix.spec.ts.)

/** For each card of `selector`: what of its title and bookmark toggle its box cuts off, in px. */
const clipping = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((cards) =>
    cards.map((card) => {
      const root = card.shadowRoot!;
      const base = root.querySelector('.base')!.getBoundingClientRect();
      const title = root.querySelector<HTMLElement>('.title')!;
      const toggle = root.querySelector('button.bookmark');
      const bookmark = toggle?.getBoundingClientRect() ?? new DOMRect(base.left, base.top, 0, 0);
      // The cards are in the list's shadow root: the column is the list's host's.
      const list = (card.getRootNode() as ShadowRoot).host ?? card;
      const column = list.closest('aside, section, main')!.getBoundingClientRect();
      return {
        title: title.textContent,
        // Each is 0 when nothing is cut.
        titleCut: Math.max(
          0,
          title.getBoundingClientRect().right - base.right,
          title.scrollWidth - title.clientWidth,
        ),
        bookmarkCut: Math.max(0, bookmark.right - base.right, base.left - bookmark.left),
        cardCut: Math.max(0, base.right - column.right),
        bookmarkWidth: bookmark.width,
      };
    }),
  );

for (const width of [1280, 1440, 1920]) {
  test(`the home's trending cards are whole at ${width} px: title and bookmark toggle inside the card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithToken(page, await apiLogin('reader@katha.dev'));
    const cards = page.locator('.home__trending katha-article-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('button', { name: /^Bookmark/ })).toBeVisible();
    const measured = await clipping(page, '.home__trending katha-article-card');
    expect(measured.length).toBeGreaterThan(0);
    for (const card of measured) {
      expect(card, JSON.stringify(card)).toMatchObject({ titleCut: 0, bookmarkCut: 0, cardCut: 0 });
      expect(card.bookmarkWidth).toBeGreaterThan(0);
    }
  });
}

for (const [ui, other] of [
  ['kn-IN', 'hi-IN'],
  ['hi-IN', 'kn-IN'],
] as const) {
  test(`a ${other} article read with the interface in ${ui}: its date and read time are in ${ui}, marked so, in a font that has the letters`, async ({
    page,
  }) => {
    const [slug] = await articleSlugs(other, 1);
    await page.context().addCookies([{ name: 'katha_locale', value: ui, url: webUrl() }]);
    await page.addInitScript((locale) => localStorage.setItem('locale', locale), ui);
    await page.goto(`${webUrl()}/core/article/${encodeURIComponent(slug!)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', ui);
    await expect(page.locator('article.article')).toHaveAttribute('lang', other);
    const meta = page.locator('.article__meta:not(.article__byline)');
    // WCAG 3.1.2: the interface's words carry the interface's language, not the article's.
    await expect(meta).toHaveAttribute('lang', ui);
    await expect(meta).toHaveText(ui === 'kn-IN' ? /[\u0C80-\u0CFF]/ : /[\u0900-\u097F]/);
    const families = await meta.evaluate((element) =>
      getComputedStyle(element)
        .fontFamily.split(',')
        .map((family) => family.trim().replace(/["']/g, '')),
    );
    expect(families).toEqual(expect.arrayContaining(['Noto Sans Devanagari', 'Noto Sans Kannada']));
    // Both scripts are drawn (the article's and the interface's): both faces are there, no boxes.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [
            document.fonts.check('16px "Noto Sans Kannada"', 'ಕ'),
            document.fonts.check('16px "Noto Sans Devanagari"', 'क'),
          ];
        }),
      )
      .toEqual([true, true]);
  });
}

test('My Articles: View and Edit look like Share and Archive (one button style)', async ({ page }) => {
  await signInWithToken(page, await apiLogin('editor@katha.dev'));
  await page.goto(`${webUrl()}/core/my-articles`);
  const row = page.getByTestId('studio-row').first();
  const actions = row.locator('.studio-row__actions');
  await expect(actions.locator('a.studio-action')).toHaveCount(2); // View, Edit
  await expect(actions.locator('katha-button')).toHaveCount(2); // Share, Archive
  const looks = await actions.evaluate((box) => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return {
        color: style.color,
        background: style.backgroundColor,
        border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
        radius: style.borderTopLeftRadius,
        font: `${style.fontSize} ${style.fontWeight}`,
        height: Math.round(element.getBoundingClientRect().height),
      };
    };
    return [
      ...[...box.querySelectorAll('a.studio-action')].map(look),
      ...[...box.querySelectorAll('katha-button')].map((button) =>
        look(button.shadowRoot!.querySelector('.base')!),
      ),
    ];
  });
  expect(looks).toHaveLength(4);
  for (const other of looks.slice(1)) expect(other).toEqual(looks[0]);
});
