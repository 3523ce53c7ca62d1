import type { Page } from '@playwright/test';
import {
  cmsApi,
  expect,
  expectToggleSaved,
  registerReader,
  signInWithToken,
  test,
  webUrl,
} from './helpers.js';
import { expectClean, openTemplatePage, visitsOf } from './template-page.js';

// The template's community apps over the real CMS (issue 17 §1): the blog (/apps/blog/post, its
// detail with the sanitized body and the comments) and the user profile's four pages over real
// profiles and follows. In CI each route is visited in ONE case, rotating over locale × mode ×
// direction × width; `KATHA_FULL_MATRIX=1` visits every route in every case:
//   KATHA_FULL_MATRIX=1 npx playwright test --config ../../tests/e2e/playwright.config.ts template-community

/** A visitor's profile pages show the seed's first author (apps/web/src/template/apps/user-profile/profile-data.ts). */
const SAMPLE_AUTHOR = 'asha_rao';
/** The menu's sample post (src/template/apps/screens.ts SAMPLE_POST): a seeded English article. */
const SAMPLE_POST = 'night-train-to-hampi';

/** What each route shows once its data arrived from the CMS. */
const LOADED: Record<string, (page: Page) => Promise<void>> = {
  '/apps/blog/post': (page) => expect(page.locator('katha-article-card').first()).toBeVisible(),
  [`/apps/blog/detail/${SAMPLE_POST}`]: async (page) => {
    await expect(page.locator('.community__body p').first()).toBeVisible();
    await expect(page.getByTestId('comments')).toBeVisible();
  },
  '/apps/user-profile/profile': (page) =>
    expect(page.locator('.community__recent katha-article-card').first()).toBeVisible(),
  '/apps/user-profile/followers': (page) =>
    expect(page.locator('.community__person, .community__panel katha-empty-state').first()).toBeVisible(),
  '/apps/user-profile/friends': (page) => expect(page.locator('.community__person').first()).toBeVisible(),
  // The lightbox: a picture opens large in the kit's dialog, and Escape closes it.
  '/apps/user-profile/gallery': async (page) => {
    await page.locator('.community__thumb').first().click();
    const large = page.locator('.community__lightbox img');
    await expect(large).toBeVisible();
    await expect
      .poll(() => large.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(large).toBeHidden();
  },
};

for (const [pathname, item] of visitsOf(Object.keys(LOADED))) {
  const label = `${pathname} ${item.locale} ${item.mode} ${item.dir} ${item.width}`;
  test(`${label}: real CMS data; axe, width and console`, async ({ page }) => {
    const errors = await openTemplatePage(page, pathname, item);
    await LOADED[pathname]!(page);
    await expect(page.getByRole('status', { name: /./ })).toHaveCount(0); // no loading placeholder left
    await expectClean(page, errors, label);
  });
}

/** The CMS's comments of an article (through the API, as the page should show them). */
async function commentsOf(slug: string, locale: string): Promise<string[]> {
  const found = (await (
    await fetch(
      `${cmsApi()}/articles?locale=${locale}&filters[slug][$eq]=${encodeURIComponent(slug)}&fields[0]=slug`,
    )
  ).json()) as { data: { documentId: string }[] };
  const documentId = found.data[0]!.documentId;
  const comments = (await (
    await fetch(`${cmsApi()}/comments/api::article.article:${documentId}?sort=createdAt:desc`)
  ).json()) as { content: string }[];
  return comments.map((comment) => comment.content);
}

test('blog: a post opened from the listing shows its body and its comments; an unknown slug says not found', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${webUrl()}/apps/blog/post`);
  const card = page.locator('katha-article-card').first();
  const english = (await card.locator('[part="title"]').textContent())!.trim();
  // The language filter lists the Hindi posts instead.
  const language = page
    .getByRole('search', { name: 'Filter the posts' })
    .getByRole('combobox', { name: 'Language' });
  await language.click();
  await page.getByRole('listbox', { name: 'Language' }).getByRole('option', { name: 'हिन्दी' }).click();
  await expect(card.locator('[part="title"]')).not.toHaveText(english);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ posts$/ })).toBeVisible();
  const title = (await card.locator('[part="title"]').textContent())!.trim();
  await card.locator('[part="title"]').click();
  await expect(page).toHaveURL(/\/apps\/blog\/detail\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.community__body p').first()).toBeVisible();
  // The body is the CMS's HTML through the site's sanitizer: text, no script.
  await expect(page.locator('.community__body script')).toHaveCount(0);
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const comments = await commentsOf(slug, 'hi-IN');
  const thread = page.getByTestId('comments');
  if (comments.length) await expect(thread).toContainText(comments[0]!);
  else await expect(thread).toBeVisible();
  expect(errors).toEqual([]);

  await page.goto(`${webUrl()}/apps/blog/detail/no-such-post-${Date.now()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all posts' })).toBeVisible();
});

test("profile: a signed-in reader follows one of an author's friends, and it stays after a reload and lists on their own friends page", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { jwt } = await registerReader('friend');
  await signInWithToken(page, jwt);

  await page.goto(`${webUrl()}/apps/user-profile/friends?u=${SAMPLE_AUTHOR}`);
  const first = page.locator('.community__person').first();
  const name = (await first.locator('h3').textContent())!.trim();
  const toggle = first.getByRole('button', { name: 'Follow' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expectToggleSaved(first.getByRole('button', { name: 'Following' }));

  await page.reload();
  const card = page.locator('.community__person').filter({ hasText: name });
  await expect(card.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  // Their own friends (no ?u=): the person they follow, found with the search box.
  await page.goto(`${webUrl()}/apps/user-profile/friends`);
  await expect(page.locator('.community__whose')).toHaveText(
    'This is your profile, as other readers see it.',
  );
  await page.getByRole('searchbox', { name: 'Search friends' }).fill(name.slice(0, 4));
  await expect(page.locator('.community__person').filter({ hasText: name })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search friends' }).fill('zzzz-nobody');
  await expect(page.getByText('No one matches')).toBeVisible();
});
