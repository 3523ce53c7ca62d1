import type { Page } from '@playwright/test';
import {
  apiLogin,
  cmsApi,
  earnedRupees,
  expect,
  paintedPixels,
  paise,
  rupees,
  signInThroughUi,
  test,
  uniqueName,
  webUrl,
} from './helpers.js';

// The writer studio (issue 6, section 3): My Articles and Content & Stats, for editors and staff only.

const READER = 'reader@katha.dev';
const EDITOR = 'editor@katha.dev';

// biome-ignore lint/suspicious/noExplicitAny: JSON from the CMS, read field by field
type Json = any;

async function api(pathAndQuery: string, jwt: string, init: RequestInit = {}, base = cmsApi()) {
  const response = await fetch(`${base}${pathAndQuery}`, {
    ...init,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Json };
}

async function editorSession() {
  const jwt = await apiLogin(EDITOR);
  const me = await api('/users/me?populate[0]=profile', jwt);
  return { jwt, profileId: me.body.profile.documentId as string };
}

/** A string only Chart.js's code contains (its error when a canvas is reused). */
const CHART_JS_MARKER = 'Canvas is already in use';

/**
 * Every script the page loads, by path, with whether it contains Chart.js: recognised by content,
 * not by file name, so the check holds whatever the bundler names or splits the chunks.
 */
function recordScripts(page: Page) {
  const scripts: { path: string; charts: Promise<boolean> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({
      path: new URL(response.url()).pathname,
      charts: response.text().then(
        (text) => text.includes(CHART_JS_MARKER),
        () => false,
      ),
    });
  });
  return async () => {
    const found = await Promise.all(
      scripts.map(async (script) => ((await script.charts) ? script.path : null)),
    );
    scripts.length = 0;
    return found.filter((path): path is string => path !== null);
  };
}

test.describe('a reader', () => {
  test('is refused My Articles and Content & Stats, in the site and by the CMS', async ({ page }) => {
    await page.goto(webUrl());
    await signInThroughUi(page, READER);
    for (const route of ['/core/my-articles', '/core/content-stats']) {
      await page.goto(`${webUrl()}${route}`);
      await expect(
        page.getByRole('heading', { name: 'This page is for editors and Katha staff.' }),
      ).toBeVisible();
      await expect(page.getByTestId('studio-row')).toHaveCount(0);
      await expect(page.getByTestId('insights-table')).toHaveCount(0);
    }

    const jwt = await apiLogin(READER);
    const me = await api('/users/me?populate[0]=profile', jwt);
    const { profileId } = await editorSession();
    for (const call of [
      '/insights?pagination[pageSize]=5&populate[article][fields][0]=title',
      `/article-revenues?filters[author][documentId][$eq]=${profileId}&pagination[pageSize]=200`,
      `/profile-revenues?filters[profile][documentId][$eq]=${me.body.profile.documentId}`,
    ]) {
      expect((await api(call, jwt)).status, call).toBe(403);
    }
    // Staff (katha_staff) write like editors: the same calls answer them.
    const staff = await apiLogin('staff@katha.dev');
    expect((await api('/insights?pagination[pageSize]=5', staff)).status).toBe(200);
  });
});

test.describe('an editor', () => {
  test('sees published, drafts and archived, shares a link, and archives one out of the listings', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl() });
    const { jwt } = await editorSession();
    // A fresh published article of the editor's, so archiving it changes nothing the other journeys read.
    const title = `Studio ${uniqueName('piece')}`;
    const slug = uniqueName('studio-piece').replace(/_/g, '-');
    const body = `<p>${'Rain on the tin roof kept time with the kettle, and the story wrote itself. '.repeat(16)}</p>`;
    // Through the site, as the write page sends it: the site drops the cached pages the new article
    // changes (a write straight to the CMS leaves the home cached for its 10 s).
    const created = await api(
      '/articles?locale=en',
      jwt,
      { method: 'POST', body: JSON.stringify({ data: { title, slug, body } }) },
      `${webUrl()}/api`,
    );
    expect(created.status).toBe(201);
    const draft = await api(
      '/articles?status=draft&locale=en&filters[slug][$eq]=drafts-we-keep&fields[0]=title',
      jwt,
    );
    const draftTitle = draft.body.data[0].title as string;

    await page.goto(webUrl());
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await signInThroughUi(page, EDITOR);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /My Articles/ }).click();
    await expect(page).toHaveURL(`${webUrl()}/core/my-articles`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Articles' })).toBeVisible();

    // Published: the new piece with view, edit, share and archive.
    const published = page.getByRole('tab', { name: /^Published/ });
    await expect(published).toHaveAttribute('aria-selected', 'true');
    const panel = (kind: string) => page.locator(`katha-tabs > [slot="${kind}"]`);
    const row = panel('published').getByTestId('studio-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name: `View ${title}` })).toHaveAttribute(
      'href',
      `/core/article/${slug}`,
    );
    await expect(row.getByRole('link', { name: `Edit ${title}` })).toHaveAttribute(
      'href',
      new RegExp(`^/core/write/${created.body.data.documentId}\\?locale=en$`),
    );

    // Share: no Web Share API in this browser, so the link is copied, with a toast.
    await row.getByRole('button', { name: `Share ${title}` }).click();
    await expect(page.locator('katha-toast').getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${webUrl()}/core/article/${slug}`,
    );

    // Drafts (never published) and the keyboard: arrow keys move between tabs.
    await published.focus();
    await page.keyboard.press('ArrowRight');
    const drafts = page.getByRole('tab', { name: /^Drafts/ });
    await expect(drafts).toHaveAttribute('aria-selected', 'true');
    const draftRow = panel('drafts').getByTestId('studio-row').filter({ hasText: draftTitle });
    await expect(draftRow).toBeVisible();
    await expect(draftRow.getByRole('link', { name: `Edit ${draftTitle}` })).toBeVisible();
    await expect(draftRow.getByRole('link', { name: /^View/ })).toHaveCount(0);

    // Archive the new piece, confirmed in a dialog; the lists reload.
    await published.click();
    await row.getByRole('button', { name: `Archive ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive this article?' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('katha-dialog[open]')).toContainText(title);
    await page.locator('katha-dialog[open]').getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('katha-toast').getByText('Article archived')).toBeVisible();
    await expect(row).toHaveCount(0);
    // The focused button went with its row: focus is on the page's heading, not lost.
    await expect(page.getByRole('heading', { level: 1, name: 'My Articles' })).toBeFocused();
    await page.getByRole('tab', { name: /^Archived/ }).click();
    const archived = panel('archived').getByTestId('studio-row').filter({ hasText: title });
    await expect(archived).toBeVisible();
    await expect(archived.getByRole('button', { name: /^Archive/ })).toHaveCount(0);

    // Gone from the home listing (and the CMS agrees).
    await page.goto(webUrl());
    await expect(page.locator('katha-article-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    const stored = await api(`/articles/${created.body.data.documentId}?locale=en`, jwt);
    expect(stored.body.data.isArchive).toBe(true);
  });

  test('reads the seeded statistics and earnings; the totals are the sum of the revenues; the charts draw', async ({
    page,
  }) => {
    const { jwt, profileId } = await editorSession();
    const revenues = await api(
      `/article-revenues?filters[author][documentId][$eq]=${profileId}&pagination[pageSize]=200&populate[article][fields][0]=title`,
      jwt,
    );
    expect(revenues.status).toBe(200);
    const rows = revenues.body.data as Json[];
    expect(rows.length).toBeGreaterThan(0);
    const sum = earnedRupees(rows);
    const profile = await api(`/profile-revenues?filters[profile][documentId][$eq]=${profileId}`, jwt);
    const paid = Number(profile.body.data[0].Total_amount_paid);
    const due = Number(profile.body.data[0].Total_amount_due);
    const insightsPage = async (page: number, sort: string) =>
      (
        await api(
          `/insights?pagination[page]=${page}&pagination[pageSize]=5&sort[0]=${sort}&populate[article][fields][0]=title`,
          jwt,
        )
      ).body;
    const first = await insightsPage(1, 'date:desc');
    const second = await insightsPage(2, 'date:desc');
    const byViews = await insightsPage(1, 'views:desc');
    const oldest = await insightsPage(1, 'date:asc');

    await page.goto(webUrl());
    await signInThroughUi(page, EDITOR);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Content & Stats/ }).click();
    await expect(page).toHaveURL(`${webUrl()}/core/content-stats`);

    // Totals in rupees: earned is the sum of the revenues, and paid + due add up to it.
    await expect(page.getByTestId('total-earned')).toHaveText(rupees(sum));
    await expect(page.getByTestId('total-paid')).toHaveText(rupees(paid));
    await expect(page.getByTestId('total-due')).toHaveText(rupees(due));
    expect(Math.abs(paise(paid) + paise(due) - paise(sum))).toBeLessThanOrEqual(1);

    // Earnings per article: one row per article that earned.
    const articles = new Set(rows.map((row: Json) => row.article?.documentId ?? ''));
    await expect(page.getByTestId('earnings-table').locator('tbody tr')).toHaveCount(articles.size);

    // Insights: 5 a page, newest first, with the article's title; paging and sorting.
    const table = page.getByTestId('insights-table');
    const views = () => table.locator('tbody tr td:nth-child(3)');
    const expectRows = async (body: Json) => {
      await expect(table.locator('tbody tr')).toHaveCount(body.data.length);
      await expect(views()).toHaveText(
        body.data.map((row: Json) => new Intl.NumberFormat('en-IN').format(row.views)),
      );
      await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(
        body.data.map((row: Json) => row.article?.title ?? 'Untitled'),
      );
    };
    await expectRows(first);
    const pages = first.meta.pagination.pageCount as number;
    expect(pages).toBeGreaterThan(1);
    await expect(page.getByTestId('insights-page')).toHaveText(`Page 1 of ${pages}`);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('insights-page')).toHaveText(`Page 2 of ${pages}`);
    await expectRows(second);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expectRows(first);
    await page.getByLabel('Sort by').selectOption({ label: 'Most views' });
    await expect(page.getByTestId('insights-page')).toHaveText(`Page 1 of ${pages}`);
    await expect(table.getByRole('columnheader', { name: 'Views' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expectRows(byViews);
    // The column headers sort too: Date toggles oldest and newest first.
    await table.getByRole('button', { name: 'Date' }).click();
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('newest');
    await expectRows(first);
    await table.getByRole('button', { name: 'Date' }).click();
    await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'ascending');
    await expectRows(oldest);

    // Charts: drawn on their canvases, each with a text alternative and its data as a table.
    for (const chart of ['chart-trend', 'chart-sources', 'chart-top']) {
      const figure = page.getByTestId(chart);
      await expect(figure.locator('canvas')).toHaveAttribute('role', 'img');
      await expect(figure.locator('canvas')).toHaveAttribute('aria-label', /\S/);
      await expect
        .poll(() => paintedPixels(page, chart), { message: `${chart} is drawn` })
        .toBeGreaterThan(500);
      await figure.getByText('Show the data').click();
      await expect(figure.locator('details table tbody tr').first()).toBeVisible();
    }
    await expect(page.getByTestId('chart-sources').locator('details')).toContainText(
      rupees(rows.reduce((total: number, row: Json) => total + paise(row.amount_earned_incentive), 0) / 100),
    );
  });

  test('sees the translated format error when the revenue data is not a list', async ({ page }) => {
    await page.goto(webUrl());
    await signInThroughUi(page, EDITOR);
    // The CMS never answers this shape on demand: the real answer is fetched and its list turned into an object.
    await page.route('**/api/article-revenues?**', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data[0] } } });
    });
    await page.goto(`${webUrl()}/core/content-stats`);
    await expect(page.getByText('Unexpected data format from the server').first()).toBeVisible();
    await expect(page.getByTestId('total-earned')).toHaveCount(0);
    // The insights do not depend on the revenues.
    await expect(page.getByTestId('insights-table')).toBeVisible();
    await page.unroute('**/api/article-revenues?**');
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await expect(page.getByTestId('total-earned')).toBeVisible();
  });
});

test('no chart code is requested on reader routes, only on Content & Stats', async ({ page }) => {
  const chartScripts = recordScripts(page);
  await page.goto(webUrl());
  await page.locator('katha-article-card [part="title"]').first().click();
  await expect(page).toHaveURL(/\/core\/article\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // And an article page loaded directly (the server renders it).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Signed in as an editor the reader routes still carry no chart code.
  await signInThroughUi(page, EDITOR);
  await page.goto(webUrl());
  await expect(page.locator('katha-article-card').first()).toBeVisible();
  expect(await chartScripts(), 'chart code on a reader route').toEqual([]);

  await page.goto(`${webUrl()}/core/content-stats`);
  await expect(page.getByTestId('chart-trend').locator('canvas')).toBeVisible();
  expect(await chartScripts()).toHaveLength(1);
});
