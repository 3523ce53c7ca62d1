import type { Page } from '@playwright/test';
import { expect, registerReader, setSessionCookie, test, webUrl, wholeServerPage } from './helpers.js';

// Issue 31, item 3: a press on the server's page before the app has hydrated it is not lost. Each
// journey holds the page's one script (apps/web/src/boot.ts) until the press is made, so the press
// lands on the server's markup with no handler of the app's yet, then lets the app load and
// checks what the press did once the app runs: done once, and only once. The first capture of
// such a press is the page's inline script (apps/web/shared/early-input.ts); the app replays it.
// (Follow has no server-rendered button: the home's authors and an article's author render when
// the reader gets near them, after hydration.)

/** Opens `url` with the app's script held back; `release` lets it load, `hydrated` waits for it. */
async function openHeld(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The fixture's goto waits until the app has hydrated: it ends once released.
  const loaded = page.goto(url, { waitUntil: 'commit' });
  return {
    release,
    hydrated: async () => {
      release();
      await loaded;
    },
  };
}

/** The writes of a reader's likes and bookmarks (`PUT /api/profiles/:id`) answered. */
function profileWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'PUT' && new URL(request.url()).pathname.startsWith('/api/profiles/'))
      writes.push(`${response.status()} ${request.postData() ?? ''}`);
  });
  return writes;
}

test('a like, a bookmark and the profile menu pressed before the app runs are done once it does', async ({
  page,
}) => {
  // The home with its cards (a cold CMS's first answers may come after the server stops waiting).
  await wholeServerPage(page.request, webUrl());
  const reader = await registerReader('early_taps');
  await setSessionCookie(page, reader.jwt);
  const writes = profileWrites(page);
  const app = await openHeld(page, webUrl());
  const card = page.locator('.home__latest katha-article-card').first();
  // The card's like and bookmark are its own buttons, in its shadow root: both presses are taken.
  const like = card.getByRole('button', { name: 'Like', exact: true });
  const bookmark = card.getByRole('button', { name: 'Bookmark', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');

  await like.click();
  await bookmark.click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  // Taken at once, before the app: the like and the bookmark show pressed, each element busy.
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('katha-profile-menu')).toHaveAttribute('aria-busy', 'true');

  await app.hydrated();
  await expect(card.getByRole('button', { name: 'Liked', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByRole('button', { name: 'Bookmarked', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('menuitem', { name: /My Profile/ })).toBeVisible();
  await expect(card).not.toHaveAttribute('aria-busy');
  // One write each, both saved; the server renders the reader's home with both.
  await expect.poll(() => writes.length).toBe(2);
  expect(writes.filter((write) => write.includes('liked_articles'))).toHaveLength(1);
  expect(writes.filter((write) => write.includes('bookmarked_articles'))).toHaveLength(1);
  expect(writes.every((write) => write.startsWith('200 '))).toBe(true);
  // The card's own article, by its link: another journey may have published a newer one since.
  const slug = (await card.getByRole('link').first().getAttribute('href'))!.split('/').pop();
  const { data } = await wholeServerPage<{
    latest: { data: { slug: string; liked_by?: unknown[]; bookmarked_by?: unknown[] }[] };
  }>(page.request, webUrl());
  const pressed = data.route.data.latest.data.find((article) => article.slug === slug);
  expect(pressed?.liked_by?.length).toBe(1);
  expect(pressed?.bookmarked_by?.length).toBe(1);
});

test('text typed into the search box and Enter before the app runs search once it does', async ({ page }) => {
  const app = await openHeld(page, webUrl());
  const field = page.getByRole('searchbox', { name: 'Search articles' });
  await field.fill('story');
  await field.press('Enter');
  await expect(page.locator('katha-search-box')).toHaveAttribute('aria-busy', 'true');
  // Still the home: the press did not reload the page without its text.
  expect(new URL(page.url()).pathname).toBe('/');
  await app.hydrated();
  await expect(page).toHaveURL(/\/core\/search\?key=story$/);
});

test('a language chosen before the app runs switches the page once it does', async ({ page }) => {
  const app = await openHeld(page, webUrl());
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi-IN');
  await expect(page.locator('katha-language-switcher')).toHaveAttribute('aria-busy', 'true');
  await app.hydrated();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Latest stories');
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi-IN');
});

test("the sign-in page's 'Create an account' pressed while the page loads opens the registration form", async ({
  page,
}) => {
  const app = await openHeld(page, `${webUrl()}/auth/auth2/login-option`);
  await page.getByRole('link', { name: 'Create an account', exact: true }).click({ noWaitAfter: true });
  await app.hydrated();
  await expect(page).toHaveURL(/[?&]mode=register/);
  await expect(page.getByLabel('Username')).toBeVisible();
  await expect(
    page.locator('form').getByRole('button', { name: 'Create account', exact: true }),
  ).toBeVisible();
});

test('a card far down the home waits to hydrate until it comes near, and a like pressed as it comes is done once', async ({
  page,
}) => {
  await wholeServerPage(page.request, webUrl());
  const reader = await registerReader('late_card');
  await setSessionCookie(page, reader.jwt);
  const writes = profileWrites(page);
  // A phone's screen, where the last of the latest ten is many screens down.
  await page.setViewportSize({ width: 412, height: 823 });
  // The fixture's goto waits until the app has hydrated the page.
  await page.goto(webUrl());
  const card = page.locator('.home__latest katha-article-card').last();
  const hydrated = () =>
    card.evaluate((element) => (element as HTMLElement & { hasUpdated: boolean }).hasUpdated);
  // Screens below a phone's first: the app runs, the card is still the server's markup.
  expect(await hydrated()).toBe(false);

  // Scrolled to and pressed at once: live by then or replayed once it is.
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Liked', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await hydrated()).toBe(true);
  await expect.poll(() => writes.length).toBe(1);
  expect(writes[0]).toMatch(/^200 .*liked_articles/);
  const slug = await card.getByRole('link').first().getAttribute('href');
  const { data } = await wholeServerPage<{
    latest: { data: { slug: string; liked_by?: unknown[] }[] };
  }>(page.request, webUrl());
  const liked = data.route.data.latest.data.find((article) => slug?.endsWith(article.slug));
  expect(liked?.liked_by?.length).toBe(1);
});
