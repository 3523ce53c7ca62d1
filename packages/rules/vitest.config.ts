import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // A ceiling, not an estimate, as the SDK's (packages/sdk/vitest.config.ts says why).
    testTimeout: 30_000,
  },
});
