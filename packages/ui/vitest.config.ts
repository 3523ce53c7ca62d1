import { defineConfig } from 'vitest/config';

/** The kit's build scripts' tests (`vitest run scripts`); the elements' tests run in Chromium (wtr). */
export default defineConfig({
  test: {
    include: ['scripts/**/*.test.mjs'],
    // A ceiling, not an estimate, as the SDK's (packages/sdk/vitest.config.ts says why): the
    // template minifier's check took 7.6 s at load 18, past vitest's 5 s default.
    testTimeout: 30_000,
  },
});
