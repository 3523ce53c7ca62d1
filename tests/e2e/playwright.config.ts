import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain ES module of the repository root, without declarations
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

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
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium() as string | undefined, args: chromiumArgs as string[] },
    locale: 'en-IN',
    trace: 'retain-on-failure',
  },
});
