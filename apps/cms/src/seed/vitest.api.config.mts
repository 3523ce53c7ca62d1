import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The seeded CMS read back through REST (starts a real CMS from the seeded SQLite template; with
 * KATHA_TEST_DB=postgres and KATHA_TEST_POSTGRES_URL, on PostgreSQL).
 * Run from apps/cms: `npx vitest run --config src/seed/vitest.api.config.mts`.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['src/seed/**/*.api.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 700_000,
  },
});
