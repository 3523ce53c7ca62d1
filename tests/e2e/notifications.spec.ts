import type { Browser } from '@playwright/test';
import {
  apiLogin,
  cmsApi,
  expect,
  readToTheEnd,
  registerReader,
  registerThroughUi,
  signInWithToken,
  test,
  uniqueName,
  waitingForTheApp,
  webUrl,
} from './helpers.js';

/** Issue 15, section 2: the bell's panel of what concerns a signed-in reader. */

/** A context whose pages skip the once-a-day reading-stats popup, as the `page` fixture's do. */
const contextWithoutPopup = async (browser: Browser) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('userStatsPopupShown', 'true');
    localStorage.setItem('userStatsPopupShownOn', new Date().toLocaleDateString('en-CA'));
  });
  return context;
};
test("a reader comments on an author's article and follows them; the author sees it, opens it and marks all read", async ({
  browser,
}) => {
  // The seeded editor and one of their English articles.
  const authorJwt = await apiLogin('editor@katha.dev');
  const auth = { headers: { authorization: `Bearer ${authorJwt}` } };
  const me = (await (await fetch(`${cmsApi()}/users/me?populate[profile]=true`, auth)).json()) as {
    profile: { documentId: string };
  };
  const list = (await (
    await fetch(
      `${cmsApi()}/articles?locale=en&fields[0]=slug&fields[1]=title&pagination[pageSize]=1` +
        `&filters[author][documentId][$eq]=${me.profile.documentId}`,
    )
  ).json()) as { data: { slug: string; title: string }[] };
  const article = list.data[0]!;
  // What the author had unread before, marked read through the API: the journey starts at zero.
  await fetch(`${cmsApi()}/notifications/mark-all-read`, { method: 'POST', ...auth });

  // A new reader: an empty panel first, then a comment and a follow.
  const readerContext = await contextWithoutPopup(browser);
  const reader = waitingForTheApp(await readerContext.newPage());
  await reader.bringToFront();
  await reader.goto(`${webUrl()}/core/article/${article.slug}`);
  const username = uniqueName('fan');
  await registerThroughUi(reader, username);
  const readerBell = reader.getByRole('button', { name: 'Notifications', exact: true });
  await readerBell.click();
  const readerPanel = reader.getByRole('dialog', { name: 'Notifications' });
  await expect(readerPanel).toContainText('Nothing new yet');
  // The panel brings its own rules: it floats under the header.
  await expect(readerPanel).toHaveCSS('position', 'absolute');
  await reader.keyboard.press('Escape');
  await expect(readerPanel).toBeHidden();
  await expect(readerBell).toBeFocused();
  await readToTheEnd(reader);
  const comments = reader.locator('.comments');
  await comments.getByLabel('Add a comment').fill('What a story: the river felt real.');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByText('What a story: the river felt real.')).toBeVisible();
  const follow = reader.locator('.author katha-toggle-button[kind="follow"] button');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await readerContext.close();

  // The author: the bell counts two, the panel says who did what, in order, newest first.
  const authorContext = await contextWithoutPopup(browser);
  const page = waitingForTheApp(await authorContext.newPage());
  await page.bringToFront();
  await signInWithToken(page, authorJwt);
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // Older ones (read) follow when the author had some: the newest two are this journey's.
  const items = panel.getByRole('link');
  await expect(items.nth(0)).toContainText(`${username} started following you`);
  await expect(items.nth(1)).toContainText(`${username} commented on “${article.title}”`);
  await expect(items.nth(1)).toContainText(/now|second|minute/);

  // Opening one goes to the article, marks it read and closes the panel.
  await items.nth(1).click();
  await expect(page).toHaveURL(`${webUrl()}/core/article/${article.slug}`);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // Mark all read: no badge; the keyboard closes the panel and focus returns to the bell.
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  const quiet = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(quiet).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(quiet).toBeFocused();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await authorContext.close();
});

test('the panel says when it cannot load, tries again, and speaks the interface language', async ({
  page,
}) => {
  await page.goto(webUrl());
  await registerThroughUi(page, uniqueName('quiet'));
  await page.route('**/api/notifications?**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('alert')).toContainText('We could not load your notifications.');
  await page.unroute('**/api/notifications?**');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel).toContainText('Nothing new yet');
  // A press outside closes it.
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(panel).toBeHidden();

  await page.locator('katha-top-bar katha-language-switcher select').selectOption('hi-IN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: 'सूचनाएँ', exact: true }).click();
  const hindi = page.getByRole('dialog', { name: 'सूचनाएँ' });
  await expect(hindi).toContainText('अभी कुछ नया नहीं है');
});

test('a count asked before "Mark all as read" and answered after it does not bring the badge back', async ({
  page,
}) => {
  // A new author with one unread notification: a new reader follows them.
  const author = await registerReader('told');
  const fan = await registerReader('fan');
  const profileOf = async (jwt: string) =>
    (
      (await (
        await fetch(`${cmsApi()}/users/me?populate[profile]=true`, {
          headers: { authorization: `Bearer ${jwt}` },
        })
      ).json()) as { profile: { documentId: string } }
    ).profile.documentId;
  const followed = await fetch(`${cmsApi()}/profiles/${await profileOf(fan.jwt)}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${fan.jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify({ data: { following: { connect: [await profileOf(author.jwt)] } } }),
  });
  expect(followed.status).toBe(200);

  await signInWithToken(page, author.jwt);
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();

  // The count the panel asks for when it opens is answered (1, before the mark) but held back until
  // the author has marked everything read, as a slow answer on a busy phone would be.
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked!: () => void;
  const answered = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route('**/api/notifications/unread-count', async (route) => {
    const response = await route.fetch();
    asked();
    await released;
    await route.fulfill({ response });
  });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await answered;
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  const quiet = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(quiet).toBeVisible();

  const late = page.waitForEvent('requestfinished', (request) => request.url().endsWith('/unread-count'));
  release();
  await late;
  // The late answer has reached the page's script; two frames later anything it changed is drawn.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect(quiet).toBeVisible();
  await expect(bell).toHaveCount(0);
});
