/**
 * Uploads cannot become script (issue 18, findings 2 and 3): the content API takes images only,
 * recognised by their bytes, at most 10 MB; a file is changed or deleted only by its uploader or
 * staff; everything under /uploads is served inert.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, adminToken, api, BASE, call, type Reply, register, type TestUser } from './api.ts';

const MB10 = 10 * 1024 * 1024;
const HTML = '<!doctype html><title>x</title><script src="x.js"></script><p>hello</p>';

/**
 * A PNG of `width` × `height` black pixels (1-bit greyscale), built by hand: a 16,000 × 16,000 one
 * is some 30 kB and decodes to 256 megapixels (no encoder is asked to make it).
 */
const pixelBomb = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  // Each row: filter byte 0 and width / 8 bytes of zeros.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
};

const sharpImage = (format: 'png' | 'jpeg' | 'webp' | 'gif' | 'avif') =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b7285' } })
    .toFormat(format)
    .toBuffer();

/** `POST /api/upload` (with `?id=` when given) of one file part and optional fields, as multipart. */
const upload = async (
  token: string | undefined,
  file: { bytes: Uint8Array<ArrayBuffer> | string; name: string; type: string } | null,
  { id, fields = {} }: { id?: number; fields?: Record<string, string> } = {},
): Promise<Reply> => {
  const form = new FormData();
  if (file) form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${BASE}/api/upload${id === undefined ? '' : `?id=${id}`}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
};

const uploadPng = async (user: TestUser, name = 'mine.png') => {
  const reply = await upload(user.jwt, { bytes: await sharpImage('png'), name, type: 'image/png' });
  expect(reply.status).toBe(201);
  return reply.body[0] as { id: number; url: string; mime: string; ext: string; hash: string };
};

let readerA: TestUser;
let readerB: TestUser;
let staff: TestUser;

beforeAll(async () => {
  [readerA, readerB, staff] = await Promise.all([register('upa'), register('upb'), register('upstaff')]);
  const roles = await call('GET', '/users-permissions/roles', { token: await adminToken() });
  const role = roles.body.roles.find((r: { type: string }) => r.type === 'katha_staff');
  const me = await api.get('/users/me', staff.jwt);
  const given = await admin('PUT', `/collection-types/plugin::users-permissions.user/${me.body.documentId}`, {
    role: { connect: [{ id: role.id }] },
  });
  expect(given.status).toBe(200);
});

describe('what the content API accepts', () => {
  it.each([
    ['an HTML page', { bytes: HTML, name: 'x.html', type: 'text/html' }],
    ['a script', { bytes: 'window.pwned = true;', name: 'x.js', type: 'text/javascript' }],
    [
      'an SVG',
      {
        bytes: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        name: 'x.svg',
        type: 'image/svg+xml',
      },
    ],
    ['an HTML page named and declared as a PNG', { bytes: HTML, name: 'x.png', type: 'image/png' }],
    ['a PDF', { bytes: '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', name: 'x.pdf', type: 'application/pdf' }],
  ])('refuses %s with a 400 and the site message key', async (_, file) => {
    const reply = await upload(readerA.jwt, file);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      name: 'ValidationError',
      message: 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded',
      details: { key: 'upload.notAnImage' },
    });
  });

  it('refuses an image of 10 MB and one byte with a 400', async () => {
    const png = await sharpImage('png');
    const bytes = new Uint8Array(MB10 + 1);
    bytes.set(png);
    const reply = await upload(readerA.jwt, { bytes, name: 'big.png', type: 'image/png' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({ name: 'ValidationError', details: { key: 'upload.tooLarge' } });
  });

  it('refuses an image of more than 40 megapixels from its header, with the site message key (a 30 kB PNG of 16,000 × 16,000)', async () => {
    const bomb = pixelBomb(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const reply = await upload(readerA.jwt, { bytes: bomb, name: 'bomb.png', type: 'image/png' });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatchObject({
      name: 'ValidationError',
      details: { key: 'upload.tooManyPixels' },
    });
    // Replacing one's own file with it is refused the same way.
    const mine = await uploadPng(readerA);
    const replaced = await upload(
      readerA.jwt,
      { bytes: bomb, name: 'bomb.png', type: 'image/png' },
      { id: mine.id },
    );
    expect(replaced.status).toBe(400);
    expect(replaced.body.error.details).toEqual({ key: 'upload.tooManyPixels' });
    // One pixel row past the cap (8000 × 5000) too.
    const past = pixelBomb(8000, 5001);
    expect((await upload(readerA.jwt, { bytes: past, name: 'past.png', type: 'image/png' })).status).toBe(
      400,
    );
  });

  it('refuses a request where one of several files is not an image, and stores none of them', async () => {
    const form = new FormData();
    form.append('files', new Blob([await sharpImage('png')], { type: 'image/png' }), 'ok.png');
    form.append('files', new Blob([HTML], { type: 'image/png' }), 'bad.png');
    const response = await fetch(`${BASE}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${readerA.jwt}` },
      body: form,
    });
    expect(response.status).toBe(400);
  });

  it.each([
    ['png', 'image/png', '.png'],
    ['jpeg', 'image/jpeg', '.jpg'],
    ['webp', 'image/webp', '.webp'],
    ['gif', 'image/gif', '.gif'],
    ['avif', 'image/avif', '.avif'],
  ] as const)(
    'stores a real %s with its sniffed type and extension, whatever it was called',
    async (format, mime, ext) => {
      // Named .html and declared as HTML: the bytes decide.
      const reply = await upload(readerA.jwt, {
        bytes: await sharpImage(format),
        name: `photo.html`,
        type: 'text/html',
      });
      expect(reply.status).toBe(201);
      expect(reply.body[0]).toMatchObject({ mime, ext, name: `photo${ext}` });
      expect(reply.body[0].url).toMatch(new RegExp(`^/uploads/.+\\${ext}$`));
      expect(reply.body[0]).not.toHaveProperty('uploadedBy');
    },
  );

  it('refuses the fields that would attach the upload to someone else’s entry', async () => {
    const reply = await upload(
      readerA.jwt,
      { bytes: await sharpImage('png'), name: 'x.png', type: 'image/png' },
      { fields: { ref: 'api::profile.profile', refId: '1', field: 'profile_image' } },
    );
    expect(reply.status).toBe(400);
  });

  it('refuses anonymous uploads', async () => {
    const reply = await upload(undefined, {
      bytes: await sharpImage('png'),
      name: 'x.png',
      type: 'image/png',
    });
    expect(reply.status).toBe(403);
  });
});

describe('the admin panel', () => {
  it('still uploads images to the media library (its own routes), and still refuses pages', async () => {
    const send = async (bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string) => {
      const form = new FormData();
      form.append('files', new Blob([bytes], { type }), name);
      return fetch(`${BASE}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await adminToken()}` },
        body: form,
      });
    };
    const image = await send(await sharpImage('jpeg'), 'cover.jpg', 'image/jpeg');
    expect(image.status).toBe(201);
    expect((await image.json())[0]).toMatchObject({ mime: 'image/jpeg', ext: '.jpg' });
    expect((await send(HTML, 'x.html', 'text/html')).status).toBe(400);
  });
});

describe('who may change a file', () => {
  it('another reader may not replace, rename or delete it (403); the file is unchanged', async () => {
    const mine = await uploadPng(readerA);
    const replaced = await upload(
      readerB.jwt,
      { bytes: await sharpImage('jpeg'), name: 'theirs.jpg', type: 'image/jpeg' },
      { id: mine.id },
    );
    expect(replaced.status).toBe(403);
    const renamed = await upload(readerB.jwt, null, {
      id: mine.id,
      fields: { fileInfo: JSON.stringify({ name: 'hijacked', alternativeText: 'hijacked' }) },
    });
    expect(renamed.status).toBe(403);
    const deleted = await api.delete(`/upload/files/${mine.id}`, readerB.jwt);
    expect(deleted.status).toBe(403);
    const anonymous = await api.delete(`/upload/files/${mine.id}`);
    expect(anonymous.status).toBe(403);
    const served = await fetch(`${BASE}${mine.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('its uploader may replace it, change its info and delete it', async () => {
    const mine = await uploadPng(readerA);
    const replaced = await upload(
      readerA.jwt,
      { bytes: await sharpImage('jpeg'), name: 'new.jpg', type: 'image/jpeg' },
      { id: mine.id },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: mine.id, mime: 'image/jpeg' });
    const renamed = await upload(readerA.jwt, null, {
      id: mine.id,
      fields: { fileInfo: JSON.stringify({ alternativeText: 'my cat' }) },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: mine.id, alternativeText: 'my cat' });
    const deleted = await api.delete(`/upload/files/${mine.id}`, readerA.jwt);
    expect(deleted.status).toBe(200);
    expect((await api.delete(`/upload/files/${mine.id}`, readerA.jwt)).status).toBe(404);
  });

  it('its uploader may not replace it with something that is not an image', async () => {
    const mine = await uploadPng(readerA);
    const replaced = await upload(
      readerA.jwt,
      { bytes: HTML, name: 'x.png', type: 'image/png' },
      { id: mine.id },
    );
    expect(replaced.status).toBe(400);
    expect(replaced.body.error.details).toEqual({ key: 'upload.notAnImage' });
  });

  it('staff may replace and delete anyone’s file', async () => {
    const theirs = await uploadPng(readerA);
    const replaced = await upload(
      staff.jwt,
      { bytes: await sharpImage('webp'), name: 'moderated.webp', type: 'image/webp' },
      { id: theirs.id },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: theirs.id, mime: 'image/webp' });
    expect((await api.delete(`/upload/files/${theirs.id}`, staff.jwt)).status).toBe(200);
  });

  it('readers cannot list or read the media library (refused, or not a route at all)', async () => {
    const mine = await uploadPng(readerB);
    for (const pathname of ['/upload/files', `/upload/files/${mine.id}`, '/upload/files/page']) {
      expect([403, 404]).toContain((await api.get(pathname, readerA.jwt)).status);
      expect([403, 404]).toContain((await api.get(pathname, readerB.jwt)).status);
      expect([403, 404]).toContain((await api.get(pathname)).status);
    }
  });
});

describe('files under /uploads', () => {
  /** A file stored before uploads were limited (the CMS process's uploads folder, found from a stored file's URL). */
  let uploadsDir: string;
  beforeAll(async () => {
    const probe = await uploadPng(readerA, 'probe.png');
    const hashed = `${probe.hash}${probe.ext}`;
    const candidates = [
      process.env.KATHA_PUBLIC_DIR,
      ...fs
        .readdirSync(os.tmpdir())
        .filter((name) => name.startsWith('katha-cms-'))
        .map((name) => path.join(os.tmpdir(), name, 'public')),
      path.resolve('public'),
    ].filter((dir): dir is string => Boolean(dir));
    const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'uploads', hashed)));
    if (!found) throw new Error(`the CMS uploads folder holding ${hashed} was not found`);
    uploadsDir = path.join(found, 'uploads');
    fs.writeFileSync(path.join(uploadsDir, 'legacy-page.html'), HTML);
    fs.writeFileSync(path.join(uploadsDir, 'x.js'), 'window.pwned = true;');
    fs.writeFileSync(
      path.join(uploadsDir, 'legacy-drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  });

  const expectInert = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  };

  it('an image is served as its type, nosniff and sandboxed', async () => {
    const mine = await uploadPng(readerA);
    const response = await fetch(`${BASE}${mine.url}`);
    expect(response.status).toBe(200);
    expectInert(response);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBeNull();
  });

  it.each([
    '/uploads/legacy-page.html',
    '/uploads/x.js',
    '/uploads/legacy-drawing.svg',
    '/Uploads/legacy-page.html',
    '/%75ploads/legacy-page.html',
    '/api/..%2fuploads/legacy-page.html',
  ])('%s is an inert download, not a page', async (pathname) => {
    const response = await fetch(`${BASE}${pathname}`);
    if (response.status === 404) return; // not served at all is fine too
    expect(response.status).toBe(200);
    expectInert(response);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment');
  });

  it('the plain address of a stored page is served (as a download)', async () => {
    const response = await fetch(`${BASE}/uploads/legacy-page.html`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(HTML);
  });

  it('a missing file answers 404, still nosniff and sandboxed', async () => {
    const response = await fetch(`${BASE}/uploads/nothing-here.html`);
    expect(response.status).toBe(404);
    expectInert(response);
  });
});
