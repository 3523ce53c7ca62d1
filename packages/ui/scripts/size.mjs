// Prints the gzip size of what a page downloads (minified, Lit included, fonts excluded, licence
// comments moved to a linked file as the embeds' standalone build and production bundlers do):
// the theme with each element alone, and the whole kit. What an element loads lazily (`import()`:
// the profile menu's floating-ui, only when it opens) is not downloaded with it: it is
// printed apart, as "+ lazy". Figures, not assertions: the budgets
// of issue 4 (theme + article card + Lit ≤ 15 kB, whole kit ≤ 60 kB) are read by people.
// Run after `npm run build`: `npm run size -w @katha/ui`.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { esbuildNoParserAlias } from '@katha/i18n/bundling';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Gzip of the entry with what it imports statically, and of what it may import later (dynamic `import()`). */
async function gzipKb(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    conditions: ['browser', 'production'],
    // As production bundlers are told (see @katha/i18n's README): no ICU parser.
    alias: esbuildNoParserAlias,
    legalComments: 'linked',
    outdir: join(root, 'size'),
    logLevel: 'silent',
  });
  const gzip = new Map(
    result.outputFiles.map((file) => [file.path, gzipSync(file.contents, { level: 9 }).length]),
  );
  const outputs = result.metafile.outputs;
  const path = (output) => join(process.cwd(), output);
  const graph = (output, kind, seen = new Set()) => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const imported of outputs[output].imports)
      if (imported.kind === kind || imported.kind === 'import-statement') graph(imported.path, kind, seen);
    return seen;
  };
  const main = Object.keys(outputs).find((output) => outputs[output].entryPoint && output.endsWith('.js'));
  const now = graph(main, 'import-statement');
  const later = [...graph(main, 'dynamic-import')].filter((output) => !now.has(output));
  const sum = (files) => [...files].reduce((total, output) => total + gzip.get(path(output)), 0);
  return later.length ? `${kb(sum(now))} kB gzip (+ lazy ${kb(sum(later))})` : `${kb(sum(now))} kB gzip`;
}

const rows = [];
const elements = readdirSync(dist, { withFileTypes: true })
  // Element folders only: dist/<name>/<name>.js (core, theme and icons are not elements).
  .filter((entry) => entry.isDirectory() && existsSync(join(dist, entry.name, `${entry.name}.js`)))
  .map((entry) => entry.name)
  .sort();
for (const name of elements)
  rows.push([`theme + lit + katha-${name}`, await gzipKb(join(dist, name, `${name}.js`))]);
rows.push(['whole kit (@katha/ui)', await gzipKb(join(dist, 'index.js'))]);
for (const [label, size] of rows) console.log(`${label.padEnd(40)} ${size.padStart(9)}`);
