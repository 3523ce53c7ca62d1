import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers.js';
import { openTemplatePage, type TemplateCase } from './template-page.js';

// Right to left (the customizer's direction) mirrors the template's layout, while its languages
// read left to right (issue 33, item 3): a sentence keeps its full stop at its end, a time its "pm",
// a date its year, in the page's markup and in the kit's elements (an alert's message, a radio's
// label), each block still aligned to the page's side; and a chart mirrors as the page does.

/**
 * The texts drawn out of their order: a text node of left-to-right text (its letters Latin,
 * Devanagari or Kannada) whose characters, on any of its lines, do not run left to right.
 */
const textsOutOfOrder = (page: Page) =>
  page.evaluate(() => {
    const letters = /[A-Za-z\u00C0-\u024F\u0900-\u097F\u0C80-\u0CFF]/;
    const found: string[] = [];
    const range = document.createRange();
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element) {
          if (node.shadowRoot) visit(node.shadowRoot);
          continue;
        }
        const text = (node as Text).data;
        const parent = node.parentElement;
        if (!letters.test(text) || !parent || ['STYLE', 'SCRIPT', 'OPTION'].includes(parent.tagName))
          continue;
        // The middle of each character drawn, by line.
        const lines = new Map<number, number[]>();
        for (let index = 0; index < text.length; index += 1) {
          if (/\s/.test(text[index]!)) continue;
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const box = range.getBoundingClientRect();
          if (!box.width) continue;
          const middle = box.top + box.height / 2;
          const line = [...lines.keys()].find((top) => Math.abs(top - middle) < 4) ?? middle;
          lines.set(line, [...(lines.get(line) ?? []), box.left + box.width / 2]);
        }
        if ([...lines.values()].some((xs) => xs.some((x, index) => index > 0 && x < xs[index - 1]! - 0.5)))
          found.push(`<${parent.localName} class="${parent.className}"> ${text.trim().slice(0, 60)}`);
      }
    };
    visit(document);
    return found;
  });

const PAGES: [string, TemplateCase][] = [
  ['/apps/email', { locale: 'en', mode: 'light', dir: 'rtl', width: 1280 }],
  ['/apps/chats', { locale: 'en', mode: 'dark', dir: 'rtl', width: 1280 }],
  ['/apps/tickets', { locale: 'en', mode: 'light', dir: 'rtl', width: 1280 }],
  ['/apps/notes', { locale: 'hi-IN', mode: 'light', dir: 'rtl', width: 1280 }],
  ['/apps/ecommerce/detail/1', { locale: 'en', mode: 'light', dir: 'rtl', width: 390 }],
  ['/ui-components/alert', { locale: 'kn-IN', mode: 'dark', dir: 'rtl', width: 1280 }],
  ['/forms/form-elements/radio', { locale: 'en', mode: 'light', dir: 'rtl', width: 390 }],
];

for (const [pathname, item] of PAGES) {
  test(`rtl: text keeps its own order on ${pathname} (${item.locale}, ${item.width} px)`, async ({
    page,
  }) => {
    await openTemplatePage(page, pathname, item);
    expect(await textsOutOfOrder(page), 'texts drawn out of their order').toEqual([]);
  });
}

test("rtl: a text block keeps the page's side, its full stop at the end", async ({ page }) => {
  await openTemplatePage(page, '/apps/email', { locale: 'en', mode: 'light', dir: 'rtl', width: 1280 });
  // The page's introduction: its last line ends with the full stop and starts at the page's side.
  const intro = page.locator('.template-page__intro');
  const [block, stop] = await intro.evaluate((element) => {
    const text = element.lastChild as Text;
    const range = document.createRange();
    range.setStart(text, text.data.trimEnd().length - 1);
    range.setEnd(text, text.data.trimEnd().length);
    return [element.getBoundingClientRect(), range.getBoundingClientRect()].map((box) => box.right);
  });
  expect(stop, 'the full stop is at the right end of the block').toBeGreaterThan(block! - 2);
  // A message's time reads "9:27 pm", not "pm 9:27".
  const time = page.locator('.meta', { hasText: /\d (am|pm)$/ }).first();
  await expect(time).toBeVisible();
  const [digit, meridiem] = await time.evaluate((element) => {
    const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    return [at(0), at(text.data.length - 1)];
  });
  expect(meridiem).toBeGreaterThan(digit!);
});

/** How much a chart's canvas has drawn in each column of its pixels. */
const inkByColumn = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const { data, width, height } = element
      .getContext('2d')!
      .getImageData(0, 0, element.width, element.height);
    const columns = new Array<number>(width).fill(0);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) columns[x]! += data[(y * width + x) * 4 + 3]! > 0 ? 1 : 0;
    return columns;
  });

/** Pearson's correlation of two profiles of the same length. */
function correlation(a: number[], b: number[]) {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((value, index) => {
    ab += (value - ma) * (b[index]! - mb);
    aa += (value - ma) ** 2;
    bb += (b[index]! - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}

test('rtl: a chart is mirrored as the page is (its axis of values at the right, the first month at the right)', async ({
  page,
}) => {
  const profiles: number[][] = [];
  for (const dir of ['ltr', 'rtl'] as const) {
    const tab = await page.context().newPage();
    await openTemplatePage(tab, '/charts/line', { locale: 'en', mode: 'light', dir, width: 1280 });
    const canvas = tab.locator('katha-app-shell canvas').first();
    await expect
      .poll(async () => (await inkByColumn(canvas)).reduce((sum, value) => sum + value, 0))
      .toBeGreaterThan(0);
    profiles.push(await inkByColumn(canvas));
    await tab.close();
  }
  const [ltr, rtl] = profiles as [number[], number[]];
  expect(rtl.length).toBe(ltr.length);
  // Right to left draws what left to right draws, mirrored: its columns match the other's read backwards.
  const mirrored = correlation(rtl, [...ltr].reverse());
  const same = correlation(rtl, ltr);
  expect(mirrored, `mirrored ${mirrored.toFixed(2)}, as drawn ${same.toFixed(2)}`).toBeGreaterThan(0.8);
  expect(mirrored).toBeGreaterThan(same);
});

test("rtl: a table's numbers and dates keep to the end of their column (its left), as the header", async ({
  page,
}) => {
  await openTemplatePage(page, '/tables/enhanced', { locale: 'en', mode: 'light', dir: 'rtl', width: 1280 });
  // Each number's cell of the first row: its text's left edge at the cell's, past its padding.
  const gaps = await page.locator('katha-data-table').evaluate((table) =>
    [...table.shadowRoot!.querySelectorAll('tbody tr:first-child > td.num')].map((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const padding = Number.parseFloat(getComputedStyle(cell).paddingLeft);
      return `${cell.textContent!.trim()}: ${Math.round(range.getBoundingClientRect().left - cell.getBoundingClientRect().left - padding)}`;
    }),
  );
  expect(gaps.length).toBeGreaterThan(1);
  for (const gap of gaps) expect(gap).toMatch(/: 0$/);
});
