// Builds the standalone ES modules a partner page loads with one <script type="module">:
// dist/standalone/<widget>.js for each widget plus shared chunks (Lit, the kit, the SDK,
// i18n) in dist/standalone/chunks/, minified, with the Noto fonts the kit links to.
// Runs after `tsc` (it bundles dist/<widget>/<widget>.js).
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const WIDGETS = ['article-card', 'article-list', 'author-badge', 'newsletter-signup'];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist/standalone');
const require = createRequire(join(root, 'package.json'));

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: Object.fromEntries(WIDGETS.map((name) => [name, join(root, 'dist', name, `${name}.js`)])),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  conditions: ['browser', 'production'],
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'linked',
  logLevel: 'warning',
});

// The kit links its fonts from `new URL('../../fonts.css', import.meta.url)` of the module that
// holds installTheme: put a copy of @katha/ui's fonts.css and fonts/ where that resolves.
const uiRoot = dirname(require.resolve('@katha/ui/package.json'));
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [join(dir, entry.name)]
        : [],
  );
const holder = files(outdir).find((file) => readFileSync(file, 'utf8').includes('data-katha-fonts'));
if (!holder) throw new Error('No standalone module installs the fonts: has @katha/ui changed?');
const fontsDir = resolve(dirname(holder), '../..');
if (!fontsDir.startsWith(join(root, 'dist'))) throw new Error(`fonts would land outside dist: ${fontsDir}`);
cpSync(join(uiRoot, 'fonts.css'), join(fontsDir, 'fonts.css'));
cpSync(join(uiRoot, 'fonts'), join(fontsDir, 'fonts'), { recursive: true });
console.log(
  `standalone: ${WIDGETS.map((name) => `dist/standalone/${name}.js`).join(', ')} (+ chunks, fonts)`,
);
