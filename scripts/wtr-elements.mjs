// The @web/test-runner config of a package's element tests (packages/ui, packages/editor): its
// src/**/*.test.ts in the headless Chromium, with the limits, of scripts/wtr-chromium.mjs, served from the repository
// root, on @formatjs/intl without its ICU parser, TypeScript through esbuild with the package's
// own tsconfig.json. `plugins` are the package's own (served modules, server rendering).
import { fileURLToPath } from 'node:url';
import { wdsNoParser } from '@katha/i18n/bundling';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromiumRunner } from './wtr-chromium.mjs';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/** `configUrl`: the config file's `import.meta.url`. */
export function elementTestConfig(configUrl, { plugins = [], concurrency = 1 } = {}) {
  return {
    // The repository root, so hoisted node_modules and packages/ui/fonts.css are served.
    rootDir,
    files: ['src/**/*.test.ts'],
    nodeResolve: { exportConditions: ['browser'] },
    plugins: [
      // As in the site's and the widgets' bundles: @formatjs/intl without its ICU parser (the
      // messages are precompiled), so a message parsed at run time would fail here too.
      wdsNoParser(rootDir),
      ...plugins,
      // esbuild reads this tsconfig directly (it ignores `extends`): it has the Lit decorator settings.
      esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', configUrl)) }),
    ],
    ...chromiumRunner,
    concurrency,
  };
}
