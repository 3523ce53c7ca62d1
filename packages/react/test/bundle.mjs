// Bundles the wrapper tests (React is CommonJS) into .test-build/ for @web/test-runner,
// resolving the `browser` condition so @lit/react and Lit use their browser builds.
import { build } from 'esbuild';

await build({
  entryPoints: ['test/wrappers.test.tsx'],
  outdir: '.test-build',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  conditions: ['browser'],
  jsx: 'automatic',
  sourcemap: 'inline',
  define: { 'process.env.NODE_ENV': '"development"' },
  logLevel: 'warning',
});
