import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error: a plain ES module of the repository root, without declarations
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';

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
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: findChromium() as string | undefined, args: chromiumArgs as string[] },
    locale: 'en-IN',
    trace: 'retain-on-failure',
  },
});
