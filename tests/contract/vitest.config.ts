import { defineConfig } from 'vitest/config';

/** The contract suite: one file, run in order against one CMS. */
export default defineConfig({
  test: {
    include: ['contract/**/*.contract.test.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 30_000,
    // A ceiling, not an estimate: the CMS start in `beforeAll` fails by itself as soon as the CMS
    // exits or stops making progress (tools/cms.mjs), however long a busy machine takes.
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
