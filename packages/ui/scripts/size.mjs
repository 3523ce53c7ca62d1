// Prints the gzip size of what a page downloads (minified, Lit included, fonts excluded, licence
// comments moved to a linked file as the embeds' standalone build and production bundlers do):
// the theme with each element alone, and the whole kit. Figures, not assertions: the budgets
// of issue 4 (theme + article card + Lit ≤ 15 kB, whole kit ≤ 60 kB) are read by people.
// Run after `npm run build`: `npm run size -w @katha/ui`.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

async function gzipKb(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    conditions: ['browser', 'production'],
    legalComments: 'linked',
    outdir: 'size',
    logLevel: 'silent',
  });
  const code = result.outputFiles.find((file) => file.path.endsWith('.js'));
  return (gzipSync(code.contents, { level: 9 }).length / 1024).toFixed(1);
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
for (const [label, kb] of rows) console.log(`${label.padEnd(40)} ${kb.padStart(6)} kB gzip`);
