// Prints what a partner page downloads for each standalone widget (gzip -9 of the module plus every
// module it imports statically; Lit, the kit, the SDK and i18n included; fonts excluded, they load
// only when Indic text appears), against the budgets of issue 19. Figures, not assertions. Run after
// `npm run build`: `npm run size -w @katha/embeds`. Two layouts (scripts/build-standalone.mjs):
// - single/<widget>.js, one self-contained file: what a page with only this widget loads, the
//   figure the budgets are read against;
// - <widget>.js plus shared chunks: what it costs on a page with several widgets, which share them.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { esbuildOptions, terse } from './bundling.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const standalone = join(root, 'dist/standalone');
// Issue 19's budgets, re-set so that one source fits (@formatjs/intl as the runtime, about 5.5 kB):
// article card 26, sign-up 20 kB as single files.
const BUDGETS = {
  'article-card': 26,
  'article-list': undefined,
  'author-badge': undefined,
  'newsletter-signup': 20,
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

const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
const all = new Set();
const singles = [];
for (const [widget, budget] of Object.entries(BUDGETS)) {
  const single = [...graph(join(standalone, 'single', `${widget}.js`))];
  const shared = [...graph(join(standalone, `${widget}.js`))];
  for (const file of shared) all.add(file);
  singles.push(...single);
  const gzip = sum(single, gzipOf);
  const verdict =
    budget === undefined
      ? ''
      : gzip / 1024 <= budget
        ? `  (budget ${budget} kB: ok)`
        : `  (budget ${budget} kB: OVER)`;
  console.log(
    `${`<${widget}>`.padEnd(20)} ${kb(gzip).padStart(5)} kB gzip, ${kb(sum(single, (file) => readFileSync(file).length)).padStart(5)} kB min in ${single.length} file${verdict}; with shared chunks: ${kb(sum(shared, gzipOf))} kB in ${shared.length} files`,
  );
}
console.log(
  `${'all four on a page'.padEnd(20)} ${kb(sum([...all], gzipOf)).padStart(5)} kB gzip with shared chunks; ${kb(sum(singles, gzipOf))} kB as four single files`,
);
console.log(`${'(Ghost @tryghost/signup-form 0.3.592'.padEnd(20)} 80.4 kB gzip, in an iframe)`);

// What every widget starts from before any widget code (the stack the architecture names), each
// part bundled alone as the widgets are, then all together (one file, as a single-file widget).
const FLOOR = {
  'Lit (LitElement, decorators)':
    "export { LitElement, css, html } from 'lit'; export { customElement, property, state } from 'lit/decorators.js';",
  '@formatjs/intl (createIntl, no parser)': "export { createIntl, createIntlCache } from '@formatjs/intl';",
  "@katha/sdk's client (openapi-fetch)": "export { createKathaClient } from '@katha/sdk';",
  "the kit's theme (installTheme)": "export { installTheme } from '@katha/ui/theme';",
};
const floorGzip = async (contents) => {
  const { outputFiles } = await build({
    ...esbuildOptions,
    stdin: { contents, resolveDir: root, loader: 'js' },
    write: false,
    legalComments: 'none',
    outfile: 'floor.js',
  });
  return gzipSync(await terse(outputFiles[0].text), { level: 9 }).length;
};
console.log('\nwhat every widget starts from:');
for (const [part, contents] of Object.entries(FLOOR))
  console.log(`  ${part.padEnd(40)} ${kb(await floorGzip(contents)).padStart(5)} kB gzip`);
console.log(
  `  ${'all four in one file'.padEnd(40)} ${kb(await floorGzip(Object.values(FLOOR).join('\n'))).padStart(5)} kB gzip`,
);
