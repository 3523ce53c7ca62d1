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
 * `./global-setup.ts` starting what they need (a real CMS, a server), no retries, a list report and
 * {@link browserUse}. Paths are the config file's.
 *
 * A suite's spec files share that CMS and server. Each file's tests run in order, in one worker; the
 * files run two at a time (`workers`: the machines have two cores and the journeys spend much of
 * their time waiting on the servers), except the `exclusive` ones (file names without `.spec.ts`):
 * those change or measure what every other file sees (a rate limit of the one loopback address,
 * the server's page cache, the published articles' listings), so they run after all the others,
 * one at a time.
 */
export function defineSuite({
  timeout,
  outputDir,
  workers = 1,
  exclusive = [],
}: {
  timeout: number;
  outputDir: string;
  workers?: number;
  exclusive?: string[];
}) {
  const alone = exclusive.map((name) => `${name}.spec.ts`);
  return defineConfig({
    testDir: '.',
    testMatch: '*.spec.ts',
    globalSetup: './global-setup.ts',
    fullyParallel: false,
    workers,
    retries: 0,
    timeout,
    expect: { timeout: 10_000 },
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
