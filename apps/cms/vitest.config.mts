import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The sweeps: thousands of generated probes of the query and origin rules (our code, the same on
 * every Node). .ci/run runs them on the machine's Node, on SQLite and PostgreSQL, and sets
 * KATHA_TEST_SWEEPS=0 on the other Node lines, which run every other file.
 */
const SWEEPS = [
  'test/attack.test.ts',
  'test/answer-bounds.test.ts',
  'test/query-forms.test.ts',
  'test/cors.test.ts',
];

/**
 * Files that test CMSes of their own, on a database they choose whatever the run's (mail links; two
 * instances sharing Redis, or an S3 bucket; two starting at once on PostgreSQL; the harness's
 * start): the PostgreSQL run would repeat them unchanged.
 */
const OWN_CMS = [
  'test/mail-links.test.ts',
  'test/shared-state.test.ts',
  'test/s3-uploads.test.ts',
  'test/startup-lock.test.ts',
  'test/cms-start.test.ts',
];

/** API tests against one real CMS per run, started by test/global-setup.ts (SQLite, or PostgreSQL with KATHA_TEST_DB=postgres). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.KATHA_TEST_SWEEPS === '0' ? SWEEPS : []),
      ...(process.env.KATHA_TEST_DB === 'postgres' ? OWN_CMS : []),
    ],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    // A ceiling (test/api.ts CEILING_MS): a hook's CMS start fails by itself when the CMS stalls.
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
