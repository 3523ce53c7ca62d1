// Bundles each entry the way an app's bundler would (openapi-fetch included, types excluded),
// minified, and prints its gzip size. The budget (6 kB) is the client and its helpers,
// `@katha/sdk`: what every reader page and partner embed loads. The writer studio's entry,
// `@katha/sdk/studio`, is printed as what it adds on top (the client it shares is counted once).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const BUDGET = 6 * 1024;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Minified and gzip bytes of one bundle of the given source. */
async function measure(contents) {
  const result = await build({
    stdin: { contents, resolveDir: resolve(root, 'src'), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} kB`;
const client = await measure(`export * from './index.ts';`);
const both = await measure(`export * from './index.ts'; export * from './studio.ts';`);
console.log(
  `@katha/sdk client + helpers: ${kb(client.min)} minified, ${kb(client.gzip)} gzip (budget ${kb(BUDGET)}: ${client.gzip <= BUDGET ? 'ok' : 'OVER'})`,
);
console.log(
  `@katha/sdk/studio adds:      ${kb(both.min - client.min)} minified, ${kb(both.gzip - client.gzip)} gzip (both entries: ${kb(both.gzip)} gzip)`,
);
if (client.gzip > BUDGET) process.exitCode = 1;
