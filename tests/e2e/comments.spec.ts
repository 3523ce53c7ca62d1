import {
  articleSlugs,
  cmsApi,
  expect,
  readToTheEnd,
  registerReader,
  signInWithToken,
  test,
  uniqueName,
  webUrl,
} from './helpers.js';

/** A new reader through the CMS API, with a display name on their profile; returns their token. */
async function readerNamed(displayName: string): Promise<{ jwt: string; username: string }> {
  const { jwt, username } = await registerReader('named');
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
  const me = (await (await fetch(`${cmsApi()}/users/me?populate[profile]=true`, { headers })).json()) as {
    profile: { documentId: string };
  };
  const named = await fetch(`${cmsApi()}/profiles/${me.profile.documentId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ data: { name: displayName } }),
  });
  expect(named.status).toBe(200);
  return { jwt, username };
}

// Issue 15 §3.14: comments named their author by username, and "(edited)" only showed for an
// edit more than a minute after posting.
test('a comment shows its author by display name, and "(edited)" after any edit', async ({ page }) => {
  const displayName = `Kavya ${uniqueName('R').slice(-5)}`;
  const { jwt, username } = await readerNamed(displayName);
  await signInWithToken(page, jwt);
  const [slug] = await articleSlugs('en', 1);
  await page.goto(`${webUrl()}/core/article/${slug}`);
  await readToTheEnd(page);
  const comments = page.locator('.comments');
  await comments.getByLabel('Add a comment').fill('Named, not by my handle.');
  await comments.getByRole('button', { name: 'Post comment' }).click();
  const mine = comments.locator('[part="comment"]').filter({ hasText: 'Named, not by my handle.' });
  await expect(mine).toBeVisible();
  await expect(mine.locator('.author')).toHaveText(displayName);
  await expect(mine).not.toContainText(username);
  await expect(mine.locator('katha-avatar')).toHaveAttribute('name', displayName);
  await expect(mine.locator('.edited')).toHaveCount(0);

  await mine.getByRole('button', { name: 'Edit', exact: true }).click();
  await comments.getByLabel('Edit your comment').fill('Named, and edited at once.');
  await comments.getByRole('button', { name: 'Save', exact: true }).click();
  const edited = comments.locator('[part="comment"]').filter({ hasText: 'Named, and edited at once.' });
  await expect(edited.locator('.edited')).toBeVisible();
  await expect(edited.locator('.author')).toHaveText(displayName);
});
