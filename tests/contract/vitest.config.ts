import { defineConfig } from 'vitest/config';

/** The contract suite: one file, run in order against one CMS. */
export default defineConfig({
  test: {
    include: ['contract/**/*.contract.test.ts'],
    root: new URL('..', import.meta.url).pathname,
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
