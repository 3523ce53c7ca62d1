// Element tests in a real, headless Chromium (Debian's, found by scripts/chromium.mjs).
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

export default {
  // The repository root, so hoisted node_modules and packages/ui/fonts.css are served.
  rootDir: fileURLToPath(new URL('../..', import.meta.url)),
  files: ['src/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser'] },
  plugins: [
    // esbuild reads this tsconfig directly (it ignores `extends`): it has the Lit decorator settings.
    esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: findChromium(), args: chromiumArgs, headless: true },
    }),
  ],
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
};
