import { articleSlugs, expect, pageModulesOf, test, webUrl, wholeServerPage } from './helpers.js';

/**
 * The server and the browser's router read one route table (apps/web/src/routes.ts) and match it
 * the same way (wouter's matcher): an address the router opens a page for, the server renders as
 * that page, with its data, its status and its code; an address no route takes is not found.
 */
test.describe('one route table', () => {
  test('an address with a trailing slash is the same page, on the server too', async ({ request, page }) => {
    const [slug] = await articleSlugs('en', 1);
    const article = await wholeServerPage<{ article: { slug: string } }>(
      request,
      `${webUrl()}/core/article/${slug}/`,
    );
    expect(article.data.route.data.article.slug).toBe(slug);
    expect(pageModulesOf(article.html).preload.some((file) => /\/article-[\w-]+\.js$/.test(file))).toBe(true);

    const search = await wholeServerPage<{ data: unknown[] } | null>(
      request,
      `${webUrl()}/core/search/?key=the`,
    );
    expect(search.data.route.data?.data.length).toBeGreaterThan(0);
    expect(pageModulesOf(search.html).preload.some((file) => /\/search-[\w-]+\.js$/.test(file))).toBe(true);

    const answer = await page.goto(`${webUrl()}/core/search/?key=the`);
    expect(answer?.status()).toBe(200);
    await expect(page.locator('#search-heading')).toBeVisible();
    await expect(page.locator('katha-article-card').first()).toBeVisible();
  });

  test('an address no route takes is not found, in every layout', async ({ request }) => {
    for (const path of ['/core/nothing-here', '/core/write/a/b', '/auth/nothing-here', '/apps/nothing-here'])
      expect((await request.get(`${webUrl()}${path}`)).status(), path).toBe(404);
  });
});
