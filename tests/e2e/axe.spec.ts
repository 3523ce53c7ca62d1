import { AXE_OPTIONS, loadAxe } from './axe.js';
import { expect, test, webUrl } from './helpers.js';

// The journeys run axe without its preload of the style sheets (AXE_OPTIONS): that holds only while
// no rule of the journeys' tags needs the sheets. A newer axe that runs such a rule would make the
// outcomes below differ (a rule that runs without its sheets ends incomplete).
test('axe runs the same rules without the preload of style sheets as with it', async ({ page }) => {
  await page.goto(`${webUrl()}/`);
  await loadAxe(page);
  const rulesRun = (preload: boolean) =>
    page.evaluate(
      async (options) => {
        const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
        const results = await axe.run(document, options);
        const ids = (list: { id: string }[]) => list.map((result) => result.id).sort();
        return {
          passes: ids(results.passes),
          violations: ids(results.violations),
          incomplete: ids(results.incomplete),
          inapplicable: ids(results.inapplicable),
        };
      },
      { ...AXE_OPTIONS, preload },
    );
  const withPreload = await rulesRun(true);
  expect(withPreload.passes).toContain('color-contrast');
  expect(await rulesRun(false)).toEqual(withPreload);
});
