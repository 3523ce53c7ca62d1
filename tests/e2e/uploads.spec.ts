import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from '@katha/tools/cms-build';
import { apiLogin, expect, registerThroughUi, signInWithToken, test, uniqueName, webUrl } from './helpers.js';

/**
 * Uploads cannot become script on the site's origin (issue 18, finding 2): a page and its script
 * stored among the uploads (as any reader could upload them before the CMS took images only) are
 * served inert by the site's `/uploads` proxy, and the API refuses new ones.
 */

/** The seeded CMS of global-setup.ts keeps its uploads in apps/cms/public/uploads (no KATHA_PUBLIC_DIR). */
const UPLOADS = path.join(CMS_DIR, 'public', 'uploads');

const page = (script: string) =>
  `<!doctype html><html><body><p>A page among the uploads</p><script src="/uploads/${script}"></script></body></html>`;
/** What the attack did: read the session from the site's storage and show it. */
const SCRIPT = "window.kathaPwned = true; localStorage.setItem('kathaPwned', 'yes'); alert('pwned');";

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const INERT = {
  'content-security-policy': "default-src 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'content-type': 'application/octet-stream',
  'content-disposition': 'attachment',
};

test('a page and a script stored among the uploads do not run on the site', async ({ page: tab }) => {
  expect(fs.existsSync(UPLOADS), `the CMS's uploads folder ${UPLOADS}`).toBe(true);
  const name = uniqueName('legacy');
  const html = path.join(UPLOADS, `${name}.html`);
  const js = path.join(UPLOADS, `${name}.js`);
  fs.writeFileSync(html, page(`${name}.js`));
  fs.writeFileSync(js, SCRIPT);
  try {
    for (const file of [`${name}.html`, `${name}.js`]) {
      const answer = await tab.request.get(`${webUrl()}/uploads/${file}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()).toMatchObject(INERT);
    }

    const dialogs: string[] = [];
    tab.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await tab.goto(webUrl());
    // Opened on the site: a download at most, never a page of the site's origin running the script.
    const download = tab.waitForEvent('download', { timeout: 5_000 }).catch(() => null);
    await tab.goto(`${webUrl()}/uploads/${name}.html`).catch(() => undefined);
    await download;
    expect(await tab.evaluate(() => (window as { kathaPwned?: boolean }).kathaPwned ?? false)).toBe(false);
    await tab.goto(webUrl());
    expect(await tab.evaluate(() => localStorage.getItem('kathaPwned'))).toBeNull();
    expect(dialogs).toEqual([]);
  } finally {
    fs.rmSync(html, { force: true });
    fs.rmSync(js, { force: true });
  }
});

test('the site refuses to upload a page or a script, even disguised as an image', async () => {
  const jwt = await apiLogin('reader@katha.dev');
  for (const file of [
    { name: 'x.html', type: 'text/html', bytes: page('x.js') },
    { name: 'x.js', type: 'text/javascript', bytes: SCRIPT },
    { name: 'x.png', type: 'image/png', bytes: page('x.js') },
  ]) {
    const form = new FormData();
    form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
    const response = await fetch(`${webUrl()}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, origin: webUrl() },
      body: form,
    });
    expect(response.status, file.name).toBe(400);
    const body = (await response.json()) as { error: { details: { key?: string } } };
    expect(body.error.details.key).toBe('upload.notAnImage');
  }

  // An image goes through, and the site serves it as an image, inert all the same.
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), 'dot.png');
  const stored = await fetch(`${webUrl()}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}`, origin: webUrl() },
    body: form,
  });
  expect(stored.status).toBe(201);
  const [image] = (await stored.json()) as { url: string; mime: string }[];
  expect(image?.mime).toBe('image/png');
  const served = await fetch(`${webUrl()}${image?.url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-disposition')).toBeNull();
});

test('a reader who picks a page as their picture is told it is not an image', async ({ page: tab }) => {
  await tab.goto(webUrl());
  await registerThroughUi(tab, uniqueName('picture'));
  await tab.getByRole('button', { name: 'Account menu' }).click();
  await tab.getByRole('menuitem', { name: /My Profile/ }).click();
  await expect(tab).toHaveURL(`${webUrl()}/core/profile/me`);
  // Named and declared as a PNG, so only the server (by the bytes) can tell.
  await tab.getByLabel('Change your picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(page('x.js')),
  });
  await expect(tab.getByRole('alert')).toHaveText(
    'This file is not a picture we can use. Choose a JPEG, PNG, WebP, AVIF or GIF image.',
  );
});

test("a writer's featured image: a page is refused with the translated message, a picture is shown", async ({
  page: tab,
}) => {
  await signInWithToken(tab, await apiLogin('editor@katha.dev'));
  await tab.goto(`${webUrl()}/core/write/new`);
  const featured = tab.getByRole('group', { name: 'Featured image' });
  const picker = featured.getByLabel('Choose an image');
  await picker.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from(page('x.js')) });
  await expect(featured.getByRole('alert')).toHaveText(
    'This file is not a picture we can use. Choose a JPEG, PNG, WebP, AVIF or GIF image.',
  );
  await picker.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(featured.locator('img[src*="/uploads/"]')).toHaveCount(1);
  await expect(featured.getByRole('alert')).toHaveCount(0);
  await featured.getByRole('button', { name: 'Remove the image' }).click();
  await expect(featured.locator('img')).toHaveCount(0);
});
