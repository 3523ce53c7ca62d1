// One place that knows where a Chromium lives on this machine and how to launch it, shared by
// every browser test runner (Playwright journeys through tests/support/browser.ts,
// @web/test-runner through scripts/wtr-chromium.mjs, benchmarks, Lighthouse). Test tools cannot
// download their own browsers here, so we use Debian's package when it is installed and
// fall back to Playwright's own browser where one exists.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Flags that work on these machines (no sandbox as root, no GPU, no background traffic). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** @returns {string | undefined} the path of a usable Chromium, or undefined. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const path of candidates) if (path && existsSync(path)) return path;
  try {
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // playwright-core not installed or no browser downloaded: nothing to fall back to.
  }
  return undefined;
}

/**
 * How every runner launches it (Playwright's `launchOptions`): the machine's Chromium, the flags
 * above, headless.
 * @returns {{ executablePath: string | undefined, args: string[], headless: boolean }}
 */
export function chromiumLaunchOptions() {
  return { executablePath: findChromium(), args: chromiumArgs, headless: true };
}
