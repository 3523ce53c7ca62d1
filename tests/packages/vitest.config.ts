import { defineConfig } from 'vitest/config';

/** The packed packages in a fresh project: README blocks (readme.test.ts) and the React barrel (barrel.test.ts). */
export default defineConfig({
  test: {
    include: ['*.test.ts'],
    root: new URL('.', import.meta.url).pathname,
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
