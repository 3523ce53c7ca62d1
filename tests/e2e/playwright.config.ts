import { defineConfig } from '@playwright/test';
import { browserUse } from '../support/browser.js';

/**
 * Journeys of the reader site in a real Chromium, against a real seeded CMS and the built
 * production server (both started by global-setup.ts on free ports).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: browserUse,
});
