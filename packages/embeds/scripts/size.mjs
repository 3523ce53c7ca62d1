// Prints what a partner page downloads for each standalone widget (gzip -9 of the entry module
// plus every shared chunk it imports; Lit, the kit, the SDK and i18n included; fonts excluded,
// they load only when Indic text appears), against the budgets of issue 7. Figures, not
// assertions. Run after `npm run build`: `npm run size -w @katha/embeds`.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const standalone = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist/standalone');
const BUDGETS = {
  'article-card': 15,
  'article-list': undefined,
  'author-badge': undefined,
  'newsletter-signup': 10,
};

/** The module and every module it imports statically, transitively. */
function graph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(
    /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g,
  ))
    if (spec?.startsWith('.')) graph(resolve(dirname(file), spec), seen);
  for (const [, spec] of code.matchAll(/import\s*["'](\.[^"']+)["']/g))
    graph(resolve(dirname(file), spec), seen);
  return seen;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The widget bundled alone into one file (what a page with only this widget would need at best). */
async function alone(widget) {
  const result = await build({
    entryPoints: [join(standalone, '..', widget, `${widget}.js`)],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    conditions: ['browser', 'production'],
    legalComments: 'none',
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
}
const all = new Set();
for (const [widget, budget] of Object.entries(BUDGETS)) {
  const files = [...graph(join(standalone, `${widget}.js`))];
  for (const file of files) all.add(file);
  const raw = files.reduce((sum, file) => sum + readFileSync(file).length, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  const verdict =
    budget === undefined
      ? ''
      : gzip / 1024 <= budget
        ? `  (budget ${budget} kB: ok)`
        : `  (budget ${budget} kB: OVER)`;
  console.log(
    `${`<${widget}> standalone`.padEnd(32)} ${kb(gzip).padStart(6)} kB gzip  ${kb(raw).padStart(7)} kB min  ${files.length} files${verdict}; in one file: ${kb(await alone(widget))} kB`,
  );
}
const gzipAll = [...all].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
console.log(`${'all four widgets'.padEnd(32)} ${kb(gzipAll).padStart(6)} kB gzip`);
console.log(`${'(Ghost @tryghost/signup-form 0.3.592'.padEnd(32)}   80.4 kB gzip, in an iframe)`);
