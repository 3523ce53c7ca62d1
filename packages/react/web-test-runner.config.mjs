// The wrapper tests run in a real, headless Chromium (Debian's, launched as scripts/wtr-chromium.mjs says)
// against the bundle test/bundle.mjs writes.
import { chromiumBrowsers } from '../../scripts/wtr-chromium.mjs';

export default {
  files: ['.test-build/**/*.test.js'],
  browsers: chromiumBrowsers,
  testFramework: { config: { timeout: 10000 } },
};
