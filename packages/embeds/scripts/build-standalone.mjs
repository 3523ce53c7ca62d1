// Builds the standalone ES modules a partner page loads with one <script type="module"> per widget,
// minified, with the Noto fonts the kit links to, in two layouts:
// - dist/standalone/single/<widget>.js: each widget in one self-contained file (Lit, the kit, the SDK
//   and its messages inside): the fewest bytes and one request for a page with one widget. Several of
//   them on one page each carry their own copy; the kit's elements they share (katha-article-card,
//   katha-skeleton…) are defined by the first and reused by the others (see define-once.js). What the
//   kit loads lazily (`import()`: the card's like/bookmark toggles, which a card with `hide-actions`,
//   as every widget renders it, never asks for) stays out of them: it goes to lazy/<name>.js,
//   self-contained as well (its own Lit), loaded only if ever asked for.
// - dist/standalone/<widget>.js plus shared chunks (Lit, the kit, the SDK, i18n) in
//   dist/standalone/chunks/: for a page with several widgets, which then load the shared code once.
// Runs after `tsc` (it bundles dist/<widget>/<widget>.js).
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptions as options, terseFiles } from './bundling.mjs';

export const WIDGETS = ['article-card', 'article-list', 'author-badge', 'newsletter-signup'];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist/standalone');
const require = createRequire(join(root, 'package.json'));

rmSync(outdir, { recursive: true, force: true });
const entryPoints = Object.fromEntries(WIDGETS.map((name) => [name, join(root, 'dist', name, `${name}.js`)]));
await build({ ...options, entryPoints, outdir, splitting: true, chunkNames: 'chunks/[name]-[hash]' });
/** Dynamic imports become external files of lazy/ (beside single/), built below (without splitting, esbuild would inline them). */
const lazy = new Map();
const lazyDir = join(outdir, 'lazy');
const lazyFiles = {
  name: 'lazy-files',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy-files') return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'lazy-files',
      });
      if (resolved.errors.length) return { errors: resolved.errors };
      const name = basename(resolved.path, '.js');
      if (lazy.has(name) && lazy.get(name) !== resolved.path)
        throw new Error(`two lazy modules named ${name}`);
      lazy.set(name, resolved.path);
      // Imported from single/<widget>.js, or from lazy/ by a lazy module itself. lazy/ is as deep as
      // single/ and chunks/, so the kit finds the fonts from there as well.
      const inLazy = build.initialOptions.outdir === lazyDir;
      return { path: `${inLazy ? '.' : '../lazy'}/${name}.js`, external: true };
    });
  },
};
const singleOptions = {
  ...options,
  // Every `customElements` of the bundled code (Lit's @customElement) goes through define-once.js.
  inject: [join(root, 'scripts/define-once.js')],
  plugins: [lazyFiles],
};
await build({ ...singleOptions, entryPoints, outdir: join(outdir, 'single') });
for (let built = 0; lazy.size > built; ) {
  const batch = [...lazy].slice(built);
  built = lazy.size;
  await build({ ...singleOptions, entryPoints: Object.fromEntries(batch), outdir: lazyDir });
}

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [join(dir, entry.name)]
        : [],
  );

await terseFiles(files(outdir));

// The kit links its fonts from `new URL('../../fonts.css', import.meta.url)` of the module that
// holds installTheme: put a copy of @katha/ui's fonts.css and fonts/ where that resolves.
const uiRoot = dirname(require.resolve('@katha/ui/package.json'));
// Both layouts put the module that installs the fonts two levels under dist/ (chunks/, single/, lazy/).
const holders = files(outdir).filter((file) => readFileSync(file, 'utf8').includes('data-katha-fonts'));
if (!holders.length) throw new Error('No standalone module installs the fonts: has @katha/ui changed?');
const fontsDirs = new Set(holders.map((holder) => resolve(dirname(holder), '../..')));
const fontsDir = [...fontsDirs][0];
if (fontsDirs.size !== 1 || fontsDir !== join(root, 'dist'))
  throw new Error(`fonts would land elsewhere than dist/: ${[...fontsDirs].join(', ')}`);
cpSync(join(uiRoot, 'fonts.css'), join(fontsDir, 'fonts.css'));
cpSync(join(uiRoot, 'fonts'), join(fontsDir, 'fonts'), { recursive: true });
console.log(
  `standalone: ${WIDGETS.map((name) => `dist/standalone/${name}.js`).join(', ')} (+ chunks), the same in single/ (one file each), fonts`,
);
