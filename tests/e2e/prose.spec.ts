import { expect, test, webUrl } from './helpers.js';

// Issue 33, item 9: an article's body reads as prose wherever it is shown, the article page and
// the template blog's post alike (styles/app.css, .article__body): a blank line's space between
// paragraphs, and a heading apart from the text above it, nearer the text it heads. The blog's
// post had none (its card zeroes its paragraphs' margins).

/** A seeded English article whose body has paragraphs, headings and a quotation. */
const POST = 'night-train-to-hampi';

for (const path of [`/apps/blog/detail/${POST}`, `/core/article/${POST}`]) {
  test(`${path}: paragraphs apart, headings apart from the text above`, async ({ page }) => {
    await page.goto(`${webUrl()}${path}`);
    const body = page.locator('.article__body');
    await expect(body.locator('h2').first()).toBeVisible();
    const gaps = await body.evaluate((element) => {
      const fontSize = Number.parseFloat(getComputedStyle(element).fontSize);
      const blocks = [...element.children].map((child) => ({
        tag: child.tagName,
        box: child.getBoundingClientRect(),
      }));
      // The space above each block (from the one before it), in the body's ems.
      return blocks.slice(1).map((block, index) => ({
        tag: block.tag,
        after: blocks[index]!.tag,
        above: (block.box.top - blocks[index]!.box.bottom) / fontSize,
      }));
    });
    const paragraphs = gaps.filter((gap) => gap.tag === 'P' && gap.after === 'P');
    const headings = gaps.filter((gap) => gap.tag === 'H2');
    const underHeadings = gaps.filter((gap) => gap.after === 'H2');
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(headings.length).toBeGreaterThan(0);
    for (const gap of paragraphs) expect(gap.above, 'between paragraphs').toBeGreaterThanOrEqual(0.9);
    for (const gap of headings) expect(gap.above, 'above a heading').toBeGreaterThanOrEqual(1.5);
    for (const gap of underHeadings) {
      expect(gap.above, 'under a heading').toBeGreaterThan(0);
      expect(gap.above, 'a heading is nearer its text').toBeLessThan(headings[0]!.above);
    }
  });
}
