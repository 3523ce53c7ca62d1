// Bundles the client and every helper (openapi-fetch included, types excluded) the way an app's bundler
// would, minified, and prints the gzip size against the 6 kB budget.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET = 6 * 1024;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const result = await build({
  entryPoints: [resolve(root, 'src/index.ts')],
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  write: false,
  logLevel: 'error',
});
const code = result.outputFiles[0].contents;
const gzip = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
console.log(
  `@katha/sdk client + helpers: ${kb(code.length)} minified, ${kb(gzip)} gzip (budget ${kb(BUDGET)})`,
);
if (gzip > BUDGET) {
  console.error('over budget');
  process.exitCode = 1;
}
