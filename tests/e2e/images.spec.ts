import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { CMS_DIR } from '../support/cms.js';
import { expect, serverPage, test, uniqueName, waitingForTheApp, webUrl } from './helpers.js';

/**
 * The site's image endpoint (apps/web/server/images.ts, spec section 9's `/_next/image`): the CMS's
 * uploads resized with sharp to the spec's widths, AVIF or WebP by `Accept`, cached and immutable,
 * and nothing else: no foreign URL, no other path, no other width or quality, no oversized original.
 */

const UPLOADS = path.join(CMS_DIR, 'public', 'uploads');
const LAYOUT_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const ICON_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384];

const endpoint = (url: string, width: number, quality = 75) =>
  `${webUrl()}/_image?url=${encodeURIComponent(url)}&w=${width}&q=${quality}`;

/** A seeded article's featured image, as the home's first card offers it. */
async function seededImage(request: APIRequestContext) {
  const { html } = await serverPage(request, `${webUrl()}/`);
  const srcset = html.match(/imagesrcset="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
  expect(srcset, 'the home preloads its first card image').toBeTruthy();
  const first = srcset!.split(', ')[0]!.split(' ')[0]!;
  const upload = new URL(first, webUrl()).searchParams.get('url');
  expect(upload).toMatch(/^\/uploads\/[^/]+\.jpg$/);
  return { srcset: srcset!, upload: upload! };
}

test("every srcset of the site's pages goes through the image endpoint at the spec's widths", async ({
  page,
  request,
}) => {
  const { srcset, upload } = await seededImage(request);
  const widths = srcset.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    expect(url!.startsWith('/_image?url=')).toBe(true);
    expect(new URL(url!, webUrl()).searchParams.get('q')).toBe('75');
    return Number(descriptor!.replace('w', ''));
  });
  for (const width of widths) expect(LAYOUT_WIDTHS).toContain(width);

  // In the browser: the cards' images (the kit's shadow DOM) and the article's picture.
  await page.goto(webUrl());
  const cardSets = await page
    .locator('katha-article-card img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('srcset') ?? ''));
  expect(cardSets.length).toBeGreaterThan(0);
  for (const set of cardSets.filter(Boolean)) {
    for (const candidate of set.split(', '))
      expect(candidate).toMatch(/^\/_image\?url=%2Fuploads%2F[^ ]+&w=\d+&q=75 \d+w$/);
  }
  const loaded = page.locator('katha-article-card img').first();
  await loaded.scrollIntoViewIfNeeded();
  await expect
    .poll(() => loaded.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toContain('/_image?');
  await expect
    .poll(() => loaded.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  expect(upload).toBeTruthy();
});

test('the endpoint makes each offered width, AVIF or WebP as Accept says, immutable and inert', async ({
  page,
  request,
}) => {
  const { upload } = await seededImage(request);
  await page.goto(webUrl());
  const decodedWidth = (url: string) =>
    page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return image.naturalWidth;
    }, url);
  const original = await decodedWidth(`${webUrl()}${upload}`);

  for (const width of [...ICON_WIDTHS, 640, 1080]) {
    const answer = await request.get(endpoint(upload, width), {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(answer.status(), `width ${width}`).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/avif');
    expect(await decodedWidth(endpoint(upload, width))).toBe(Math.min(width, original));
  }

  const webp = await request.get(endpoint(upload, 640), { headers: { accept: 'image/webp,*/*' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect((await webp.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
  const avif = await request.get(endpoint(upload, 640), { headers: { accept: 'image/avif,*/*' } });
  expect(avif.headers()['content-type']).toBe('image/avif');
  expect((await avif.body()).subarray(4, 12).toString('latin1')).toBe('ftypavif');
  const plain = await request.get(endpoint(upload, 640), { headers: { accept: '*/*' } });
  expect(plain.headers()['content-type']).toBe('image/jpeg');

  // Cached and immutable, varying on Accept; the uploads' sandbox and nosniff kept.
  const headers = avif.headers();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers.vary).toBe('Accept');
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const again = await request.get(endpoint(upload, 640), { headers: { accept: 'image/avif,*/*' } });
  expect(Buffer.compare(await again.body(), await avif.body())).toBe(0);
  expect(again.headers().etag).toBe(headers.etag);

  // A larger width than the original's is the original's size, never enlarged.
  expect(await decodedWidth(endpoint(upload, 3840))).toBe(original);
});

test('the endpoint refuses other widths and qualities, foreign URLs, other paths and oversized originals', async ({
  request,
}) => {
  const { upload } = await seededImage(request);
  const status = async (url: string) => (await request.get(url)).status();

  for (const width of [0, 1, 100, 400, 641, 5000])
    expect(await status(endpoint(upload, width)), `w=${width}`).toBe(400);
  expect(await status(`${webUrl()}/_image?url=${encodeURIComponent(upload)}&w=640&q=100`)).toBe(400);
  expect(await status(`${webUrl()}/_image?w=640&q=75`)).toBe(400);

  for (const foreign of [
    `https://images.example.com${upload}`,
    `//images.example.com${upload}`,
    `http://169.254.169.254/latest/meta-data/`,
    'http://127.0.0.1:1/uploads/x.jpg',
    'file:///etc/passwd',
    'data:image/png;base64,iVBORw0KGgo=',
    '/api/users',
    '/uploads/../api/users',
    '/uploads/%2e%2e/api/users',
    '/uploads/a%2Fb.jpg',
    `${upload}?x=1`,
  ])
    expect(await status(endpoint(foreign, 640)), foreign).toBe(400);

  expect(await status(endpoint('/uploads/no-such-image.jpg', 640))).toBe(404);

  // An original over 10 MB (stored by hand: the CMS takes no such upload) is not read.
  const big = `${uniqueName('big')}.jpg`;
  fs.writeFileSync(path.join(UPLOADS, big), Buffer.alloc(11 * 1024 * 1024, 0xff));
  try {
    expect(await status(endpoint(`/uploads/${big}`, 640))).toBe(413);
  } finally {
    fs.rmSync(path.join(UPLOADS, big), { force: true });
  }

  // A file that is not an image the endpoint resizes (a page saved as .jpg) is refused too.
  const fake = `${uniqueName('fake')}.jpg`;
  fs.writeFileSync(path.join(UPLOADS, fake), '<!doctype html><script>alert(1)</script>');
  try {
    expect(await status(endpoint(`/uploads/${fake}`, 640))).toBe(400);
  } finally {
    fs.rmSync(path.join(UPLOADS, fake), { force: true });
  }
});

test('on a phone the home hurries only the image of its first screen: one preload, one eager card, the rest lazy', async ({
  browser,
  request,
}) => {
  const { html } = await serverPage(request, `${webUrl()}/`);
  expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  const phone = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = waitingForTheApp(await phone.newPage());
  await page.goto(webUrl());
  const images = page.locator('katha-article-card img');
  await expect(images.first()).toBeInViewport();
  const cards = await images.evaluateAll((all) =>
    all.map((image) => ({
      loading: image.getAttribute('loading'),
      priority: image.getAttribute('fetchpriority'),
      above: image.getBoundingClientRect().top < innerHeight,
    })),
  );
  expect(cards[0]).toEqual({ loading: 'eager', priority: 'high', above: true });
  // Every other card (the latest below the first, the trending, however many) is lazy, and below.
  expect(cards.length).toBeGreaterThan(2);
  for (const card of cards.slice(1)) {
    expect(card).toMatchObject({ loading: 'lazy', above: false });
    expect(card.priority).not.toBe('high');
  }
  await phone.close();
});
