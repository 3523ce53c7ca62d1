import type { Page } from '@playwright/test';
import {
  articleSlugs,
  cmsApi,
  expect,
  readToTheEnd,
  registerReader,
  signInWithToken,
  test,
  webUrl,
} from './helpers.js';

interface Listed {
  slug: string;
  title: string;
  author: { name?: string | null; username?: string } | null;
  featured_image: unknown;
  localizations: { slug: string; locale: string; title?: string }[];
}

/** English articles with their translations and authors, through the CMS API. */
async function englishArticles(): Promise<Listed[]> {
  const response = await fetch(
    `${cmsApi()}/articles?locale=en&fields[0]=slug&fields[1]=title&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale` +
      '&populate[localizations][fields][2]=title&populate[author]=true&populate[featured_image]=true&pagination[pageSize]=50',
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Listed[] }).data;
}

async function withLocale(page: Page, locale: string) {
  await page.context().addCookies([{ name: 'katha_locale', value: locale, url: webUrl() }]);
  await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
}

// Issue 15 §3.8: the article's top had no author, and no way to share.
test('the top of an article names its author (linking to their articles), its date, and shares its link', async ({
  page,
  context,
}) => {
  const article = (await englishArticles()).find((one) => one.author)!;
  const name = article.author!.name || article.author!.username!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: webUrl() });
  // No share sheet in this browser: the link is copied instead.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  await page.goto(`${webUrl()}/core/article/${article.slug}`);
  const byline = page.getByTestId('byline');
  await expect(byline.locator('katha-avatar')).toBeVisible();
  const link = byline.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', `/core/search?key=${encodeURIComponent(name)}`);
  await expect(page.locator('.article__header .article__meta').nth(1)).toContainText(/\d{4}/);

  await page.locator('.article__share').getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${webUrl()}/core/article/${article.slug}`,
  );

  await link.click();
  await expect(page).toHaveURL(/\/core\/search\?key=/);
});

// Issue 15 §3.9 and §3.10: with the interface in Kannada, an English article says at its top that
// it is also in Kannada; a translation's picture is described in its own language.
test('an English article read in a Kannada interface offers the Kannada one at the top, whose image alt is Kannada', async ({
  page,
}) => {
  const article = (await englishArticles()).find((one) =>
    one.localizations.some((other) => other.locale === 'kn-IN' && other.slug),
  )!;
  const kannada = article.localizations.find((other) => other.locale === 'kn-IN')!;
  await withLocale(page, 'kn-IN');
  await page.goto(`${webUrl()}/core/article/${article.slug}`);
  await expect(page.locator('article.article')).toHaveAttribute('lang', 'en');
  const notice = page.getByTestId('translation-notice');
  await expect(notice).toBeVisible();
  // At the top: before the text.
  expect(await notice.evaluate((node) => Boolean(node.closest('.article__header')))).toBe(true);
  await notice.getByRole('link', { name: 'ಕನ್ನಡ' }).click();
  await expect(page).toHaveURL(`${webUrl()}/core/article/${encodeURIComponent(kannada.slug)}`);
  await expect(page.locator('article.article')).toHaveAttribute('lang', 'kn-IN');
  await expect(page.getByTestId('translation-notice')).toHaveCount(0);
  const image = page.locator('img.article__image');
  if (await image.count()) {
    await expect(image).toHaveAttribute('alt', kannada.title!);
    expect(await image.getAttribute('alt')).not.toBe(article.title);
  }
});

// Issue 15 §3.8: the article showed whether the reader liked it, not how many did.
test('an article shows its like and bookmark counts, and a like moves the count at once', async ({
  page,
}) => {
  const { jwt } = await registerReader('counter');
  await signInWithToken(page, jwt);
  const [slug] = await articleSlugs('en', 1);
  await page.goto(`${webUrl()}/core/article/${slug}`);
  await readToTheEnd(page);
  const likes = page.locator('.article__actions [data-count="likes"]');
  const bookmarks = page.locator('.article__actions [data-count="bookmarks"]');
  await expect(likes).toHaveText(/^\d+ likes?$/);
  await expect(bookmarks).toHaveText(/^\d+ bookmarks?$/);
  const before = Number((await likes.textContent())!.match(/\d+/)![0]);

  // The count moves before the CMS has answered (held here), and stays once it has.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/profiles/**', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await page.locator('.article__actions katha-toggle-button[kind="like"] button').click();
  const after = `${before + 1} ${before + 1 === 1 ? 'like' : 'likes'}`;
  await expect(likes).toHaveText(after);
  const saved = page.waitForResponse(
    (response) => response.url().includes('/profiles/') && response.request().method() === 'PUT',
  );
  release();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await readToTheEnd(page);
  await expect(page.locator('.article__actions katha-toggle-button[kind="like"] button')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(likes).toHaveText(after);
});

// Issue 15 §3.10: an author's bio is written per language; a Hindi page shows the Hindi one.
test("a Hindi page shows the author's bio in Hindi, not the English one", async ({ page }) => {
  type Bios = Partial<Record<'en' | 'hi-IN' | 'kn-IN', string>>;
  const response = await fetch(
    `${cmsApi()}/articles?locale=hi-IN&fields[0]=slug&populate[author]=true&pagination[pageSize]=50`,
  );
  expect(response.status).toBe(200);
  const articles = ((await response.json()) as { data: { slug: string; author: { bios?: Bios } | null }[] })
    .data;
  const article = articles.find((one) => one.author?.bios?.['hi-IN'] && one.author.bios.en)!;
  expect(article, 'a seeded Hindi article whose author has a Hindi and an English bio').toBeTruthy();
  const bios = article.author!.bios!;
  await withLocale(page, 'hi-IN');
  await page.goto(`${webUrl()}/core/article/${encodeURIComponent(article.slug)}`);
  await readToTheEnd(page);
  const bio = page.getByRole('region', { name: 'लेखक के बारे में' }).locator('.author__bio');
  await expect(bio).toHaveText(bios['hi-IN']!);
  await expect(bio).toHaveAttribute('lang', 'hi-IN');
  expect(bios['hi-IN']).not.toBe(bios.en);
});
