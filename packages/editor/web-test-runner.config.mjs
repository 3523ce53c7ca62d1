// Element tests in a real, headless Chromium (Debian's, launched as scripts/wtr-chromium.mjs says).
import { fileURLToPath } from 'node:url';
import { wdsNoParser } from '@katha/i18n/bundling';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { buildSync } from 'esbuild';
import { chromiumBrowsers } from '../../scripts/wtr-chromium.mjs';

// Quill imports quill-delta and eventemitter3, which ship CommonJS: bundlers (Vite) convert them,
// the test server does not, so each gets an ES module built once with esbuild.
const wrappers = {
  'quill-delta':
    "import Delta from 'quill-delta';\nexport default Delta;\nexport const { AttributeMap, Op, OpIterator } = Delta;\n",
  eventemitter3:
    "import EventEmitter from 'eventemitter3';\nexport default EventEmitter;\nexport { EventEmitter };\n",
  // React and react-dom/client in one module (one React), for the React wrapper's test.
  react:
    "import React from 'react';\nimport { createRoot } from 'react-dom/client';\nexport default React;\nexport const { act, createElement, createRef } = React;\nexport { createRoot };\n",
};
/** Imports served by another wrapper's module. */
const aliases = { 'react-dom/client': 'react' };
const modules = new Map(
  Object.entries(wrappers).map(([name, contents]) => [
    `/__cjs/${name}.js`,
    {
      name,
      body: buildSync({
        stdin: { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
        bundle: true,
        format: 'esm',
        define: { 'process.env.NODE_ENV': '"development"' },
        write: false,
      }).outputFiles[0].text,
    },
  ]),
);
const commonjs = {
  name: 'commonjs-as-esm',
  resolveImport: ({ source }) => {
    const name = aliases[source] ?? source;
    return name in wrappers ? `/__cjs/${name}.js` : undefined;
  },
  serve: (context) =>
    modules.has(context.path) ? { body: modules.get(context.path).body, type: 'js' } : undefined,
};

const rootDir = fileURLToPath(new URL('../..', import.meta.url));

export default {
  // The repository root, so hoisted node_modules and packages/ui/fonts.css are served.
  rootDir,
  files: ['src/**/*.test.ts'],
  nodeResolve: { exportConditions: ['browser'] },
  plugins: [
    commonjs,
    // As in the site's and the widgets' bundles: @formatjs/intl without its ICU parser (the
    // messages are precompiled), so a message parsed at run time would fail here too.
    wdsNoParser(rootDir),
    // esbuild reads this tsconfig directly (it ignores `extends`): it has the Lit decorator settings.
    esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) }),
  ],
  browsers: chromiumBrowsers,
  concurrency: 1,
  testFramework: { config: { timeout: 10000 } },
};
