import { articleSlugs, expect, readToTheEnd, test, webUrl } from './helpers.js';

// Failures are made by the browser (the request is aborted, as when the network drops), the rest is real.

test('a failed listing shows a translated error with a retry where the list would be, then recovers', async ({
  page,
}) => {
  // The first page comes with the home page itself; sorting asks the CMS again.
  await page.goto(webUrl());
  await page.route('**/api/articles?**', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Sort by').selectOption('duration_high');
  const latest = page.locator('.home__latest');
  await expect(
    latest.getByText('We could not load this. Check your connection and try again.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest stories' })).toBeVisible();
  await page.unroute('**/api/articles?**');
  await latest.getByRole('button', { name: 'Try again' }).click();
  await expect(latest.locator('katha-article-card')).toHaveCount(10);
});

test('an article whose comments fail to load still reads, with a retry for the comments', async ({
  page,
}) => {
  const [slug] = await articleSlugs('en', 1);
  await page.route('**/api/comments/**', (route) => route.abort('internetdisconnected'));
  await page.goto(`${webUrl()}/core/article/${slug}`);
  await expect(page.locator('.article__body p').first()).toBeVisible();
  await readToTheEnd(page);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/api/comments/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.comments katha-comment-thread')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
