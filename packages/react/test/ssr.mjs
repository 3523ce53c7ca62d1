// The wrappers render their element's shadow root on a server: @lit-labs/ssr-react patches
// React's createElement, and a wrapper must call that same (patched) function. A namespace
// import of React (`import * as React`) would not: Node gives ES modules a copy of a CommonJS
// module's exports, taken before the patch, and the element would be written empty.
import assert from 'node:assert/strict';
import { build } from 'esbuild';

// React stays outside the bundle, so it resolves here (React 19), from this package.
const external = ['react', 'react-dom', 'react/*', 'react-dom/*', '@katha/*', '@lit/react', 'lit', 'lit/*'];
await build({
  entryPoints: ['test/ssr-entry.ts'],
  outfile: '.test-build/ssr.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  external: [
    ...external,
    'lit-html',
    'lit-html/*',
    'lit-element',
    'lit-element/*',
    '@lit/reactive-element',
    '@lit/reactive-element/*',
    '@lit-labs/ssr',
    '@lit-labs/ssr/*',
    '@lit-labs/ssr-client',
    '@lit-labs/ssr-client/*',
    '@lit-labs/ssr-dom-shim',
  ],
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const { renderCard } = await import(new URL('../.test-build/ssr.mjs', import.meta.url).href);
const html = renderCard();
assert.match(html, /^<katha-article-card[^>]* defer-hydration=""/, 'the element waits for its properties');
assert.match(html, /<template shadowroot="open" shadowrootmode="open">/, 'a declarative shadow root');
assert.match(html, /Monsoon letters/, 'the article property reached the server render');
assert.match(html, /यात्रा|Travel/, 'the topic chip');
console.log(
  `ssr: <katha-article-card> server-rendered through @lit-labs/ssr-react (${html.length} characters)`,
);
