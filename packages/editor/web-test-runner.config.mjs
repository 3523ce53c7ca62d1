// Element tests in a real, headless Chromium, configured as scripts/wtr-elements.mjs says.
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { elementTestConfig } from '../../scripts/wtr-elements.mjs';

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

export default elementTestConfig(import.meta.url, { plugins: [commonjs] });
