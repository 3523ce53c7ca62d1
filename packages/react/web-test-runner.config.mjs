// The wrapper tests run in a real, headless Chromium (Debian's, found by scripts/chromium.mjs)
// against the bundle test/bundle.mjs writes.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export default {
  files: ['.test-build/**/*.test.js'],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), args: chromiumArgs, headless: true },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
