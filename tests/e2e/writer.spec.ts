import { LOGOUT_REDIRECT_DELAY_MS } from '@katha/sdk';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  cmsApi,
  expect,
  registerThroughUi,
  setSessionCookie,
  signInWithToken,
  signOutInAnotherTab,
  submitLoginForm,
  test,
  uniqueName,
  waitingForTheApp,
  webUrl,
} from './helpers.js';

const EDITOR = 'editor@katha.dev';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** About 170 words, so the article passes the listing rule (150) and shows in listings and search. */
const words = (marker: string, count = 170) =>
  Array.from({ length: count }, (_, index) => (index % 17 === 0 ? marker : `word${index}`)).join(' ');

const editorSurface = (page: Page) => page.locator('katha-editor .ql-editor');
const toolbarButton = (page: Page, name: string) =>
  page.locator('katha-editor').getByRole('button', { name, exact: true });

/**
 * The test's own token for reading the editor's drafts from the CMS, signed in once for the file and
 * never given to a page: a page signed out (in another tab, below) ends its session on the server,
 * which would leave a shared token refused.
 */
let editorJwt: Promise<string> | undefined;
const editorToken = () => {
  editorJwt ??= apiLogin(EDITOR);
  return editorJwt;
};

/** Signed in as the editor, a session of the page's own, in the session cookie (the app loads the full user on start). */
async function signInAsEditor(page: Page) {
  await signInWithToken(page, await apiLogin(EDITOR));
}

async function openWriter(page: Page) {
  await signInAsEditor(page);
  await page.goto(`${webUrl()}/core/write/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Write an article' })).toBeVisible();
  // The page brings its own rules (the stylesheet every page inlines has none of them).
  await expect(page.locator('.write__grid')).toHaveCSS('display', 'grid');
}

async function draftFromApi(documentId: string, locale: string) {
  const jwt = await editorToken();
  const response = await fetch(`${cmsApi()}/articles/${documentId}?locale=${locale}&status=draft`, {
    headers: { authorization: `Bearer ${jwt}` },
  });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
}

const documentIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;

test.describe('the writer studio', () => {
  test('an editor writes with formatting and an image, saves a draft, reloads, publishes, translates, edits and archives', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const marker = uniqueName('tale');
    const title = `The monsoon ${marker}`;
    await openWriter(page);

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('A story of rain');
    await page.getByRole('textbox', { name: 'Tags', exact: true }).fill('Rain, Childhood');
    await page.getByLabel('Topic').selectOption({ index: 1 });

    const editor = editorSurface(page);
    await editor.click();
    await page.keyboard.type('Chapter one');
    await toolbarButton(page, 'Heading H2').click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Bold start');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' ');
    await page.keyboard.insertText(words(marker));
    await page.keyboard.press('Enter');
    await page.locator('katha-editor input[type=file]').setInputFiles({
      name: 'rain.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(editor.locator('img[src*="/uploads/"]')).toHaveCount(1);
    await expect(page.locator('katha-editor .status')).toContainText(/17\d words · 1 min read/);

    // Save draft: a draft in the CMS (publishedAt null), the address becomes the article's.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/core\/write\/[a-z0-9]+\?locale=en$/);
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    const documentId = documentIdOf(page);
    const draft = await draftFromApi(documentId, 'en');
    expect(draft.status).toBe(200);
    expect(draft.body.data.publishedAt).toBeNull();
    expect(draft.body.data.body).toContain('<h2>Chapter one</h2>');
    expect(draft.body.data.body).toContain('<strong>Bold start</strong>');
    expect(draft.body.data.body).toMatch(/<img src="\/uploads\/[^"]+"/);
    expect(draft.body.data.tags).toBe('rain, childhood');
    // The live count is the server's: the editor showed what the CMS stored.
    await expect(page.locator('katha-editor .status')).toContainText(`${draft.body.data.word_count} words`);
    expect((await fetch(`${cmsApi()}/articles/${documentId}?locale=en`)).status).toBe(404);

    // Reload: the draft is there.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(editor.locator('h2')).toHaveText('Chapter one');
    await expect(editor.locator('strong')).toHaveText('Bold start');
    await expect(editor.locator('img')).toHaveCount(1);
    await expect(page.getByTestId('restore-draft')).toHaveCount(0);

    // Publish: lands on the slug; a visitor sees it.
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page).toHaveURL(/\/core\/article\/the-monsoon-tale/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const articleUrl = page.url();
    const visitor = await browser.newContext();
    const visitorPage = waitingForTheApp(await visitor.newPage());
    await visitorPage.goto(articleUrl);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(title);
    await visitorPage.goto(`${webUrl()}/core/search?key=${marker}`);
    await expect(visitorPage.locator('katha-article-card').filter({ hasText: title })).toHaveCount(1);

    // Translate into hi-IN and kn-IN, with the original beside the editor.
    for (const [locale, language, translated] of [
      ['hi-IN', 'हिन्दी', `मानसून ${marker}`],
      ['kn-IN', 'ಕನ್ನಡ', `ಮುಂಗಾರು ${marker}`],
    ] as const) {
      await page.goto(`${webUrl()}/core/write/${documentId}?locale=en`);
      await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
      await page.getByLabel('Translate into…').selectOption(locale);
      await expect(page).toHaveURL(new RegExp(`locale=${locale}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Translate into ${language}` })).toBeVisible();
      await expect(page.locator('.write__source')).toContainText(title);
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(translated);
      await editorSurface(page).click();
      await page.keyboard.insertText(`${translated} ${words(marker)}`);
      await expect(page.locator('katha-editor .status')).toContainText(/17\d words/);
      const shown = (await page.locator('katha-editor .status').textContent())!.match(/(\d+) words/)![1];
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page).toHaveURL(/\/core\/article\//);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated);
      // The same word count as the server's, in Devanagari and Kannada too.
      expect(String((await draftFromApi(documentId, locale)).body.data.word_count)).toBe(shown);
    }
    const jwt = await editorToken();
    const locales = await fetch(`${cmsApi()}/articles/${documentId}?locale=en&populate=localizations`, {
      headers: { authorization: `Bearer ${jwt}` },
    }).then((response) => response.json() as Promise<{ data: { localizations: { locale: string }[] } }>);
    expect(locales.data.localizations.map((item) => item.locale).sort()).toEqual(['hi-IN', 'kn-IN']);

    // Its other languages are links in the studio, followed without a reload.
    await page.goto(`${webUrl()}/core/write/${documentId}?locale=en`);
    await page.locator('.write__translations').getByRole('link', { name: 'ಕನ್ನಡ' }).click();
    await expect(page).toHaveURL(`${webUrl()}/core/write/${documentId}?locale=kn-IN`);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`ಮುಂಗಾರು ${marker}`);

    // Edit the English article.
    await page.goto(`${webUrl()}/core/write/${documentId}?locale=en`);
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (edited)`);

    // Archive: gone from listings, then the author's list.
    await page.goto(`${webUrl()}/core/write/${documentId}?locale=en`);
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('button', { name: 'Yes, archive it' }).click();
    await expect(page).toHaveURL(`${webUrl()}/core/my-articles`);
    await visitorPage.goto(`${webUrl()}/core/search?key=${marker}`);
    await expect(visitorPage.locator('katha-article-card').filter({ hasText: title })).toHaveCount(0);
    const listed = await fetch(
      `${cmsApi()}/articles?locale=en&filters[documentId][$eq]=${documentId}&filters[isArchive][$eq]=false`,
    ).then((response) => response.json() as Promise<{ data: unknown[] }>);
    expect(listed.data).toHaveLength(0);
    await visitor.close();
  });

  test('autosave keeps every word through an offline period and a forced 401', async ({ page, context }) => {
    test.setTimeout(120_000);
    // The page's own clock (flowing as the real one), so the spec's second after a 401 can be run
    // through below rather than waited for.
    await page.clock.install();
    const marker = uniqueName('kept');
    await openWriter(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Kept ${marker}`);
    await editorSurface(page).click();
    await page.keyboard.type('First part.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    const documentId = documentIdOf(page);

    // Offline: the save fails, the text stays on screen and on the device, then saves when back.
    await context.setOffline(true);
    await editorSurface(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Written offline.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('You are offline. Your text is kept on this device.')).toBeVisible();
    await expect(editorSurface(page)).toContainText('First part. Written offline.');
    const offlineDraft = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.startsWith('katha-editor:write:')),
    );
    expect(offlineDraft?.[1]).toContain('Written offline.');
    // Back online, the draft goes to the CMS by itself.
    await context.setOffline(false);
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    expect((await draftFromApi(documentId, 'en')).body.data.body).toContain('Written offline.');

    // A 401 (the token is revoked): the session ends, the studio says so and stays, with the text on
    // screen and on the device.
    await setSessionCookie(page, 'revoked-token');
    await editorSurface(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' After the token died.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const ended = page.getByTestId('session-ended');
    await expect(ended).toContainText('Your session has ended. Your text is kept on this device.');
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    // Not sent home after the spec's second: the writer stays with the text.
    await page.clock.runFor(LOGOUT_REDIRECT_DELAY_MS + 500);
    await expect(page).toHaveURL(`${webUrl()}/core/write/${documentId}?locale=en`);
    await expect(editorSurface(page)).toContainText('First part. Written offline. After the token died.');
    const kept = await page.evaluate(() =>
      Object.entries(localStorage).find(([key]) => key.startsWith('katha-editor:write:')),
    );
    expect(kept?.[1]).toContain('After the token died.');

    // Logged in again, the writer is back on the piece with the text restored.
    await ended.getByRole('button', { name: 'Log in again' }).click();
    await submitLoginForm(page, EDITOR);
    await expect(page).toHaveURL(`${webUrl()}/core/write/${documentId}?locale=en`);
    await expect(editorSurface(page)).toContainText('First part. Written offline. After the token died.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    expect((await draftFromApi(documentId, 'en')).body.data.body).toContain('After the token died.');
  });

  test('signed out in another tab while writing: the studio says the session ended, keeps the text, and signing in again comes back to the piece with it', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const marker = uniqueName('signedout');
    await openWriter(page);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill(`Signed out ${marker}`);
    await editorSurface(page).click();
    await page.keyboard.type('Before the other tab.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    const documentId = documentIdOf(page);
    const piece = `${webUrl()}/core/write/${documentId}?locale=en`;

    // Another tab of the same browser signs out (the session cookie goes for every tab).
    await signOutInAnotherTab(context);

    // The writer goes on and saves: the studio says what happened, not "when the connection is back".
    await editorSurface(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Written after the sign-out.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const notice = page.getByTestId('session-ended');
    await expect(notice).toContainText('Your session has ended. Your text is kept on this device.');
    await expect(page.getByText(/Could not save to Katha/)).toHaveCount(0);
    await expect(page).toHaveURL(piece);
    await expect(editorSurface(page)).toHaveText('Before the other tab. Written after the sign-out.');

    // Logging in again comes back to the same piece, with the text and the title.
    await notice.getByRole('button', { name: 'Log in again' }).click();
    await expect(page).toHaveURL(/\/auth\/auth2\/login-option\?next=/);
    await submitLoginForm(page, EDITOR);
    await expect(page).toHaveURL(piece);
    await expect(editorSurface(page)).toHaveText('Before the other tab. Written after the sign-out.');
    await expect(title).toHaveValue(`Signed out ${marker}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    expect((await draftFromApi(documentId, 'en')).body.data.body).toBe(
      '<p>Before the other tab. Written after the sign-out.</p>',
    );
  });

  test('a piece never saved yet survives a sign-out in another tab too: logging in again comes back to the new piece with its title and text', async ({
    page,
    context,
  }) => {
    const marker = uniqueName('unsaved');
    await openWriter(page);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill(`Never saved ${marker}`);
    await editorSurface(page).click();
    await page.keyboard.type('Only on this device so far.');

    await signOutInAnotherTab(context);

    await page.getByRole('button', { name: 'Save draft' }).click();
    const notice = page.getByTestId('session-ended');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Log in again' }).click();
    await submitLoginForm(page, EDITOR);
    await expect(page).toHaveURL(`${webUrl()}/core/write/new`);
    await expect(editorSurface(page)).toHaveText('Only on this device so far.');
    await expect(title).toHaveValue(`Never saved ${marker}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    expect((await draftFromApi(documentIdOf(page), 'en')).body.data.title).toBe(`Never saved ${marker}`);
  });

  test('a CMS outage and a crash lose nothing: the draft is offered back after a reload and saved when the CMS is back', async ({
    page,
  }) => {
    const marker = uniqueName('outage');
    await openWriter(page);
    // The CMS answers 503 to every save while it restarts.
    await page.route(/\/api\/articles(\/[^/?]+)?(\?.*)?$/, (route) =>
      ['POST', 'PUT'].includes(route.request().method())
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"data":null,"error":{"status":503,"name":"ServiceUnavailable","message":"Restarting"}}',
          })
        : route.fallback(),
    );
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Outage ${marker}`);
    await editorSurface(page).click();
    await page.keyboard.type('Typed while the CMS was restarting.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Could not save to Katha/)).toBeVisible();
    await expect(editorSurface(page)).toHaveText('Typed while the CMS was restarting.');

    // The tab crashes (a reload without saving): the device kept the draft and offers it back.
    await page.reload();
    const offer = page.getByTestId('restore-draft');
    await expect(offer).toContainText(/Unsaved text from/);
    await offer.getByRole('button', { name: 'Restore it' }).click();
    await expect(editorSurface(page)).toHaveText('Typed while the CMS was restarting.');
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`Outage ${marker}`);

    // The CMS is back: the draft saves.
    await page.unroute(/\/api\/articles(\/[^/?]+)?(\?.*)?$/);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(/Draft saved at/)).toBeVisible();
    const saved = await draftFromApi(documentIdOf(page), 'en');
    expect(saved.body.data.body).toBe('<p>Typed while the CMS was restarting.</p>');
    expect(saved.body.data.publishedAt).toBeNull();
  });

  test('a text longer than Katha keeps is refused with the limit named, and every word stays', async ({
    page,
  }) => {
    await openWriter(page);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Long ${uniqueName('long')}`);
    await editorSurface(page).click();
    // 100,005 characters of text: with its paragraph, past the CMS's 100,000 (ARTICLE_BODY_MAX_LENGTH).
    await page.keyboard.insertText('word '.repeat(20_001));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Katha keeps up to' })).toHaveText(
      // Grouped as India groups numbers (en-IN).
      'Katha keeps up to 1,00,000 characters of text and formatting, and this is longer. Shorten it to save; your text is kept on this device.',
    );
    expect(page.url()).toMatch(/\/core\/write\/new$/);
    const kept = await page.evaluate(
      () => Object.entries(localStorage).find(([key]) => key.startsWith('katha-editor:write:'))?.[1] ?? '',
    );
    expect(kept.split('word').length - 1).toBe(20_001);
  });

  test('a reader who is not a writer gets the author-access request instead of the editor', async ({
    page,
  }) => {
    await page.goto(webUrl());
    await registerThroughUi(page, uniqueName('hopeful'));
    await page.goto(`${webUrl()}/core/write/new`);
    await expect(page.getByRole('heading', { name: 'Become a writer on Katha' })).toBeVisible();
    await expect(page.getByTestId('author-access')).toBeVisible();
    await expect(page.locator('katha-editor')).toHaveCount(0);
  });

  test('no editor code is requested on reader routes', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const listed = await fetch(
      `${cmsApi()}/articles?locale=en&fields[0]=slug&filters[isArchive][$eq]=false&sort[0]=createdAt:asc&pagination[pageSize]=1`,
    ).then((response) => response.json() as Promise<{ data: { slug: string }[] }>);
    const slug = listed.data[0]!.slug;
    await page.goto(webUrl());
    await expect(page.locator('katha-article-card').first()).toBeVisible();
    await page.goto(`${webUrl()}/core/article/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${webUrl()}/core/search?key=the`);
    await page.waitForLoadState('networkidle');
    const readerScripts = [...scripts];
    const bodies = await Promise.all(
      readerScripts.map((url) => fetch(url).then((response) => response.text())),
    );
    expect(readerScripts.length).toBeGreaterThan(0);
    for (const [index, body] of bodies.entries()) {
      expect(body.includes('ql-editor') || body.includes('katha-editor'), readerScripts[index]).toBe(false);
    }

    // The write route does load it.
    await signInAsEditor(page);
    await page.goto(`${webUrl()}/core/write/new`);
    await expect(editorSurface(page)).toBeVisible();
    const writeScripts = scripts.slice(readerScripts.length);
    const writeBodies = await Promise.all(
      writeScripts.map((url) => fetch(url).then((response) => response.text())),
    );
    expect(writeBodies.some((body) => body.includes('ql-editor'))).toBe(true);
  });
});
