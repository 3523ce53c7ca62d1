import { defineConfig } from '@playwright/test';
import { browserUse } from '../../../tests/support/browser.js';

/**
 * The widgets in a real Chromium, on pages built by the consumer test from the packed tarballs
 * and served from their own origin, against a real seeded CMS (both started by global-setup.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: browserUse,
});
