import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningCms, startCms } from '../../../tests/support/cms.ts';
import { type RunningPostgres, startPostgres } from '../../../tests/support/postgres.mjs';
import { CEILING_MS } from './api.ts';

/**
 * Two CMS instances started at once on one empty PostgreSQL schema (src/bootstrap/startup-lock.ts):
 * each waits for the startup lock, and once it is free one sets the database up and seeds while
 * the other waits, then finds it done. The test holds the lock first, so both are seen waiting
 * whatever their speed. On KATHA_TEST_POSTGRES_URL when set (CI), else on a cluster of its own.
 */
let postgres: RunningPostgres | undefined;
let url: string;
let db: Client;
let starting: Promise<RunningCms>[] = [];
const schema = `katha_lock_${process.pid}_${Date.now().toString(36)}`;
const LOCK = `katha-cms-startup:${schema}`;

beforeAll(async () => {
  if (process.env.KATHA_TEST_POSTGRES_URL) url = process.env.KATHA_TEST_POSTGRES_URL;
  else {
    postgres = await startPostgres();
    url = postgres.url;
  }
  db = new Client({ connectionString: url });
  await db.connect();
  await db.query(`CREATE SCHEMA "${schema}"`);
}, CEILING_MS);

afterAll(async () => {
  for (const started of await Promise.allSettled(starting))
    if (started.status === 'fulfilled') await started.value.stop();
  await db?.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
  await db?.end();
  await postgres?.stop();
}, CEILING_MS);

/** Instances waiting for a startup lock (this test's: the only one held). */
const waiting = async () =>
  Number(
    (
      await db.query(
        `SELECT count(*) AS n FROM pg_locks l JOIN pg_stat_activity a USING (pid)
         WHERE l.locktype = 'advisory' AND NOT l.granted AND a.application_name = 'katha-cms-startup'`,
      )
    ).rows[0].n,
  );

describe('two instances starting at once on an empty database', () => {
  it(
    'set it up and seed it once, one after the other',
    async () => {
      await db.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK]);
      const env = {
        DATABASE_CLIENT: 'postgres',
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        KATHA_SEED: 'minimal',
      };
      starting = [startCms({ env }), startCms({ env })];
      // Without the lock, one starts (or fails) while the test holds it: that ends the wait at once.
      let early: string | undefined;
      for (const cms of starting)
        cms.then(
          () => (early ??= 'an instance started while the startup lock was held'),
          (error) => (early ??= `an instance failed: ${error}`),
        );
      await expect
        .poll(async () => early ?? (await waiting()), { timeout: CEILING_MS, interval: 200 })
        .toBeOneOf([2, expect.stringMatching(/^an instance/)]);
      expect(early).toBeUndefined();
      // Nothing was made while they waited.
      const tables = await db.query('SELECT count(*) AS n FROM pg_tables WHERE schemaname = $1', [schema]);
      expect(Number(tables.rows[0].n)).toBe(0);
      await db.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK]);
      const instances = await Promise.all(starting);

      const logs = instances.map((cms) => cms.logs());
      expect(logs.filter((text) => /\[seed\] done/.test(text))).toHaveLength(1);
      expect(logs.filter((text) => /\[seed\] already seeded/.test(text))).toHaveLength(1);
      for (const cms of instances) expect((await fetch(`${cms.apiUrl}/topics?locale=en`)).status).toBe(200);
    },
    CEILING_MS,
  );
});
