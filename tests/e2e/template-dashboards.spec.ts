import type { Page } from '@playwright/test';
import {
  apiLogin,
  cmsApi,
  earnedRupees,
  expect,
  paintedPixels,
  rupees,
  signInWithToken,
  test,
  webUrl,
} from './helpers.js';
import {
  casesOf,
  expectClean,
  openTemplatePage,
  ROTATING_CASES,
  type TemplateCase,
} from './template-page.js';

// The template's dashboards and widgets (issue 17 §1): /dashboards/modern (the signed-in writer's
// real views, reads and earnings from the CMS, sample figures otherwise), /dashboards/ecommerce
// (a sample shop), and the card, banner and chart widget galleries. Charts use the site's one
// Chart.js setup, each with its data behind "Show the data". In CI each route is visited in ONE
// case, rotating over locale × mode × direction × width; `KATHA_FULL_MATRIX=1` visits every case:
//   KATHA_FULL_MATRIX=1 npx playwright test --config ../../tests/e2e/playwright.config.ts template-dashboards
// And one journey: a visitor sees the sample figures; a writer signs in and sees their own, the
// same as the CMS answers.

const EDITOR = 'editor@katha.dev';

/** Per route: the charts it draws (test ids) and a test id it shows besides. */
const ROUTES: Record<string, { charts: string[]; shows: string }> = {
  '/dashboards/modern': { charts: ['chart-dash-trend', 'chart-dash-sources'], shows: 'dashboard-top' },
  '/dashboards/ecommerce': { charts: ['chart-shop-revenue'], shows: 'shop-orders' },
  '/widgets/cards': { charts: [], shows: 'product-hampi' },
  '/widgets/banners': { charts: [], shows: 'banner-plus' },
  '/widgets/charts': {
    charts: [
      'chart-spark-views',
      'chart-spark-reads',
      'chart-spark-earnings',
      'chart-widget-line',
      'chart-widget-bars',
      'chart-widget-doughnut',
    ],
    shows: 'chart-widget-line',
  },
};

/** Intl's locale for a site language (English is formatted as en-IN). */
const intlLocale = (locale: TemplateCase['locale']) => (locale === 'en' ? 'en-IN' : locale);
const number = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);

/** Whether the page loaded Chart.js (recognised by an error message of its own). */
function watchChartJs(page: Page) {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async () =>
    (await Promise.all(scripts.splice(0))).some((text) => text.includes('Canvas is already in use'));
}

// One test per route: its rotating case, or (FULL_MATRIX) every case in turn.
const VISITS: [string, TemplateCase[]][] = Object.keys(ROUTES).map((pathname, index) => [
  pathname,
  casesOf(index),
]);

for (const [pathname, cases] of VISITS) {
  const { charts, shows } = ROUTES[pathname]!;
  test(`${pathname}: renders, charts drawn with their data, axe, width and console`, async ({ page }) => {
    test.setTimeout(30_000 + 20_000 * cases.length);
    const loadedChartJs = watchChartJs(page);
    for (const item of cases) {
      const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
      const errors = await openTemplatePage(page, pathname, item, { hydrated: '[defer-hydration]' });
      await expect(page.getByTestId(shows).first()).toBeVisible();
      for (const chart of charts) {
        await expect(page.getByTestId(chart).locator('canvas')).toHaveAttribute('aria-label', /\S{3}/);
        await expect
          .poll(() => paintedPixels(page, chart), { message: `${label}: ${chart} is drawn` })
          .toBeGreaterThan(100);
      }
      if (charts.length > 0) {
        // One chart's data as a table: its rows open behind "Show the data".
        const figure = page.getByTestId(charts[0]!);
        await figure.locator('summary').click();
        await expect(figure.locator('details table tbody tr').first()).toBeVisible();
      }
      if (pathname === '/dashboards/modern') {
        // A visitor: the sample figures, said to be a sample, with the hint to sign in as a writer.
        await expect(page.getByTestId('dashboard-source')).toHaveAttribute('data-source', 'sample');
        await expect(page.getByTestId('stat-views-value')).toHaveText(number(intlLocale(item.locale), 14570));
      }
      if (pathname === '/dashboards/ecommerce') {
        // Rupees as prices show them: a whole amount without paise, any other to the paisa
        // (₹13,31,100 over 2,909 orders is ₹457.58 an order, not a rounded ₹458).
        const money = (value: number, whole: boolean) =>
          new Intl.NumberFormat(intlLocale(item.locale), {
            style: 'currency',
            currency: 'INR',
            ...(whole ? { maximumFractionDigits: 0 } : {}),
          }).format(value);
        await expect(page.getByTestId('stat-revenue-value')).toHaveText(money(1331100, true));
        await expect(page.getByTestId('stat-average-value')).toHaveText(money(457.58, false));
      }
      expect(await loadedChartJs(), `${label}: Chart.js loads only where charts are drawn`).toBe(
        charts.length > 0,
      );
      await expectClean(page, errors, label);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
  });
}

// biome-ignore lint/suspicious/noExplicitAny: JSON from the CMS, read field by field
type Json = any;

async function api(pathAndQuery: string, jwt: string) {
  const response = await fetch(`${cmsApi()}${pathAndQuery}`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(response.status, pathAndQuery).toBe(200);
  return (await response.json()) as Json;
}

test('/dashboards/modern: a visitor sees sample figures; a signed-in writer sees their own, as the CMS answers', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const item = ROTATING_CASES[0]!;

  // A visitor: sample figures, labelled, with a link to sign in.
  await openTemplatePage(page, '/dashboards/modern', item);
  const source = page.getByTestId('dashboard-source');
  await expect(source).toHaveAttribute('data-source', 'sample');
  await expect(source).toContainText('Sample figures');
  await expect(source.getByRole('link', { name: /Sign in as a writer/ })).toBeVisible();
  await expect(page.getByTestId('stat-views-value')).toHaveText('14,570');

  // What the CMS answers the writer: the last 30 days' insights, the revenues, paid and due.
  const jwt = await apiLogin(EDITOR);
  const me = await api('/users/me?populate[0]=profile', jwt);
  const profileId = me.profile.documentId as string;
  const since = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  let views = 0;
  let reads = 0;
  for (let n = 1; ; n++) {
    const body = await api(
      `/insights?filters[date][$gte]=${since}&pagination[page]=${n}&pagination[pageSize]=200`,
      jwt,
    );
    for (const row of body.data) {
      views += row.views ?? 0;
      reads += row.reads ?? 0;
    }
    if (n >= body.meta.pagination.pageCount) break;
  }
  expect(views).toBeGreaterThan(0);
  const revenues = await api(
    `/article-revenues?filters[author][documentId][$eq]=${profileId}&pagination[pageSize]=200`,
    jwt,
  );
  const earned = earnedRupees(revenues.data);
  const profile = await api(`/profile-revenues?filters[profile][documentId][$eq]=${profileId}`, jwt);
  const due = Number(profile.data[0].Total_amount_due);
  const paid = Number(profile.data[0].Total_amount_paid);

  // The writer signs in: the dashboard shows their figures, no sample.
  await signInWithToken(page, jwt);
  await page.goto(`${webUrl()}/dashboards/modern`);
  // The full user (role, profile) and then the writer's figures load: slow on a busy machine.
  await expect(source).toHaveAttribute('data-source', 'writer', { timeout: 30_000 });
  await expect(source).toContainText('Your figures');
  await expect(source).toContainText(me.username);
  await expect(page.getByTestId('stat-views-value')).toHaveText(number('en-IN', views));
  await expect(page.getByTestId('stat-reads-value')).toHaveText(number('en-IN', reads));
  await expect(page.getByTestId('stat-earned-value')).toHaveText(rupees(earned));
  await expect(page.getByTestId('stat-due-value')).toHaveText(rupees(due));
  await expect(page.getByTestId('stat-due')).toContainText(rupees(paid));
  await expect(page.getByTestId('dashboard-activity').locator('katha-list li')).toHaveCount(5);
  await expect
    .poll(() => paintedPixels(page, 'chart-dash-trend'), { message: "the writer's trend is drawn" })
    .toBeGreaterThan(100);
  const trend = page.getByTestId('chart-dash-trend');
  await trend.locator('summary').click();
  await expect(trend.locator('details table tbody tr').first()).toBeVisible();
});
