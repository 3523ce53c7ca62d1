// How the standalone modules are bundled and minified: scripts/build-standalone.mjs builds the
// widgets with it, scripts/size.mjs the parts every widget starts from, so both figures come from
// the same bundler settings.
import { readFileSync, writeFileSync } from 'node:fs';
import { esbuildNoParserAlias } from '@katha/i18n/bundling';
import { minify } from 'terser';

/** esbuild's options for a browser module, minified. */
export const esbuildOptions = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  conditions: ['browser', 'production'],
  // @formatjs/intl's ICU parser → its no-parser entry: @katha/i18n's messages are precompiled.
  alias: esbuildNoParserAlias,
  legalComments: 'linked',
  logLevel: 'warning',
};

/**
 * A second pass with terser after esbuild's minifier: 0.8-0.9 kB (gzip) off every single-file
 * widget (`npm run size`). Module scope (import and export names kept), no unsafe transforms.
 */
export function terse(code) {
  return minify(code, { module: true, ecma: 2020, compress: { passes: 2 } }).then((out) => out.code);
}

/** `terse` over files written by esbuild, in place. */
export async function terseFiles(files) {
  await Promise.all(files.map(async (file) => writeFileSync(file, await terse(readFileSync(file, 'utf8')))));
}
