import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the seed (parser, content checks, images, PRNG) and of the CMS's scripts: no CMS needed.
 * Run from apps/cms: `npx vitest run --config src/seed/vitest.config.mts`. The seeded CMS read back
 * through REST is a file of the API suite: test/seed.test.ts.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['src/seed/**/*.test.ts', 'scripts/**/*.test.mjs'],
    exclude: ['**/node_modules/**'],
    testTimeout: 30_000,
  },
});
