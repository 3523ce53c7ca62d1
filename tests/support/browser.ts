import { devices, type PlaywrightTestConfig } from '@playwright/test';
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
