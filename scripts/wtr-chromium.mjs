// What every @web/test-runner config shares (packages/*/web-test-runner.config.mjs): one headless
// Chromium launched as tools/chromium.mjs says, as the Playwright suites launch theirs, and the
// runner's limits.

import { testChromiumLaunchOptions } from '@katha/tools/chromium';
import { playwrightLauncher } from '@web/test-runner-playwright';

/**
 * The limits are hang guards, not pauses: a browser that starts, a file that finishes, a test that
 * passes ends the wait. The runner's defaults (30 s to start the browser, 20 s from a page's opening
 * to its first test, 2 minutes a file, mocha's 10 s a test here before) are a quiet machine's; CI
 * shares two cores with the CMS suites and the journeys, at load 20 and more, where a file's modules
 * alone can take longer than 20 s. A test's limit stays above its waits' own
 * (packages/ui/src/test-utils/wait.ts), so a state that never comes is reported by name.
 */
export const chromiumRunner = {
  browsers: [playwrightLauncher({ product: 'chromium', launchOptions: testChromiumLaunchOptions() })],
  browserStartTimeout: 5 * 60_000,
  testsStartTimeout: 5 * 60_000,
  testsFinishTimeout: 15 * 60_000,
  testFramework: { config: { timeout: 90_000 } },
};
