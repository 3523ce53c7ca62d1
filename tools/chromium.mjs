// One place that knows where a Chromium lives on this machine and how to launch it, shared by
// every browser test runner (Playwright suites through browser.mjs,
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
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * desktop browser around it, what Playwright itself runs headless. On the template journeys it
 * spends 39 % less CPU than the full browser (69–71 s against 113–118 s, 19 tests, 2026-12-06):
 * the test runners take it when it is installed, unless CHROMIUM_PATH names a browser
 * (`node scripts/browser-cpu.mjs` measures the two again).
 * The binary, not Debian's /usr/bin wrapper: a runner that stops the wrapper would orphan it.
 * @returns {string | undefined}
 */
export function findHeadlessShell() {
  const debian = '/usr/lib/chromium/chromium-headless-shell';
  return existsSync(debian) ? debian : undefined;
}

/**
 * How the measurements launch it (Lighthouse, page costs, benchmarks: Playwright's
 * `launchOptions`): the machine's Chromium, the browser readers have, with the flags above, headless.
 * @returns {{ executablePath: string | undefined, args: string[], headless: boolean }}
 */
export function chromiumLaunchOptions() {
  return { executablePath: findChromium(), args: chromiumArgs, headless: true };
}

/**
 * How the test runners launch it (the journeys, the kit's element tests): the headless shell when
 * there is one, else the measurements' Chromium.
 * @returns {{ executablePath: string | undefined, args: string[], headless: boolean }}
 */
export function testChromiumLaunchOptions() {
  const shell = process.env.CHROMIUM_PATH ? undefined : findHeadlessShell();
  return { ...chromiumLaunchOptions(), executablePath: shell ?? findChromium() };
}
