import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHANGES_CHANNEL } from '@katha/rules';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, type RunningCms, startCms } from '../../../tests/support/cms.ts';
import { type RunningRedis, startRedis } from '../../../tests/support/redis.mjs';
import { PageCache } from '../../web/server/page-cache.ts';
import { sharePageChanges } from '../../web/server/shared-changes.ts';
import { CEILING_MS, unique } from './api.ts';

/**
 * Two CMS instances on one SQLite database and one real redis-server (KATHA_REDIS_URL): the
 * sign-in limit holds across them, falls back to each process while Redis is stopped and is shared
 * again when it returns; a write on one (in the admin panel) drops the other's cached answers and a
 * site server's cached pages.
 */
let redis: RunningRedis;
let a: RunningCms;
let b: RunningCms;
let watcher: ReturnType<typeof createClient>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-shared-'));

// Answers are cached for an hour here: only the news through Redis can drop them within the test.
const env = () => ({
  DATABASE_FILENAME: path.join(dir, 'data.db'),
  KATHA_REDIS_URL: redis.url,
  KATHA_RESPONSE_CACHE_TTL_S: '3600',
});

/**
 * Waits until both instances are connected again: their rate-limit clients (Redis's CLIENT LIST
 * names them) and their subscriptions to the news.
 */
const bothConnected = async () => {
  await expect
    .poll(
      async () => {
        if (!watcher.isReady) return [0, 0];
        const clients = (await watcher.clientList()) as { name: string }[];
        const subscribed = (await watcher.pubSubNumSub(CHANGES_CHANNEL))[CHANGES_CHANNEL];
        return [clients.filter(({ name }) => name === 'katha-cms').length, subscribed];
      },
      { timeout: 30_000, interval: 100 },
    )
    .toEqual([2, 2]);
};

const signIn = async (cms: RunningCms, identifier: string) =>
  (
    await fetch(`${cms.apiUrl}/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier, password: 'wrong-password' }),
    })
  ).status;

beforeAll(async () => {
  redis = await startRedis();
  watcher = createClient({ url: redis.url });
  watcher.on('error', () => {}); // stopped on purpose below; it reconnects
  await watcher.connect();
  // One after the other: the first migrates the empty database, the second finds it ready.
  a = await startCms({ env: env() });
  b = await startCms({ env: env() });
}, CEILING_MS);

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await watcher?.close().catch(() => {});
  await redis?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, CEILING_MS);

describe('rate limits shared through Redis', () => {
  it(
    'refuses the 11th sign-in in a minute whichever instance answers, per process while Redis is stopped, shared again when it returns',
    async () => {
      await bothConnected();
      const shared = unique('victim');
      // Ten attempts (KATHA_AUTH_RATE_LIMIT), alternating: each instance saw five.
      for (let i = 0; i < 10; i++) expect(await signIn(i % 2 ? b : a, shared)).toBe(400);
      expect(await signIn(a, shared)).toBe(429);
      expect(await signIn(b, shared)).toBe(429);

      await redis.stop();
      await expect
        .poll(() => [a, b].every((cms) => /Redis \(rate limits, publishing\) unreachable/.test(cms.logs())), {
          timeout: 30_000,
        })
        .toBe(true);
      // Every request is still answered; each instance counts on its own.
      const alone = unique('victim');
      for (let i = 0; i < 10; i++) expect(await signIn(a, alone)).toBe(400);
      expect(await signIn(a, alone)).toBe(429);
      expect(await signIn(b, alone)).toBe(400);

      await redis.restart();
      await bothConnected();
      const again = unique('victim');
      for (let i = 0; i < 10; i++) expect(await signIn(i % 2 ? a : b, again)).toBe(400);
      expect(await signIn(a, again)).toBe(429);
      expect(await signIn(b, again)).toBe(429);
      expect(a.logs()).toMatch(/reachable again/);
    },
    CEILING_MS,
  );
});

describe('the newsletter limit shared through Redis', () => {
  it(
    'refuses the 11th sign-up from an address whichever instance answers',
    async () => {
      await bothConnected();
      const signUp = async (cms: RunningCms) => {
        const reply = await fetch(`${cms.apiUrl}/newsletter-subscribers`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ data: { email: `${unique('news')}@example.test`, language: 'en' } }),
        });
        return { status: reply.status, body: await reply.json() };
      };
      // KATHA_NEWSLETTER_RATE_LIMIT (10 per 10 minutes), alternating.
      for (let i = 0; i < 10; i++) expect((await signUp(i % 2 ? b : a)).status).toBe(201);
      for (const cms of [a, b]) {
        const refused = await signUp(cms);
        expect(refused.status).toBe(429);
        expect(refused.body.error.details.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      }
    },
    CEILING_MS,
  );
});

describe('cache news through Redis', () => {
  it(
    "drops the other instance's cached answers and a site server's pages on a write in the admin panel",
    async () => {
      const pages = new PageCache();
      const site = sharePageChanges(pages, redis.url);
      try {
        await site.subscribed;
        pages.set('/', Buffer.from('home'), pages.generation, ['listings']);
        const topics = `${b.apiUrl}/topics`;
        await fetch(topics);
        const cached = await fetch(topics);
        expect(cached.headers.get('x-katha-cache')).toBe('HIT');

        const name = unique('Topic');
        const jwt = await adminLogin(a.url);
        const created = await fetch(`${a.url}/content-manager/collection-types/api::topic.topic?locale=en`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
          body: JSON.stringify({ name }),
        });
        expect(created.status).toBe(201);

        // Within the second the issue asks for; it would stay an hour without the news.
        await expect.poll(() => pages.get('/'), { timeout: 1000, interval: 20 }).toBeUndefined();
        await expect
          .poll(
            async () => {
              const reply = await fetch(topics);
              return JSON.stringify(await reply.json()).includes(name);
            },
            { timeout: 1000, interval: 50 },
          )
          .toBe(true);
      } finally {
        await site.close();
      }
    },
    CEILING_MS,
  );

  it(
    "tells the other CMS instances of a write through the API, and leaves the site's pages to the site server",
    async () => {
      await bothConnected();
      const messages: { cms?: string; tags?: string[] }[] = [];
      const listener = watcher.duplicate();
      await listener.connect();
      await listener.subscribe(CHANGES_CHANNEL, (text) => void messages.push(JSON.parse(text)));
      try {
        // A registration writes the account and its profile; the site server that forwarded it
        // publishes the pages it changed (none), with finer tags than the CMS could.
        const username = unique('reader');
        const registered = await fetch(`${a.apiUrl}/auth/local/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            username,
            email: `${username}@example.test`,
            password: 'Secret#123',
            t_n_c_accepted: true,
          }),
        });
        expect(registered.status).toBe(200);
        await expect.poll(() => messages.length, { timeout: 1000 }).toBeGreaterThan(0);
        for (const message of messages) expect(message).toMatchObject({ cms: 'all', tags: [] });
      } finally {
        await listener.close();
      }
    },
    CEILING_MS,
  );

  it(
    "drops a page on every site server when one of them publishes a write's tags",
    async () => {
      const [first, second] = [new PageCache(), new PageCache()];
      const [one, two] = [sharePageChanges(first, redis.url), sharePageChanges(second, redis.url)];
      try {
        await Promise.all([one.subscribed, two.subscribed]);
        for (const cache of [first, second]) {
          cache.set('/a', Buffer.from('article'), cache.generation, ['article:x', 'articles']);
          cache.set('/b', Buffer.from('other'), cache.generation, ['article:y', 'articles']);
        }
        await expect
          .poll(
            () => {
              // Published again until the publisher is connected too.
              one.changed(['article:x']);
              return second.get('/a');
            },
            { timeout: 5000, interval: 100 },
          )
          .toBeUndefined();
        expect(first.get('/a')).toBeUndefined();
        // Only the pages carrying the tag.
        expect(second.get('/b')?.page.raw.toString()).toBe('other');
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    },
    CEILING_MS,
  );
});
