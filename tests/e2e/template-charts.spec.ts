import { expect, paintedPixels, test } from './helpers.js';
import {
  casesOf,
  expectClean,
  openTemplatePage,
  ROTATING_CASES,
  type TemplateCase,
} from './template-page.js';

// The template's chart pages (issue 17 §1, /charts/*): Chart.js through the site's one chart setup
// (apps/web/src/parts/charts, shared with the studio's Content & Stats). Each page draws its chart
// on a canvas, names it (role img and a summary), and has its data as a table behind "Show the
// data", with numbers, rupees and dates per locale. In CI each page is visited in ONE case, the
// cases rotating over locale × mode × direction × width; `KATHA_FULL_MATRIX=1` visits every page in
// every case:
//   KATHA_FULL_MATRIX=1 npx playwright test --config ../../tests/e2e/playwright.config.ts template-charts

const KINDS = ['line', 'gradient', 'area', 'candlestick', 'column', 'doughnut', 'radialbar'] as const;
type Kind = (typeof KINDS)[number];

/** Intl's locale for a site language (English is formatted as en-IN). */
const intlLocale = (locale: TemplateCase['locale']) => (locale === 'en' ? 'en-IN' : locale);

/** For each page: how many rows its table has, and one row's heading and cells as the page should format them. */
const EXPECTED: Record<Kind, (locale: string) => { rows: number; header: string; cells: string[] }> = {
  line: (locale) => ({
    rows: 12,
    header: month(locale, '2026-11-01'),
    cells: [number(locale, 39500), number(locale, 19100)],
  }),
  gradient: (locale) => ({ rows: 12, header: month(locale, '2025-12-01'), cells: [number(locale, 320)] }),
  area: (locale) => ({
    rows: 12,
    header: month(locale, '2026-06-01'),
    cells: [number(locale, 2700), number(locale, 2280), number(locale, 1050)],
  }),
  candlestick: (locale) => ({
    rows: 20,
    header: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2026-11-09'),
    ),
    cells: [1004.3, 1028.92, 994.27, 1024.19].map((value) =>
      new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    ),
  }),
  column: (locale) => ({
    rows: 6,
    header: month(locale, '2026-11-01'),
    cells: [31400, 15200, 4100, 50700].map((value) => rupees(locale, value)),
  }),
  doughnut: (locale) => ({
    rows: 3,
    header: '',
    cells: [number(locale, 36900), percent(locale, 36900 / 102500)],
  }),
  radialbar: (locale) => ({
    rows: 3,
    header: '',
    cells: [number(locale, 42), number(locale, 50), percent(locale, 0.84)],
  }),
};
const month = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));
const number = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);
const rupees = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(
    value,
  );
const percent = (locale: string, value: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);

for (const [index, kind] of KINDS.entries()) {
  const pathname = `/charts/${kind}`;
  const cases = casesOf(index);
  test(`${pathname}: the chart is drawn, named and its data table opens; axe, width and console`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + 20_000 * cases.length);
    for (const item of cases) {
      const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
      const errors = await openTemplatePage(page, pathname, item);
      const testId = `chart-${kind}`;
      const figure = page.getByTestId(testId);
      const canvas = figure.locator('canvas');
      await expect(canvas).toHaveAttribute('role', 'img');
      await expect(canvas).toHaveAttribute('aria-label', /\S{3}/);
      await expect(figure).toHaveAccessibleName(/\S/);
      await expect
        .poll(() => paintedPixels(page, testId), { message: `${label}: the chart is drawn` })
        .toBeGreaterThan(500);

      // The data table opens with the page's figures, formatted for the locale.
      const rows = figure.locator('details table tbody tr');
      await expect(rows.first()).toBeHidden();
      await figure.locator('summary').click();
      const expected = EXPECTED[kind](intlLocale(item.locale));
      await expect(rows).toHaveCount(expected.rows);
      const row = expected.header
        ? rows.filter({ has: page.getByRole('rowheader', { name: expected.header, exact: true }) })
        : rows.filter({ hasText: expected.cells[0]! });
      await expect(row, `${label}: a row of the table`).toHaveCount(1);
      await expect(row.locator('td')).toHaveText(expected.cells);

      await expectClean(page, errors, label);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
}

test('the chart pages load Chart.js; the template pages without charts do not', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  /** Whether a script seen since the last call contains Chart.js (recognised by an error message of its own). */
  const loadedChartJs = async () => {
    const texts = await Promise.all(scripts.splice(0));
    return texts.some((text) => text.includes('Canvas is already in use'));
  };
  const item = ROTATING_CASES[0]!;
  await openTemplatePage(page, '/ui-components/alert', item);
  expect(await loadedChartJs(), 'Chart.js on a template page without charts').toBe(false);
  await openTemplatePage(page, '/charts/candlestick', item);
  expect(await loadedChartJs(), 'Chart.js on a chart page').toBe(true);
});
