// The browsers of every @web/test-runner config (packages/*/web-test-runner.config.mjs): one
// headless Chromium launched as scripts/chromium.mjs says, as the Playwright suites launch theirs.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { testChromiumLaunchOptions } from './chromium.mjs';

export const chromiumBrowsers = [
  playwrightLauncher({ product: 'chromium', launchOptions: testChromiumLaunchOptions() }),
];
