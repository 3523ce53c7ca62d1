import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
// @ts-expect-error: a plain ES module of the repository root, without declarations
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/**
 * How every Playwright suite of the repository opens its browser: a desktop Chromium (the
 * machine's own, found by scripts/chromium.mjs), in English as read in India, keeping a trace
 * of what failed.
 */
export const browserUse: PlaywrightTestConfig['use'] = {
  ...devices['Desktop Chrome'],
  launchOptions: chromiumLaunchOptions(),
  locale: 'en-IN',
  trace: 'retain-on-failure',
};

/**
 * The shape of every Playwright suite of the repository: the `*.spec.ts` files beside the config, its
 * `./global-setup.ts` starting what they need (a real CMS, a server), one worker in order (they share
 * that CMS), no retries, a list report and {@link browserUse}. Paths are the config file's.
 */
export function defineSuite({ timeout, outputDir }: { timeout: number; outputDir: string }) {
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    globalSetup: './global-setup.ts',
    fullyParallel: false,
    workers: 1,
    retries: 0,
    timeout,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    outputDir,
    use: browserUse,
  });
}
