// How every Playwright suite of the repository is set up (the journeys, the embeds' tests). Types in
// browser.d.mts.
import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { testChromiumLaunchOptions } from './chromium.mjs';

/**
 * How every Playwright suite of the repository opens its browser: a desktop Chromium (the
 * machine's own, found by chromium.mjs), in English as read in India, keeping a trace
 * of what failed.
 */
/** @type {import('@playwright/test').PlaywrightTestConfig['use']} */
const browserUse = {
  ...devices['Desktop Chrome'],
  launchOptions: testChromiumLaunchOptions(),
  locale: 'en-IN',
  // A failed test keeps its trace: actions with their errors, console and sources. Without the
  // screencast, the DOM snapshots and the network log they bring (Playwright records the network
  // with the snapshots), which are what a trace costs most, recorded for every test that passes
  // too: the screencast doubled the journeys' Chromium CPU (194 s → 113 s on three template files),
  // the snapshots of each action cost another third of it (Chromium 95 s → 63 s of CPU on
  // template-charts and template-variants, 2026-12-06). The failure's screenshot and its page
  // snapshot (error-context.md) stay; `--trace retain-on-failure` on a rerun records them all.
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  screenshot: 'only-on-failure',
};

/**
 * How many times slower than when idle this machine runs now, from the load average per core
 * (1 to 6): a journey's time budget is what it needs on an idle machine times this, so a machine
 * busy with other work (load 10 to 15 on two cores) gives each step the time it takes there
 * instead of failing a journey that would pass. Each step still waits for the state it needs;
 * the budget only bounds how long a broken one takes to fail.
 */
export const machineSlowness = () => Math.min(6, Math.max(1, os.loadavg()[0] / os.availableParallelism()));

/**
 * The shape of every Playwright suite of the repository: the `*.spec.ts` files beside the config, its
 * `./global-setup.ts` starting what they need (a real CMS, a server), no retries, a list report and
 * {@link browserUse}. Paths are the config file's.
 *
 * A suite's spec files share that CMS and server. Each file's tests run in order, in one worker; the
 * files run two at a time (`workers`: the machines have two cores and the journeys spend much of
 * their time waiting on the servers), except the `exclusive` ones (file names without `.spec.ts`):
 * those change or measure what every other file sees (a rate limit of the one loopback address,
 * the server's page cache, the published articles' listings), so they run after all the others,
 * one at a time. `timeout` (a test's) and the 10 s of an `expect` are an idle machine's, scaled by
 * {@link machineSlowness}.
 */
export function defineSuite({ timeout, outputDir, workers = 1, exclusive = [] }) {
  const alone = exclusive.map((name) => `${name}.spec.ts`);
  const slowness = machineSlowness();
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    globalSetup: './global-setup.ts',
    fullyParallel: false,
    workers,
    retries: 0,
    timeout: Math.round(timeout * slowness),
    expect: { timeout: Math.round(10_000 * slowness) },
    reporter: [['list']],
    outputDir,
    use: browserUse,
    projects: alone.length
      ? [
          { name: 'shared', testIgnore: alone },
          { name: 'exclusive', testMatch: alone, dependencies: ['shared'], workers: 1 },
        ]
      : [{ name: 'suite' }],
  });
}
