import { backdateOpening } from '@katha/tools/cms';
import type { Request } from '@playwright/test';
import {
  adminJwt,
  cmsApi,
  everyRequestSeen,
  expect,
  registerReader,
  signInWithToken,
  test,
  webUrl,
} from './helpers.js';

/**
 * Reading events (apps/cms README, Read events; the rule in @katha/rules reading.ts): opening an
 * article is a view; a read, and with it reading points, only once the reader has spent 40 % of its
 * estimated read time on the text and scrolled past 80 % of it.
 */

const profileOf = async (jwt: string) => {
  const me = await fetch(`${cmsApi()}/users/me?populate[profile][populate]=user_stat`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(me.status).toBe(200);
  const { profile } = (await me.json()) as {
    profile: { documentId: string; user_stat?: { reading_points?: number } | null };
  };
  return profile;
};
const pointsOf = async (jwt: string): Promise<number> =>
  (await profileOf(jwt)).user_stat?.reading_points ?? 0;

/** A short (1-minute) published English article: a read needs 24 seconds on it. */
async function shortArticle(): Promise<{ documentId: string; slug: string; read_time: number }> {
  const response = await fetch(
    `${cmsApi()}/articles?locale=en&fields[0]=slug&fields[1]=read_time&sort[0]=read_time:asc&pagination[pageSize]=1` +
      '&filters[$or][0][isArchive][$eq]=false&filters[$or][1][isArchive][$null]=true',
  );
  expect(response.status).toBe(200);
  const [article] = (
    (await response.json()) as { data: { documentId: string; slug: string; read_time: number }[] }
  ).data;
  expect(article?.read_time).toBe(1);
  return article!;
}

test('opening an article is a view; the read and its points come after time on the text and near its end', async ({
  page,
}) => {
  const { jwt } = await registerReader('bookworm', { t_n_c_accepted: true });
  // A phone's window: the text is taller than the screen, so its end is reached by scrolling.
  await page.setViewportSize({ width: 390, height: 640 });
  await signInWithToken(page, jwt);
  expect(await pointsOf(jwt)).toBe(0);

  const article = await shortArticle();
  const views: Request[] = [];
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (/\/api\/articles\/[^/]+\/view\?/.test(request.url())) views.push(request);
    if (/\/api\/articles\/[^/]+\/read\?/.test(request.url())) reads.push(request);
  });
  // The page's clock: the reader's seconds on the text pass when the test says, not in real time.
  await page.clock.install();
  // Before the page exists: the page's clock is this one plus the runs below, and the app may start
  // counting before goto returns (read after it, at load 14, the bound came out a second short).
  const opened = Date.now();
  await page.goto(`${webUrl()}/core/article/${article.slug}`);
  await expect(page.locator('.article__body')).toBeVisible();
  await expect.poll(() => views.length).toBe(1);
  const body = page.locator('.article__body');
  const tall = await body.evaluate(
    (element) => element.getBoundingClientRect().bottom > window.innerHeight * 1.25,
  );
  expect(tall, 'the text runs past the window').toBe(true);

  // Opened and left at its top for longer than the time a read needs: a view, no read, no points.
  await page.clock.runFor(26_000);
  await everyRequestSeen(page);
  expect(reads).toHaveLength(0);
  expect(await pointsOf(jwt)).toBe(0);
  // The CMS counts a read only that long after its own record of the opening: moved back as far.
  const cmsUrl = cmsApi().replace(/\/api$/, '');
  const { documentId: profileDocumentId } = await profileOf(jwt);
  await backdateOpening(cmsUrl, await adminJwt(), {
    articleId: article.documentId,
    profileDocumentId,
    seconds: 26,
  });

  // Reaching the end of the text: a read, with the time and how far, and the article's points.
  const answer = page.waitForResponse((response) => /\/api\/articles\/[^/]+\/read\?/.test(response.url()));
  await body.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const read = await answer;
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { data: { counted: boolean } }).data.counted).toBe(true);
  const evidence = read.request().postDataJSON() as { seconds: number; progress: number };
  expect(evidence.seconds).toBeGreaterThanOrEqual(24);
  const elapsed = (await page.evaluate(() => Date.now())) - opened;
  expect(evidence.seconds).toBeLessThanOrEqual(Math.ceil(elapsed / 1000));
  expect(evidence.progress).toBeGreaterThanOrEqual(0.8);
  expect(reads).toHaveLength(1);
  await expect.poll(() => pointsOf(jwt)).toBe(article.read_time);

  // Reading it to the end again is no second read; points stay.
  await page.evaluate(() => window.scrollTo(0, 0));
  await body.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await page.clock.runFor(2_000);
  await everyRequestSeen(page);
  expect(reads).toHaveLength(1);
  expect(views).toHaveLength(1);
});

test('a quick scroll to the end is not a read', async ({ page }) => {
  const article = await shortArticle();
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/articles\/[^/]+\/read\?/.test(request.url()))
      reads.push(request.url());
  });
  const viewed = page.waitForRequest((request) => /\/api\/articles\/[^/]+\/view\?/.test(request.url()));
  await page.clock.install();
  await page.goto(`${webUrl()}/core/article/${article.slug}`);
  await viewed;
  await page.locator('.article__body').evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await page.clock.runFor(5_000);
  await everyRequestSeen(page);
  expect(reads).toHaveLength(0);
});
