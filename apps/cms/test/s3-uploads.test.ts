import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UPLOAD_CSP } from '@katha/rules';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed } from '../../../tests/support/accounts.mjs';
import { type RunningCms, startCms } from '../../../tests/support/cms.ts';
import { type RunningS3, startS3 } from '../../../tests/support/s3.mjs';
import { createApiProxy } from '../../web/server/proxy.ts';
import { CEILING_MS, unique } from './api.ts';

/**
 * Uploads in an S3-compatible bucket (KATHA_S3_*, Strapi's aws-s3 provider) shared by two CMS
 * instances on one database, with a real S3 server (s3rver): a file uploaded through one is
 * served by the other and through the site's proxy, inert; the upload rules hold as with local
 * files (images only by their bytes, only the uploader replaces). Registrations through either
 * instance at once each get their confirmation mail.
 */
let s3: RunningS3;
let a: RunningCms;
let b: RunningCms;
let site: Server;
let siteUrl: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-s3-uploads-'));
const mailbox = path.join(dir, 'mailbox');

// Each instance has a folder of its own for local files (tests/support/cms.ts): only the bucket is
// shared. The limits scaled as the suite's (global-setup.ts): this file registers and uploads fast.
const env = () => ({
  DATABASE_FILENAME: path.join(dir, 'data.db'),
  KATHA_RATE_LIMIT_SCALE: '100',
  KATHA_DEV_MAILBOX_DIR: mailbox,
  ...s3.env,
});

const png = (background: string) =>
  sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();

interface Upload {
  id: number;
  url: string;
  hash: string;
  ext: string;
}

const upload = async (cms: RunningCms, jwt: string, bytes: Buffer | string, name: string, id?: number) => {
  const form = new FormData();
  form.append(
    'files',
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: 'image/png' }),
    name,
  );
  const reply = await fetch(`${cms.apiUrl}/upload${id === undefined ? '' : `?id=${id}`}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}` },
    body: form,
  });
  return { status: reply.status, body: await reply.json() };
};

/**
 * Registers a new reader through `cms` and confirms it from its mail; a session is good on either
 * instance. A failure carries both instances' last log lines (the mail is sent after the answer, so
 * only the logs say why one did not come).
 */
const reader = async (cms: RunningCms = a) => {
  const username = unique('s3r');
  try {
    const { jwt } = await registerConfirmed(
      cms.apiUrl,
      { username, email: `${username}@example.test`, password: 'Secret#123', t_n_c_accepted: true },
      { mailbox },
    );
    return jwt;
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- CMS a ---\n${a.logs()}\n--- CMS b ---\n${b.logs()}`,
    );
  }
};

const inert = (reply: Response) => ({
  nosniff: reply.headers.get('x-content-type-options'),
  csp: reply.headers.get('content-security-policy'),
});

beforeAll(async () => {
  s3 = await startS3();
  // One after the other: the first migrates the empty database, the second finds it ready.
  a = await startCms({ env: env() });
  b = await startCms({ env: env() });
  const proxy = createApiProxy({ cmsUrl: b.url, proxyKey: b.proxyKey });
  site = createServer((request, response) => {
    if (!proxy(request, response)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, CEILING_MS);

afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, CEILING_MS);

describe('two instances on one database', () => {
  it(
    'send the confirmation mail of every registration, through either instance, at the same time',
    async () => {
      // Both processes write accounts and confirmation tokens at once. On one SQLite file, a
      // transaction that had read and then wrote while the other process wrote was refused at once
      // (SQLITE_BUSY, config/database.ts): the account was not made, and no mail came.
      const jwts = await Promise.all([a, b, a, b, a, b].map((cms) => reader(cms)));
      expect(jwts.every((jwt) => typeof jwt === 'string' && jwt.length > 0)).toBe(true);
    },
    CEILING_MS,
  );
});

describe('uploads in an S3-compatible bucket', () => {
  it(
    'serves a file uploaded through one instance from the other and through the site, inert',
    async () => {
      const jwt = await reader();
      const uploaded = await upload(a, jwt, await png('#0b7285'), 'cover.png');
      expect(uploaded.status).toBe(201);
      const file = (uploaded.body as Upload[])[0] as Upload;
      expect(file.url).toBe(`/uploads/${file.hash}${file.ext}`);
      expect(await s3.keys()).toContain(`${file.hash}${file.ext}`);

      // The stored file (Strapi re-encodes what it takes), as the other instance serves it.
      const stored = Buffer.from(await (await fetch(`${b.url}${file.url}`)).arrayBuffer());
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
      for (const origin of [b.url, a.url, siteUrl]) {
        const served = await fetch(`${origin}${file.url}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
        expect(served.headers.get('content-type')).toBe('image/png');
        expect(inert(served)).toEqual({ nosniff: 'nosniff', csp: UPLOAD_CSP });
        // Conditional and range requests, as from local files.
        const etag = served.headers.get('etag') ?? '';
        expect((await fetch(`${origin}${file.url}`, { headers: { 'If-None-Match': etag } })).status).toBe(
          304,
        );
        const part = await fetch(`${origin}${file.url}`, { headers: { Range: 'bytes=0-3' } });
        expect(part.status).toBe(206);
        expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(0, 4))).toBe(true);
        // A date that is not one is no condition (as a local file's route treats it), not an outage.
        const undated = await fetch(`${origin}${file.url}`, {
          headers: { 'If-Modified-Since': 'yesterday' },
        });
        expect(undated.status).toBe(200);
      }
      const missing = await fetch(`${b.url}/uploads/${unique('none')}.png`);
      expect(missing.status).toBe(404);
      expect(inert(missing)).toEqual({ nosniff: 'nosniff', csp: UPLOAD_CSP });
    },
    CEILING_MS,
  );

  it(
    'refuses a file that is not an image by its bytes, and stores nothing',
    async () => {
      const jwt = await reader();
      const before = await s3.keys();
      const refused = await upload(b, jwt, '<!doctype html><script>alert(1)</script>', 'x.png');
      expect(refused.status).toBe(400);
      expect(refused.body.error.details).toEqual({ key: 'upload.notAnImage' });
      expect(await s3.keys()).toEqual(before);
    },
    CEILING_MS,
  );

  it(
    'lets only the uploader replace a file, and every instance serves the new one',
    async () => {
      const owner = await reader();
      const other = await reader(b);
      const file = ((await upload(a, owner, await png('#000000'), 'mine.png')).body as Upload[])[0] as Upload;
      const theirs = await upload(b, other, await png('#ff0000'), 'theirs.png', file.id);
      expect(theirs.status).toBe(403);
      const replaced = await upload(b, owner, await png('#ffffff'), 'mine.png', file.id);
      expect(replaced.status).toBe(200);
      const served = await fetch(`${a.url}${(replaced.body as Upload).url}`);
      const { channels } = await sharp(Buffer.from(await served.arrayBuffer())).stats();
      expect(channels.map(({ mean }) => mean)).toEqual([255, 255, 255]);
    },
    CEILING_MS,
  );

  it(
    'serves an object that is not an image (stored before the rules) as an attachment on every origin',
    async () => {
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: {
          accessKeyId: s3.env.KATHA_S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: s3.env.KATHA_S3_SECRET_ACCESS_KEY ?? '',
        },
      });
      const key = `${unique('old')}.html`;
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: key,
          Body: '<!doctype html><script>alert(1)</script>',
          ContentType: 'text/html',
        }),
      );
      client.destroy();
      for (const origin of [a.url, siteUrl]) {
        const served = await fetch(`${origin}/uploads/${key}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('application/octet-stream');
        expect(served.headers.get('content-disposition')).toBe('attachment');
        expect(inert(served)).toEqual({ nosniff: 'nosniff', csp: UPLOAD_CSP });
      }
    },
    CEILING_MS,
  );
});
