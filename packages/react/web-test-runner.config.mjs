// The wrapper tests run in a real, headless Chromium (Debian's, launched and limited as scripts/wtr-chromium.mjs says)
// against the bundle test/bundle.mjs writes.
import { chromiumRunner } from '../../scripts/wtr-chromium.mjs';

export default {
  files: ['.test-build/**/*.test.js'],
  ...chromiumRunner,
};
