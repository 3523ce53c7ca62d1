import {
  articleSlugs,
  expect,
  expectToggleSaved,
  readToTheEnd,
  registerThroughUi,
  SESSION_COOKIE,
  setSessionCookie,
  signInThroughUi,
  test,
  uniqueName,
  webUrl,
} from './helpers.js';

test.describe('a reader', () => {
  test('registers from an article, comes back to it, likes, bookmarks and follows', async ({ page }) => {
    const [slug] = await articleSlugs('en', 1);
    await page.goto(`${webUrl()}/core/article/${slug}`);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    await registerThroughUi(page, uniqueName('reader'));
    await expect(page).toHaveURL(`${webUrl()}/core/article/${slug}`);
    expect(await page.evaluate(() => localStorage.getItem('lastVisitedArticle'))).toBe(slug);

    await readToTheEnd(page);
    const like = page.locator('.article__actions katha-toggle-button[kind="like"] button');
    const bookmark = page.locator('.article__actions katha-toggle-button[kind="bookmark"] button');
    await like.click();
    await bookmark.click();
    const follow = page.locator('.author katha-toggle-button[kind="follow"] button');
    await follow.click();
    for (const toggle of [like, bookmark, follow]) await expectToggleSaved(toggle);

    // Saved on the server: still pressed after a reload.
    await page.reload();
    await readToTheEnd(page);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: /Bookmarks/ }).click();
    await expect(page).toHaveURL(`${webUrl()}/core/bookmarks`);
    await expect(page.locator('katha-article-card')).toHaveCount(1);
    await expect(page.locator('katha-article-card [part="title"]')).toHaveText(title);

    // Un-bookmark from the card: the list refreshes to empty.
    await page
      .locator('katha-article-card')
      .getByRole('button', { name: /bookmark/i })
      .click();
    await expect(page.locator('katha-article-card')).toHaveCount(0);
  });

  test('comments, replies and edits their own comment, newest first', async ({ page }) => {
    const [, slug] = await articleSlugs('en', 2);
    await page.goto(`${webUrl()}/core/article/${slug}`);
    await registerThroughUi(page, uniqueName('talker'));
    await readToTheEnd(page);
    const comments = page.locator('.comments');
    await comments.getByLabel('Add a comment').fill('A first thought about this story.');
    await comments.getByRole('button', { name: 'Post comment' }).click();
    // Newest first: the new comment leads the list.
    const mine = comments.locator('[part="comment"]').first();
    await expect(mine).toContainText('A first thought about this story.');

    await comments
      .getByRole('button', { name: /^Reply to/ })
      .first()
      .click();
    await comments.getByLabel('Your reply').fill('And a reply to it.');
    await comments.getByRole('button', { name: 'Post reply' }).click();
    await expect(comments.getByText('And a reply to it.')).toBeVisible();

    await comments.getByRole('button', { name: 'Edit', exact: true }).first().click();
    await comments.getByLabel('Edit your comment').fill('An edited thought.');
    await comments.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(comments.locator('[part="comment"]').first()).toContainText('An edited thought.');
  });

  test('logs out through /api/logout, which clears the session but keeps the language', async ({ page }) => {
    await page.goto(webUrl());
    await registerThroughUi(page, uniqueName('leaver'));
    const logout = page.waitForRequest(
      (request) => request.url().endsWith('/api/logout') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await logout;
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    const stored = await page.evaluate(() =>
      ['jwt', 'user', 'profile', 'lastVisitedArticle'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null, null]);
  });

  test('a revoked token mid-session logs out and lands on home after a second', async ({ page }) => {
    await page.goto(`${webUrl()}/core/bookmarks`);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await signInThroughUi(page, 'reader@katha.dev');
    await expect(page).toHaveURL(`${webUrl()}/core/bookmarks`);
    // The server no longer accepts the token (as after a password change or a block).
    await setSessionCookie(page, 'revoked.token.value');
    await page.reload();
    await expect(page).toHaveURL(`${webUrl()}/`);
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    const cookies = await page.context().cookies(webUrl());
    expect(cookies.filter((cookie) => cookie.name === SESSION_COOKIE)).toEqual([]);
  });

  test('the writer banner shows for readers, not for editors', async ({ page }) => {
    await page.goto(webUrl());
    await signInThroughUi(page, 'reader@katha.dev');
    await expect(page.getByTestId('recruit-banner')).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: /My Articles/ })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await signInThroughUi(page, 'editor@katha.dev');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByTestId('recruit-banner')).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: /My Articles/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Content & Stats/ })).toBeVisible();
  });
});
