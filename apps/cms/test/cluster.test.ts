import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type Cluster, startCluster } from '../../../scripts/cluster-lib.mjs';
import { withPostgres } from '../../../tests/support/cms.ts';
import { CEILING_MS, unique } from './api.ts';

/**
 * The CMS tier as it runs past one machine (scripts/cluster-lib.mjs, as `npm run start:cluster`
 * starts it): two instances started at once on PostgreSQL, with Redis and an S3 store, behind
 * HAProxy. Readers keep getting answers through the balancer while Redis is stopped and after an
 * instance is killed. PostgreSQL: KATHA_TEST_POSTGRES_URL's (a schema of this file's) when set
 * (CI), else a throwaway cluster.
 */
let cluster: Cluster;
let watcher: ReturnType<typeof createClient>;
const schema = `katha_cluster_${process.pid}_${Date.now().toString(36)}`;
const sharedPostgres = process.env.KATHA_TEST_POSTGRES_URL;

/** What a test that failed leaves to read: each instance's last lines and the balancer's. */
const keepLogs = () =>
  onTestFailed(() => {
    for (const [i, cms] of cluster.cms.entries()) console.error(`--- CMS ${i + 1} ---\n${cms.logs()}`);
    console.error(`--- HAProxy ---\n${cluster.haproxy.output()}`);
  });

beforeAll(async () => {
  if (sharedPostgres) await withPostgres(sharedPostgres, `CREATE SCHEMA "${schema}"`);
  cluster = await startCluster({
    webInstances: 0,
    seed: 'minimal',
    ...(sharedPostgres ? { postgresUrl: sharedPostgres, schema } : {}),
  });
  watcher = createClient({ url: cluster.redis.url });
  watcher.on('error', () => {}); // stopped on purpose below; it reconnects
  await watcher.connect();
}, CEILING_MS);

afterAll(async () => {
  await watcher?.close().catch(() => {});
  await cluster?.stop();
  if (sharedPostgres) await withPostgres(sharedPostgres, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
}, CEILING_MS);

interface Answer {
  status: number;
  /** The instance that answered (HAProxy's X-Katha-Instance). */
  instance: string | null;
  startedAt: number;
  ms: number;
}

/**
 * Visitors reading the articles through the balancer, `readers` at a time, one request after
 * another, until `stop()`, which resolves to every answer. A request that gets no answer at all is
 * recorded with status 0.
 */
const visitors = (readers = 3) => {
  const answers: Answer[] = [];
  let stopped = false;
  const read = async () => {
    while (!stopped) {
      const startedAt = performance.now();
      const reply = await fetch(`${cluster.cmsUrl}/api/articles`, {
        signal: AbortSignal.timeout(60_000),
      }).catch(() => undefined);
      await reply?.arrayBuffer().catch(() => {});
      answers.push({
        status: reply?.status ?? 0,
        instance: reply?.headers.get('x-katha-instance') ?? null,
        startedAt,
        ms: performance.now() - startedAt,
      });
    }
  };
  const running = Array.from({ length: readers }, read);
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

/** Waits until `count` CMS instances have their rate-limit client connected to Redis. */
const connectedToRedis = (count: number) =>
  expect
    .poll(
      async () =>
        watcher.isReady
          ? ((await watcher.clientList()) as { name: string }[]).filter(({ name }) => name === 'katha-cms')
              .length
          : 0,
      { timeout: CEILING_MS, interval: 100 },
    )
    .toBe(count);

/** A sign-in with a wrong password through the balancer: 400, or 429 once the limit is reached. */
const signIn = async (identifier: string) => {
  const reply = await fetch(`${cluster.cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'wrong-password' }),
  });
  await reply.arrayBuffer();
  return { status: reply.status, instance: reply.headers.get('x-katha-instance') };
};

/**
 * Ten wrong sign-ins for one account (KATHA_AUTH_RATE_LIMIT) through the balancer, which shares
 * them between the instances: the 11th is refused whichever instance answers it.
 */
const limitHeldAcrossInstances = async () => {
  const identifier = unique('victim');
  const tries = [];
  for (let i = 0; i < 10; i++) tries.push(await signIn(identifier));
  expect(tries.map(({ status }) => status)).toEqual(Array(10).fill(400));
  expect(new Set(tries.map(({ instance }) => instance))).toEqual(new Set(['cms1', 'cms2']));
  expect((await signIn(identifier)).status).toBe(429);
};

describe('the CMS tier behind its balancer', () => {
  it(
    'keeps answering while Redis is stopped (each instance counting alone, and saying so), shared again when it returns',
    async () => {
      keepLogs();
      await connectedToRedis(2);
      await limitHeldAcrossInstances();

      const stream = visitors();
      await stream.until((answer) => answer.status === 200, 5);
      await cluster.redis.stop();
      await expect
        .poll(
          () => cluster.cms.every((cms) => /Redis \(rate limits, publishing\) unreachable/.test(cms.logs())),
          {
            timeout: CEILING_MS,
          },
        )
        .toBe(true);
      const stoppedAt = performance.now();
      // Both instances answer readers while Redis is gone.
      for (const instance of ['cms1', 'cms2'])
        await stream.until((answer) => answer.startedAt > stoppedAt && answer.instance === instance, 5);
      expect((await stream.stop()).filter(({ status }) => status !== 200)).toEqual([]);

      // Sign-ins are answered too, each instance counting its own: the first refusal comes from an
      // instance at its own 11th, past the 11th in all.
      const alone = unique('victim');
      const seen: Record<string, number> = {};
      for (;;) {
        const { status, instance } = await signIn(alone);
        if (status === 429) {
          expect(seen[instance ?? '']).toBe(10);
          break;
        }
        expect(status).toBe(400);
        seen[instance ?? ''] = (seen[instance ?? ''] ?? 0) + 1;
      }
      expect(Object.keys(seen).sort()).toEqual(['cms1', 'cms2']);

      await cluster.redis.restart();
      await connectedToRedis(2);
      await limitHeldAcrossInstances();
      for (const cms of cluster.cms)
        expect(cms.logs()).toMatch(/Redis \(rate limits, publishing\) reachable again/);
    },
    CEILING_MS,
  );

  it(
    'answers every reader through the survivor when an instance is killed (SIGKILL) under a stream of reads',
    async () => {
      keepLogs();
      const stream = visitors();
      for (const instance of ['cms1', 'cms2'])
        await stream.until((answer) => answer.status === 200 && answer.instance === instance, 5);
      const [killed] = cluster.cms;
      process.kill(killed?.pid ?? 0, 'SIGKILL');
      const killedAt = performance.now();
      await stream.until((answer) => answer.startedAt > killedAt, 30);
      const answers = await stream.stop();

      // No reader saw an error: a request to the killed instance was sent again to the survivor.
      expect(answers.filter(({ status }) => status !== 200)).toEqual([]);
      expect(
        new Set(answers.filter(({ startedAt }) => startedAt > killedAt).map(({ instance }) => instance)),
      ).toEqual(new Set(['cms2']));
      // Within a second: no reader waited for a timeout or a health check, only, at most, for the
      // survivor's own pace (the slowest answer before the kill, on this machine at this moment).
      const before = answers.filter(({ startedAt, ms }) => startedAt + ms < killedAt);
      const slowestBefore = Math.max(...before.map(({ ms }) => ms));
      const atOrAfter = answers.filter(({ startedAt, ms }) => startedAt + ms >= killedAt);
      expect(atOrAfter.filter(({ ms }) => ms > slowestBefore + 1000)).toEqual([]);
    },
    CEILING_MS,
  );
});
