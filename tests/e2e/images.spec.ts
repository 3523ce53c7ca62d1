import fs from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { CMS_DIR } from '@katha/tools/cms-build';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, uniqueName, waitingForTheApp, webUrl, wholeServerPage } from './helpers.js';

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
  const { html } = await wholeServerPage(request, `${webUrl()}/`);
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
  // Made before the first request: encoding it takes seconds on a busy machine, longer than the
  // server keeps an idle connection open, and the next request on that connection was reset.
  const hugeBytes = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
    .png({ palette: true, compressionLevel: 9 })
    .toBuffer();
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

  // An original over 40 megapixels (stored by hand: the CMS takes no such upload) is not decoded.
  const huge = `${uniqueName('huge')}.png`;
  fs.writeFileSync(path.join(UPLOADS, huge), hugeBytes);
  try {
    expect(await status(endpoint(`/uploads/${huge}`, 640))).toBe(413);
  } finally {
    fs.rmSync(path.join(UPLOADS, huge), { force: true });
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
  const { html } = await wholeServerPage(request, `${webUrl()}/`);
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

/** An image of noise (costly to resize, as a photo is) stored under /uploads by hand; its path. */
async function storedPhoto(prefix: string, width: number, height: number) {
  const name = `${uniqueName(prefix)}.jpg`;
  const bytes = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();
  fs.writeFileSync(path.join(UPLOADS, name), bytes);
  return `/uploads/${name}`;
}

/** GET from a loopback address of its own (another reader, as the endpoint's turns see it): its status. */
const getFrom = (address: string, url: string, accept: string) =>
  new Promise<number>((resolve, reject) => {
    httpGet(url, { localAddress: address, headers: { accept }, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.statusCode ?? 0));
    }).on('error', reject);
  });

test("one reader's burst of new sizes waits behind itself: another reader's image is made before the burst drains, a made one is served at once, and the burst past its share is refused", async () => {
  test.setTimeout(120_000);
  const burstImage = await storedPhoto('burst', 3000, 2000);
  const ordinary = await storedPhoto('ordinary', 1200, 800);
  const made = endpoint(ordinary, 640);
  try {
    // Made once before the burst: from then on it is read from disk.
    expect(await getFrom('127.0.0.3', made, 'image/webp')).toBe(200);

    // 20 sizes and formats no one asked for yet, at once, from one address.
    const variants = [
      ...LAYOUT_WIDTHS.flatMap((width) => ['image/avif', 'image/webp'].map((accept) => ({ width, accept }))),
      ...ICON_WIDTHS.slice(-4).map((width) => ({ width, accept: 'image/avif' })),
    ];
    expect(variants).toHaveLength(20);
    const order: string[] = [];
    const burst = variants.map(({ width, accept }) =>
      getFrom('127.0.0.2', endpoint(burstImage, width), accept).then((status) => {
        order.push(`burst ${status}`);
        return status;
      }),
    );
    // Once the burst is under way (its first copy made), another reader asks for a new size of
    // another image, and for the one made before.
    await Promise.race(burst);
    const other = getFrom('127.0.0.3', endpoint(ordinary, 750), 'image/avif').then((status) => {
      order.push('other');
      return status;
    });
    const again = getFrom('127.0.0.3', made, 'image/webp').then((status) => {
      order.push('made');
      return status;
    });
    const statuses = await Promise.all(burst);
    expect(await other).toBe(200);
    expect(await again).toBe(200);

    // Past its share (a few at work, 12 waiting) the burst is refused, not queued in front of others.
    const refused = statuses.filter((status) => status === 503).length;
    expect(refused).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20 - refused);
    // The other reader's new image took its turn in rotation with the burst: at least five of the
    // burst's copies were made after it (a queue in arrival order makes it wait for all of them).
    const madeAfter = (mark: string) =>
      order.slice(order.indexOf(mark)).filter((entry) => entry === 'burst 200').length;
    expect(madeAfter('other')).toBeGreaterThanOrEqual(5);
    // The copy made before waited for nothing.
    expect(madeAfter('made')).toBeGreaterThanOrEqual(madeAfter('other'));
  } finally {
    for (const upload of [burstImage, ordinary])
      fs.rmSync(path.join(UPLOADS, path.basename(upload)), { force: true });
  }
});
