import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files whose subject is the same on every Node, run once, on the machine's Node: the sweeps
 * (thousands of generated probes of the query and origin rules, our code), the seed's demo data
 * read back (the seed's own logic), and what several instances share (the whole system started
 * once, as `npm run start:cluster` starts it: PostgreSQL, Redis, S3, two CMSes and two site servers
 * behind HAProxy; two CMSes on one SQLite file; the mail's links): the instances are the CMS every
 * other file starts. .ci/run sets
 * KATHA_TEST_NODE_LINE=1 on the other Node lines, which run every other file.
 */
const ONCE = [
  'test/attack.test.ts',
  'test/answer-bounds.test.ts',
  'test/query-forms.test.ts',
  'test/cors.test.ts',
  'test/cluster.test.ts',
  'test/sqlite-instances.test.ts',
  'test/mail-links.test.ts',
  'test/seed.test.ts',
];

/**
 * Files that test CMSes of their own, on a database they choose whatever the run's (mail links; two
 * instances on one SQLite file; the cluster, on PostgreSQL; the harness's start; the full seed, from
 * its SQLite template): the PostgreSQL run would repeat them unchanged (or, for the seed, spend
 * minutes seeding PostgreSQL to read back the same data).
 */
const OWN_CMS = [
  'test/mail-links.test.ts',
  'test/sqlite-instances.test.ts',
  'test/cluster.test.ts',
  'test/cms-start.test.ts',
  'test/seed.test.ts',
];

/** API tests against one real CMS per run, started by test/global-setup.ts (SQLite, or PostgreSQL with KATHA_TEST_DB=postgres). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.KATHA_TEST_NODE_LINE === '1' ? ONCE : []),
      ...(process.env.KATHA_TEST_DB === 'postgres' ? OWN_CMS : []),
    ],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // A ceiling (test/api.ts CEILING_MS): a hook's CMS start fails by itself when the CMS stalls.
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
