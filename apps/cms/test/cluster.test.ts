import { setTimeout as sleep } from 'node:timers/promises';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CHANGES_CHANNEL, PROXY_KEY_HEADER, UPLOAD_CSP } from '@katha/rules';
import { registerConfirmed } from '@katha/tools/accounts';
import { type Cluster, startCluster } from '@katha/tools/cluster';
import { adminLogin } from '@katha/tools/cms';
import { type RunningPostgres, startPostgres } from '@katha/tools/postgres';
import { isBuilt } from '@katha/tools/site-process';
import { Client } from 'pg';
import { createClient } from 'redis';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { CEILING_MS, ENGLISH_BODY, type JsonReply, unique } from './api.ts';

/**
 * Katha as it runs past one machine, started once as `npm run start:cluster` starts it
 * (tools/cluster.mjs): PostgreSQL, Redis, an S3 store (s3rver), two CMS instances started at
 * once on an empty schema, two site servers, HAProxy in front of each tier. Everything several
 * instances must agree on is asserted on it: the startup lock, uploads, writes seen everywhere,
 * limits, Redis going away, an instance of each tier killed. PostgreSQL: KATHA_TEST_POSTGRES_URL's
 * (a schema of this file's) when set (CI), else a throwaway cluster. The site must be built (`npm
 * test` builds it first).
 */
let cluster: Cluster;
let starting: Promise<Cluster> | undefined;
let postgres: RunningPostgres | undefined;
let db: Client;
let watcher: ReturnType<typeof createClient>;
const schema = `katha_cluster_${process.pid}_${Date.now().toString(36)}`;
/** What the instances did while the test held their startup lock. */
const startup: { early?: string; waited: number; tables: number } = { waited: 0, tables: -1 };

/** Instances waiting for a startup lock (this file's schema's: the only one held). */
const waitingForTheLock = async () =>
  Number(
    (
      await db.query(
        `SELECT count(*) AS n FROM pg_locks l JOIN pg_stat_activity a USING (pid)
         WHERE l.locktype = 'advisory' AND NOT l.granted AND a.application_name = 'katha-cms-startup'`,
      )
    ).rows[0].n,
  );

beforeAll(async () => {
  if (!isBuilt()) throw new Error('the site is not built: npm run build -w @katha/web');
  if (!process.env.KATHA_TEST_POSTGRES_URL) postgres = await startPostgres();
  const postgresUrl = process.env.KATHA_TEST_POSTGRES_URL ?? postgres?.url ?? '';
  db = new Client({ connectionString: postgresUrl });
  await db.connect();
  await db.query(`CREATE SCHEMA "${schema}"`);
  // Held first (src/bootstrap/startup-lock.ts), so both instances are seen waiting whatever their speed.
  const lock = `katha-cms-startup:${schema}`;
  await db.query('SELECT pg_advisory_lock(hashtext($1))', [lock]);
  starting = startCluster({ seed: 'minimal', postgresUrl, schema });
  // Without the lock, an instance starts (or fails) while the test holds it: that ends the wait at once.
  let held = true;
  const early = (what: string) => {
    if (held) startup.early ??= what;
  };
  starting.then(
    () => early('the cluster started while the startup lock was held'),
    (error) => early(`the cluster did not start: ${error}`),
  );
  try {
    while (!startup.early && (await waitingForTheLock()) < 2) await sleep(200);
    startup.waited = await waitingForTheLock();
    const tables = await db.query('SELECT count(*) AS n FROM pg_tables WHERE schemaname = $1', [schema]);
    startup.tables = Number(tables.rows[0].n);
  } finally {
    held = false;
    await db.query('SELECT pg_advisory_unlock(hashtext($1))', [lock]);
  }
  cluster = await starting;
  watcher = createClient({ url: cluster.redis.url });
  watcher.on('error', () => {}); // stopped on purpose below; it reconnects
  await watcher.connect();
}, CEILING_MS);

afterAll(async () => {
  await watcher?.close().catch(() => {});
  await (cluster ?? (await starting?.catch(() => undefined)))?.stop();
  await db?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
  await db?.end();
  await postgres?.stop();
}, CEILING_MS);

/** What a test that failed leaves to read: each instance's last lines and the balancer's. */
const keepLogs = () =>
  onTestFailed(() => {
    for (const [i, cms] of cluster.cms.entries()) console.error(`--- CMS ${i + 1} ---\n${cms.logs()}`);
    for (const [i, site] of cluster.sites.entries()) console.error(`--- site ${i + 1} ---\n${site.output()}`);
    console.error(`--- HAProxy ---\n${cluster.haproxy.output()}`);
  });

interface Reply {
  status: number;
  body: JsonReply;
  headers: Headers;
}

/** One call to `origin` (a CMS instance, a site server or a balancer), JSON in and out. */
const call = async (
  origin: string,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> => {
  const reply = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await reply.text();
  const json = reply.headers.get('content-type')?.includes('json') && text;
  return { status: reply.status, body: json ? JSON.parse(text) : text, headers: reply.headers };
};

interface Account {
  jwt: string;
  email: string;
  profile: string;
}

/** A reader registered and confirmed through the CMS tier's balancer, with their profile's documentId. */
const account = async (prefix: string): Promise<Account> => {
  const username = unique(prefix);
  const email = `${username}@example.test`;
  const { jwt } = await registerConfirmed(`${cluster.cmsUrl}/api`, {
    username,
    email,
    password: 'Secret#123',
    t_n_c_accepted: true,
  });
  const me = await call(cluster.cmsUrl, 'GET', '/api/users/me?populate=profile', { token: jwt });
  return { jwt, email, profile: me.body.profile.documentId };
};

let adminJwt: Promise<string> | undefined;
/** Staff's session in the admin panel of the first instance (5 sign-ins per 5 minutes are allowed). */
const staff = () => {
  adminJwt ??= adminLogin(cluster.cms[0]?.url ?? '');
  return adminJwt;
};

/** A reader whose author access staff approved in the admin panel (of the first instance). */
const editor = async (): Promise<Account> => {
  const writer = await account('writer');
  const asked = await call(cluster.cmsUrl, 'POST', '/api/request-author-accesses', {
    token: writer.jwt,
    body: { data: { name: 'A writer', email: writer.email } },
  });
  expect(asked.status).toBe(201);
  const [first] = cluster.cms;
  const approved = await call(
    first?.url ?? '',
    'PUT',
    `/content-manager/collection-types/api::request-author-access.request-author-access/${asked.body.data.documentId}`,
    { token: await staff(), body: { request_status: 'approved' } },
  );
  expect(approved.status).toBe(200);
  return writer;
};

describe('two CMS instances starting at once on an empty database', () => {
  it(
    'wait for the startup lock, then one sets the database up and seeds it while the other waits',
    () => {
      expect(startup.early).toBeUndefined();
      expect(startup.waited).toBe(2);
      // Nothing was made while they waited.
      expect(startup.tables).toBe(0);
      const logs = cluster.cms.map((cms) => cms.logs());
      expect(logs.filter((text) => /\[seed\] done/.test(text))).toHaveLength(1);
      expect(logs.filter((text) => /\[seed\] already seeded/.test(text))).toHaveLength(1);
    },
    CEILING_MS,
  );
});

// ---- uploads in the S3 store ---------------------------------------------------------------------

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

const upload = async (origin: string, jwt: string, bytes: Buffer | string, name: string, id?: number) => {
  const form = new FormData();
  form.append(
    'files',
    new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: 'image/png' }),
    name,
  );
  const reply = await fetch(`${origin}/api/upload${id === undefined ? '' : `?id=${id}`}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${jwt}` },
    body: form,
  });
  return { status: reply.status, body: await reply.json() };
};

const inert = (reply: Response) => ({
  nosniff: reply.headers.get('x-content-type-options'),
  csp: reply.headers.get('content-security-policy'),
});

/** Every origin a file is served from: each CMS instance and each site server. */
const origins = () => [...cluster.cms.map(({ url }) => url), ...cluster.sites.map(({ url }) => url)];

describe('uploads in the S3 store', () => {
  it(
    'serves a file uploaded through one instance from the other and from both site servers, inert',
    async () => {
      keepLogs();
      const [first, second] = cluster.cms.map(({ url }) => url);
      const { jwt } = await account('uploader');
      const uploaded = await upload(first ?? '', jwt, await png('#0b7285'), 'cover.png');
      expect(uploaded.status).toBe(201);
      const file = (uploaded.body as Upload[])[0] as Upload;
      expect(file.url).toBe(`/uploads/${file.hash}${file.ext}`);
      expect(await cluster.s3.keys()).toContain(`${file.hash}${file.ext}`);

      // The stored file (Strapi re-encodes what it takes), as the other instance serves it.
      const stored = Buffer.from(await (await fetch(`${second}${file.url}`)).arrayBuffer());
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
      for (const origin of origins()) {
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
      const missing = await fetch(`${second}/uploads/${unique('none')}.png`);
      expect(missing.status).toBe(404);
      expect(inert(missing)).toEqual({ nosniff: 'nosniff', csp: UPLOAD_CSP });
    },
    CEILING_MS,
  );

  it(
    'refuses a file that is not an image by its bytes, and stores nothing',
    async () => {
      const { jwt } = await account('uploader');
      const before = await cluster.s3.keys();
      const refused = await upload(cluster.cmsUrl, jwt, '<!doctype html><script>alert(1)</script>', 'x.png');
      expect(refused.status).toBe(400);
      expect(refused.body.error.details).toEqual({ key: 'upload.notAnImage' });
      expect(await cluster.s3.keys()).toEqual(before);
    },
    CEILING_MS,
  );

  it(
    'lets only the uploader replace a file, and every instance serves the new one',
    async () => {
      const [first, second] = cluster.cms.map(({ url }) => url ?? '');
      const owner = await account('owner');
      const other = await account('other');
      const file = (
        (await upload(first ?? '', owner.jwt, await png('#000000'), 'mine.png')).body as Upload[]
      )[0];
      const theirs = await upload(second ?? '', other.jwt, await png('#ff0000'), 'theirs.png', file?.id);
      expect(theirs.status).toBe(403);
      const replaced = await upload(second ?? '', owner.jwt, await png('#ffffff'), 'mine.png', file?.id);
      expect(replaced.status).toBe(200);
      for (const origin of origins()) {
        const served = await fetch(`${origin}${(replaced.body as Upload).url}`);
        const { channels } = await sharp(Buffer.from(await served.arrayBuffer())).stats();
        expect(channels.map(({ mean }) => mean)).toEqual([255, 255, 255]);
      }
    },
    CEILING_MS,
  );

  it(
    'serves an object that is not an image (stored before the rules) as an attachment on every origin',
    async () => {
      const { s3 } = cluster;
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
      for (const origin of origins()) {
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

// ---- writes seen everywhere ----------------------------------------------------------------------

/**
 * Reads a visitor's page on a site server until its page cache answers it (`hit`), so a change can
 * only show once the page is dropped. Resolves to the page.
 */
const cached = async (url: string) => {
  for (;;) {
    const reply = await fetch(url);
    const page = await reply.text();
    expect(reply.status).toBe(200);
    if (reply.headers.get('x-katha-cache') === 'hit') return page;
  }
};

/**
 * Reads `url` one request after another until `sees` its answer. Resolves to when (ms from `since`,
 * the write's answer) the last read that still answered the old state began, and the page-cache
 * state of the first answer that showed the write. "Within a second" holds when no read begun a
 * second after the write answered the old state, however long each read takes: a busy machine
 * renders slowly (one render after the write took 13 s at load 25) but must not render old data.
 */
const firstSeen = async (url: string, sees: (text: string) => boolean, since: number) => {
  let lastOld = Number.NEGATIVE_INFINITY;
  for (;;) {
    const startedAt = performance.now();
    const reply = await fetch(url);
    const text = await reply.text();
    if (reply.status === 200 && sees(text)) return { lastOld, cache: reply.headers.get('x-katha-cache') };
    lastOld = startedAt - since;
    // A ceiling against a hang, far past what is asserted.
    if (lastOld > 60_000) throw new Error(`${url} never showed the write`);
  }
};

/** No read begun a second after the write answered the old state. */
const withinASecond = (seen: { lastOld: number }[]) => {
  for (const { lastOld } of seen) expect(lastOld).toBeLessThan(1000);
};

/**
 * Visitors of `path` on both site servers, primed before a write and read after it: `seen` checks
 * that each showed the write within a second, from a render of its own.
 */
const visitorsOf = async (path: string, sees: (text: string) => boolean) => {
  const primed = await Promise.all(cluster.sites.map(({ url }) => cached(`${url}${path}`)));
  for (const page of primed) expect(sees(page)).toBe(false);
  return {
    seen: async (since: number) => {
      const seen = await Promise.all(cluster.sites.map(({ url }) => firstSeen(`${url}${path}`, sees, since)));
      // Each server rendered the page again (`miss`): dropped, not expired (a page past its TTL is
      // served `stale` once before its new render).
      expect(seen.map(({ cache }) => cache)).toEqual(['miss', 'miss']);
      withinASecond(seen);
    },
  };
};

let writer: Account;
let reader: Account;
let article: { documentId: string; slug: string; title: string };

/** The signed-in reader's view through each CMS instance (a signed-in answer is never cached). */
const throughEachInstance = (path: string, token: string) =>
  Promise.all(cluster.cms.map(({ url }) => call(url, 'GET', path, { token })));

describe('a write through one site server', () => {
  it(
    "a new article: on every instance at once for a signed-in reader, on both sites' home within a second",
    async () => {
      keepLogs();
      [writer, reader] = await Promise.all([editor(), account('reader')]);
      const title = unique('Cluster story ');
      const home = await visitorsOf('/', (page) => page.includes(title));
      const [site] = cluster.sites;
      const published = await call(site?.url ?? '', 'POST', '/api/articles', {
        token: writer.jwt,
        body: { data: { title, body: ENGLISH_BODY } },
      });
      const answeredAt = performance.now();
      expect(published.status).toBe(201);
      article = { documentId: published.body.data.documentId, slug: published.body.data.slug, title };
      // The signed-in reader's first read, while visitors poll.
      const [signedIn] = await Promise.all([
        throughEachInstance(`/api/articles/${article.documentId}`, reader.jwt),
        home.seen(answeredAt),
      ]);
      for (const seen of signedIn) {
        expect(seen.status).toBe(200);
        expect(seen.body.data.title).toBe(title);
      }
    },
    CEILING_MS,
  );

  it(
    "a like: on every instance at once for a signed-in reader, on both sites' article page within a second",
    async () => {
      keepLogs();
      const likes = (count: number) => (page: string) => new RegExp(`"likes":${count}[,}]`).test(page);
      const page = await visitorsOf(`/core/article/${article.slug}`, likes(1));
      const [site] = cluster.sites;
      const liked = await call(site?.url ?? '', 'PUT', `/api/profiles/${reader.profile}`, {
        token: reader.jwt,
        body: { data: { liked_articles: { connect: [article.documentId] } } },
      });
      const answeredAt = performance.now();
      expect(liked.status).toBe(200);
      const [signedIn] = await Promise.all([
        throughEachInstance(`/api/articles/${article.documentId}`, writer.jwt),
        page.seen(answeredAt),
      ]);
      for (const seen of signedIn) expect(seen.body.data.likes).toBe(1);
    },
    CEILING_MS,
  );

  it(
    'a comment: on every instance at once for a signed-in reader, through both sites within a second',
    async () => {
      keepLogs();
      const comments = `/api/comments/api::article.article:${article.documentId}`;
      const content = unique('A comment seen everywhere ');
      // Visitors read the comments through the site's /api (the CMS caches what visitors read).
      const [site] = cluster.sites;
      const posted = await call(site?.url ?? '', 'POST', comments, { token: reader.jwt, body: { content } });
      const answeredAt = performance.now();
      expect(posted.status).toBe(200);
      const [signedIn, seen] = await Promise.all([
        throughEachInstance(comments, writer.jwt),
        Promise.all(
          cluster.sites.map(({ url }) =>
            firstSeen(`${url}${comments}`, (text) => text.includes(content), answeredAt),
          ),
        ),
      ]);
      for (const reply of signedIn) expect(JSON.stringify(reply.body)).toContain(content);
      withinASecond(seen);
    },
    CEILING_MS,
  );
});

describe('a change in the admin panel of one instance', () => {
  it(
    "drops the other instance's cached answers and both sites' pages within a second",
    async () => {
      keepLogs();
      const name = unique('Topic');
      const home = await visitorsOf('/', (page) => page.includes(name));
      // What visitors read of the CMS is cached (KATHA_RESPONSE_CACHE_TTL_S): on each instance.
      const [first, second] = cluster.cms.map(({ url }) => url);
      const topics = `${second}/api/topics?locale=en&pagination[pageSize]=100`;
      await expect
        .poll(async () => (await fetch(topics)).headers.get('x-katha-cache'), { timeout: CEILING_MS })
        .toBe('HIT');
      const created = await call(
        first ?? '',
        'POST',
        '/content-manager/collection-types/api::topic.topic?locale=en',
        { token: await staff(), body: { name } },
      );
      const answeredAt = performance.now();
      expect(created.status).toBe(201);
      const [seen] = await Promise.all([
        firstSeen(topics, (text) => text.includes(name), answeredAt),
        home.seen(answeredAt),
      ]);
      withinASecond([seen]);
    },
    CEILING_MS,
  );
});

// ---- limits, Redis away, instances killed ---------------------------------------------------------

let addresses = 0;
/**
 * A sign-in with a wrong password through the CMS tier's balancer, as a site server sends it (its
 * key, the reader's address): 400, or 429 once the limit is reached. Each round of tries comes from
 * an address of its own, so the per-address limit of the rounds before does not count.
 */
const signIn = async (identifier: string, from: string) => {
  const [first] = cluster.cms;
  const reply = await call(cluster.cmsUrl, 'POST', '/api/auth/local', {
    body: { identifier, password: 'wrong-password' },
    headers: { [PROXY_KEY_HEADER]: first?.proxyKey ?? '', 'X-Forwarded-For': from },
  });
  return { status: reply.status, instance: reply.headers.get('x-katha-instance') };
};
const newAddress = () => `203.0.113.${++addresses}`;

/**
 * Ten wrong sign-ins for one account (KATHA_AUTH_RATE_LIMIT) through the balancer, which shares
 * them between the instances: the 11th is refused whichever instance answers it.
 */
const limitHeldAcrossInstances = async () => {
  const identifier = unique('victim');
  const from = newAddress();
  const tries = [];
  for (let i = 0; i < 10; i++) tries.push(await signIn(identifier, from));
  expect(tries.map(({ status }) => status)).toEqual(Array(10).fill(400));
  expect(new Set(tries.map(({ instance }) => instance))).toEqual(new Set(['cms1', 'cms2']));
  expect((await signIn(identifier, from)).status).toBe(429);
};

/** Waits until every CMS instance and site server is connected to Redis and hears the news. */
const allConnected = () =>
  expect
    .poll(
      async () => {
        if (!watcher.isReady) return [0, 0];
        const clients = (await watcher.clientList()) as { name: string }[];
        const subscribed = (await watcher.pubSubNumSub(CHANGES_CHANNEL))[CHANGES_CHANNEL];
        return [clients.filter(({ name }) => name === 'katha-cms').length, subscribed];
      },
      { timeout: CEILING_MS, interval: 100 },
    )
    .toEqual([2, 4]);

interface Answer {
  tier: 'cms' | 'web';
  status: number;
  /** The instance that answered (HAProxy's X-Katha-Instance). */
  instance: string | null;
  startedAt: number;
  ms: number;
}

/**
 * Visitors reading through both balancers (the articles from the CMS tier, an article's page from
 * the site tier), `readers` at a time on each, one request after another, until `stop()`, which
 * resolves to every answer. A request that gets no answer at all is recorded with status 0.
 */
const visitors = (readers = 2) => {
  // The article "a new article" made: without it, fail now. A read loop that threw on it later was
  // an unhandled rejection, and `until` then waited CEILING_MS (15 minutes) for answers.
  if (!article) throw new Error('no article to read: the test "a new article" failed or did not run');
  // The article's page: the writes below drop the home and the listings (each a render on the
  // survivor at twice its load), not this page.
  const urls = {
    cms: `${cluster.cmsUrl}/api/articles`,
    web: `${cluster.webUrl}/core/article/${article.slug}`,
  };
  const answers: Answer[] = [];
  let stopped = false;
  const read = async (tier: Answer['tier']) => {
    const url = urls[tier];
    while (!stopped) {
      const startedAt = performance.now();
      const reply = await fetch(url, { signal: AbortSignal.timeout(60_000) }).catch(() => undefined);
      await reply?.arrayBuffer().catch(() => {});
      answers.push({
        tier,
        status: reply?.status ?? 0,
        instance: reply?.headers.get('x-katha-instance') ?? null,
        startedAt,
        ms: performance.now() - startedAt,
      });
    }
  };
  const running = (['cms', 'web'] as const).flatMap((tier) =>
    Array.from({ length: readers }, () => read(tier)),
  );
  return {
    answers,
    /** Resolves once `count` answers match `which`. */
    until: (which: (answer: Answer) => boolean, count = 1) =>
      expect
        .poll(() => answers.filter(which).length, { timeout: CEILING_MS, interval: 50 })
        .toBeGreaterThanOrEqual(count),
    stop: async () => {
      stopped = true;
      await Promise.all(running);
      return answers;
    },
  };
};

const unreachable = /Redis \((rate limits, publishing|page changes)\) unreachable/;
const reachableAgain = /Redis \((rate limits, publishing|page changes)\) reachable again/;

describe('the cluster', () => {
  it(
    'refuses the 11th sign-in in a minute and the 11th newsletter sign-up whichever instance answers',
    async () => {
      keepLogs();
      await allConnected();
      await limitHeldAcrossInstances();
      // KATHA_NEWSLETTER_RATE_LIMIT (10 per 10 minutes) per address: the balancer's, for every sign-up here.
      const signUp = () =>
        call(cluster.cmsUrl, 'POST', '/api/newsletter-subscribers', {
          body: { data: { email: `${unique('news')}@example.test`, language: 'en' } },
        });
      const accepted = [];
      for (let i = 0; i < 10; i++) accepted.push(await signUp());
      expect(accepted.map(({ status }) => status)).toEqual(Array(10).fill(201));
      expect(new Set(accepted.map(({ headers }) => headers.get('x-katha-instance')))).toEqual(
        new Set(['cms1', 'cms2']),
      );
      for (let i = 0; i < 2; i++) {
        const refused = await signUp();
        expect(refused.status).toBe(429);
        expect(refused.body.error.details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
    },
    CEILING_MS,
  );

  it(
    'keeps serving while Redis is stopped (limits per process, and the logs say so), shared again when it returns',
    async () => {
      keepLogs();
      await allConnected();
      const stream = visitors();
      await stream.until((answer) => answer.status === 200, 5);
      await cluster.redis.stop();
      const logs = () => [
        ...cluster.cms.map((cms) => cms.logs()),
        ...cluster.sites.map((site) => site.output()),
      ];
      await expect
        .poll(() => logs().every((text) => unreachable.test(text)), { timeout: CEILING_MS })
        .toBe(true);
      const stoppedAt = performance.now();
      // Every instance of both tiers answers readers while Redis is gone.
      for (const instance of ['cms1', 'cms2', 'web1', 'web2'])
        await stream.until((answer) => answer.startedAt > stoppedAt && answer.instance === instance, 5);
      expect((await stream.stop()).filter(({ status }) => status !== 200)).toEqual([]);

      // Sign-ins are answered too, each instance counting its own: the first refusal comes from an
      // instance at its own 11th, past the 11th in all.
      const alone = unique('victim');
      const from = newAddress();
      const seen: Record<string, number> = {};
      for (;;) {
        const { status, instance } = await signIn(alone, from);
        if (status === 429) {
          expect(seen[instance ?? '']).toBe(10);
          break;
        }
        expect(status).toBe(400);
        seen[instance ?? ''] = (seen[instance ?? ''] ?? 0) + 1;
      }
      expect(Object.keys(seen).sort()).toEqual(['cms1', 'cms2']);

      await cluster.redis.restart();
      await allConnected();
      await limitHeldAcrossInstances();
      for (const text of logs()) expect(text).toMatch(reachableAgain);
    },
    CEILING_MS,
  );

  it(
    'answers every reader through the survivors and loses no accepted write when a CMS instance and a site server are killed (SIGKILL)',
    async () => {
      keepLogs();
      const stream = visitors();
      for (const instance of ['cms1', 'cms2', 'web1', 'web2'])
        await stream.until((answer) => answer.status === 200 && answer.instance === instance, 5);

      // A writer's autosave of a draft, and new drafts, one after the other through the site tier.
      const draft = await call(cluster.webUrl ?? '', 'POST', '/api/articles?status=draft', {
        token: writer.jwt,
        body: { data: { title: unique('Draft '), body: '<p>autosave 0</p>' } },
      });
      expect(draft.status).toBe(201);
      const writes: {
        kind: 'autosave' | 'draft';
        n: number;
        status: number;
        documentId?: string;
        at: number;
      }[] = [];
      let writing = true;
      const write = async () => {
        for (let n = 1; writing; n++) {
          const autosave = await call(
            cluster.webUrl ?? '',
            'PUT',
            `/api/articles/${draft.body.data.documentId}?status=draft`,
            { token: writer.jwt, body: { data: { body: `<p>autosave ${n}</p>` } } },
          ).catch(() => ({ status: 0 }));
          writes.push({ kind: 'autosave', n, status: autosave.status, at: performance.now() });
          const created = await call(cluster.webUrl ?? '', 'POST', '/api/articles?status=draft', {
            token: writer.jwt,
            body: { data: { title: unique(`Draft ${n} `), body: '<p>A draft.</p>' } },
          }).catch(() => ({ status: 0, body: undefined }));
          writes.push({
            kind: 'draft',
            n,
            status: created.status,
            documentId: created.body?.data?.documentId,
            at: performance.now(),
          });
        }
      };
      const saving = write();
      await expect.poll(() => writes.length, { timeout: CEILING_MS, interval: 50 }).toBeGreaterThanOrEqual(4);

      const [cms, site] = [cluster.cms[0], cluster.sites[0]];
      process.kill(cms?.pid ?? 0, 'SIGKILL');
      process.kill(site?.pid ?? 0, 'SIGKILL');
      const killedAt = performance.now();
      await stream.until((answer) => answer.tier === 'cms' && answer.startedAt > killedAt, 20);
      await stream.until((answer) => answer.tier === 'web' && answer.startedAt > killedAt, 20);
      // The autosave continues: accepted again after the kill.
      await expect
        .poll(() => writes.filter(({ at, status }) => at > killedAt && status === 200).length, {
          timeout: CEILING_MS,
          interval: 50,
        })
        .toBeGreaterThanOrEqual(3);
      const answers = await stream.stop();
      writing = false;
      await saving;

      // No reader saw an error: a read that found its instance gone was sent again to the survivor.
      expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
      for (const [tier, survivor] of [
        ['cms', 'cms2'],
        ['web', 'web2'],
      ] as const) {
        const mine = answers.filter((answer) => answer.tier === tier);
        expect(
          new Set(mine.filter(({ startedAt }) => startedAt > killedAt).map(({ instance }) => instance)),
        ).toEqual(new Set([survivor]));
        // Within a second: no reader waited for a timeout or a health check, only, at most, for the
        // survivor's own pace (the slowest answer before the kill, on this machine at this moment).
        const slowestBefore = Math.max(
          ...mine.filter(({ startedAt, ms }) => startedAt + ms < killedAt).map(({ ms }) => ms),
        );
        expect(
          mine.filter(({ startedAt, ms }) => startedAt + ms >= killedAt && ms > slowestBefore + 1000),
        ).toEqual([]);
      }

      // Every write the writer saw accepted is there: the last autosave's text, each new draft.
      const accepted = writes.filter(({ status }) => status === 200 || status === 201);
      const lastAutosave = accepted.filter(({ kind }) => kind === 'autosave').at(-1);
      const [, survivor] = cluster.cms;
      const saved = await call(
        survivor?.url ?? '',
        'GET',
        `/api/articles/${draft.body.data.documentId}?status=draft`,
        {
          token: writer.jwt,
        },
      );
      expect(saved.body.data.body).toContain(`autosave ${lastAutosave?.n}`);
      for (const { documentId } of accepted.filter(({ kind }) => kind === 'draft')) {
        const found = await call(survivor?.url ?? '', 'GET', `/api/articles/${documentId}?status=draft`, {
          token: writer.jwt,
        });
        expect(found.status).toBe(200);
      }
    },
    CEILING_MS,
  );
});
