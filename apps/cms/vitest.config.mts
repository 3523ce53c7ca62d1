import { defineConfig } from 'vitest/config';

/** API tests against one real CMS per run, started by test/global-setup.ts (SQLite, or PostgreSQL with KATHA_TEST_DB=postgres). */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
