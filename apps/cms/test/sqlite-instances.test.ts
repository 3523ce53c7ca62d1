import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildArticleSearchQuery, serializeStrapiQuery } from '@katha/sdk';
import { registerConfirmed } from '@katha/tools/accounts';
import { adminLogin, copySeededSqlite, type RunningCms, startCms } from '@katha/tools/cms';
import { type RunningRedis, startRedis } from '@katha/tools/redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEILING_MS, ENGLISH_BODY, type JsonReply, unique } from './api.ts';

/**
 * Two CMS instances on one SQLite file, the one set-up of several instances the cluster
 * (cluster.test.ts, on PostgreSQL) does not cover, sharing a Redis as the operators' guide says
 * (README "Several instances"): registrations through both at once each get their confirmation
 * mail, and a search through one finds what a write through the other changed.
 */
let a: RunningCms;
let b: RunningCms;
let redis: RunningRedis;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-sqlite-instances-'));
const mailbox = path.join(dir, 'mailbox');

// The limits scaled as the suite's (global-setup.ts): this file registers fast, from one address.
const env = {
  DATABASE_FILENAME: path.join(dir, 'data.db'),
  KATHA_RATE_LIMIT_SCALE: '100',
  KATHA_DEV_MAILBOX_DIR: mailbox,
};

beforeAll(async () => {
  // A copy of the seeded template the suite makes anyway (attack.test.ts, cms-start.test.ts): set up
  // already, so both start at once (on an empty file both would set it up).
  [redis] = await Promise.all([startRedis(), copySeededSqlite(env.DATABASE_FILENAME, 'minimal')]);
  const shared = { ...env, KATHA_REDIS_URL: redis.url };
  [a, b] = await Promise.all([startCms({ env: shared }), startCms({ env: shared })]);
}, CEILING_MS);

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await redis?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}, CEILING_MS);

/** Both instances' last log lines, for a failure that only the logs explain. */
const logs = () => `--- CMS a ---\n${a.logs()}\n--- CMS b ---\n${b.logs()}`;

/** One JSON call to `cms`'s API. */
const call = async (cms: RunningCms, method: string, route: string, token?: string, body?: unknown) => {
  const reply = await fetch(`${cms.apiUrl}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: reply.status,
    cache: reply.headers.get('x-katha-cache'),
    body: (await reply.json()) as JsonReply,
  };
};

/**
 * Registers a new reader through `cms` and confirms it from its mail. A failure carries both
 * instances' last log lines (the mail is sent after the answer, so only the logs say why one did
 * not come).
 */
const reader = async (cms: RunningCms) => {
  const username = unique('sqlite');
  const email = `${username}@example.test`;
  try {
    const { jwt } = await registerConfirmed(
      cms.apiUrl,
      { username, email, password: 'Secret#123', t_n_c_accepted: true },
      { mailbox },
    );
    return { jwt, email };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${logs()}`);
  }
};

/** A reader of `cms` whose author access staff approved in its admin panel (so an editor). */
const editor = async (cms: RunningCms) => {
  const writer = await reader(cms);
  const asked = await call(cms, 'POST', '/request-author-accesses', writer.jwt, {
    data: { name: 'A writer', email: writer.email },
  });
  expect(asked.status).toBe(201);
  const approved = await fetch(
    `${cms.url}/content-manager/collection-types/api::request-author-access.request-author-access/${asked.body.data.documentId}`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${await adminLogin(cms.url)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ request_status: 'approved' }),
    },
  );
  expect(approved.status).toBe(200);
  return writer;
};

describe('two instances on one SQLite file', () => {
  it(
    'send the confirmation mail of every registration, through either instance, at the same time',
    async () => {
      // Both processes write accounts and confirmation tokens at once. On one SQLite file, a
      // transaction that had read and then wrote while the other process wrote was refused at once
      // (SQLITE_BUSY, config/database.ts): the account was not made, and no mail came.
      const accounts = await Promise.all([a, b, a, b, a, b].map((cms) => reader(cms)));
      expect(accounts.every(({ jwt }) => typeof jwt === 'string' && jwt.length > 0)).toBe(true);
    },
    CEILING_MS,
  );

  it(
    'find an article published, then renamed, through the other instance: at once signed in (with Redis or without), within a second anonymously',
    async () => {
      const [writer, searcher] = await Promise.all([editor(a), reader(b)]);
      /** The site's search (apps/web loadSearch) through b: the documentIds it finds, and its cache state. */
      const search = async (text: string, token?: string) => {
        const query = serializeStrapiQuery(buildArticleSearchQuery(text, { locale: 'en', pageSize: 100 })!);
        const reply = await call(b, 'GET', `/articles?${query}`, token);
        expect(reply.status).toBe(200);
        return {
          found: (reply.body.data as { documentId: string }[]).map(({ documentId }) => documentId),
          cache: reply.cache,
        };
      };
      /**
       * Searches `text` through b, signed in and anonymously until b's response cache answers it
       * (what a write must now drop): nothing is found. Resolves to the slowest of these reads,
       * what one poll may take on this machine now.
       */
      const searchedBefore = async (text: string) => {
        expect((await search(text, searcher.jwt)).found).toEqual([]);
        let slowest = 0;
        for (;;) {
          const startedAt = performance.now();
          const { found, cache } = await search(text);
          slowest = Math.max(slowest, performance.now() - startedAt);
          expect(found).toEqual([]);
          if (cache === 'HIT') return slowest;
        }
      };
      /**
       * After a write through a answered at `since`: a signed-in search through b finds `documentId`
       * at once (its answer is never cached), and an anonymous one within a second (plus one read as
       * slow as the slowest before the write: reads are sequential), once b's cached answer is
       * dropped by a's news through Redis.
       */
      const foundThroughB = async (text: string, documentId: string, since: number, slowest: number) => {
        expect((await search(text, searcher.jwt)).found).toEqual([documentId]);
        const limit = 1000 + slowest;
        let seen: { found: string[]; cache: string | null; ms: number };
        do {
          const startedAt = performance.now();
          seen = { ...(await search(text)), ms: startedAt - since };
        } while (!seen.found.includes(documentId) && seen.ms < limit);
        expect(seen, logs()).toMatchObject({ found: [documentId], cache: 'MISS' });
        expect(seen.ms).toBeLessThan(limit);
      };

      const title = unique('Kingfisher');
      const slowest = await searchedBefore(title);
      const published = await call(a, 'POST', '/articles', writer.jwt, {
        data: { title: `The ${title}`, body: ENGLISH_BODY },
      });
      const publishedAt = performance.now();
      expect(published.status).toBe(201);
      const { documentId } = published.body.data;
      await foundThroughB(title, documentId, publishedAt, slowest);

      const renamed = unique('Heron');
      const slowestRenamed = await searchedBefore(renamed);
      const edit = await call(a, 'PUT', `/articles/${documentId}`, writer.jwt, {
        data: { title: `The ${renamed}` },
      });
      const renamedAt = performance.now();
      expect(edit.status).toBe(200);
      await foundThroughB(renamed, documentId, renamedAt, slowestRenamed);
      // And the old title finds it no more.
      expect((await search(title, searcher.jwt)).found).toEqual([]);
      expect((await search(title)).found).toEqual([]);

      // What b remembers of a search needs no news from a: with Redis gone, still at once.
      await redis.stop();
      const offline = unique('Egret');
      expect((await search(offline, searcher.jwt)).found).toEqual([]);
      const third = await call(a, 'PUT', `/articles/${documentId}`, writer.jwt, {
        data: { title: `The ${offline}` },
      });
      expect(third.status).toBe(200);
      expect((await search(offline, searcher.jwt)).found).toEqual([documentId]);
    },
    CEILING_MS,
  );
});
