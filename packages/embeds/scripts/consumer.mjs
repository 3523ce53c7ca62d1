// The consumer test's build: every package under packages/ packed with `npm pack` and installed
// from the tarballs (not workspace links) into a throwaway project in a temp folder (the repository's
// scripts/consumer-project.mjs, shared with tests/packages), type-checked with TypeScript, and the
// pages of demo/pages.mjs built there (partner.html and single.html load the standalone modules
// copied from the installed package, bundle.html and react.html are bundled with esbuild).
// Prints the folder (its dist/ is what the tests serve). `node scripts/consumer.mjs [dir]`.
// Run after `npm run build` of the packages (turbo's `build` does it).
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installConsumer, sh } from '../../../scripts/consumer-project.mjs';
import { DEMO_PAGES } from '../demo/pages.mjs';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Third-party packages of the consumer, pinned (they come from the npm registry). */
const THIRD_PARTY = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@types/react': '19.2.6',
  '@types/react-dom': '19.2.7',
  esbuild: '0.27.7',
  typescript: '5.9.3',
};

export async function buildConsumer(dir) {
  const installed = await installConsumer({
    name: 'katha-consumer',
    thirdParty: THIRD_PARTY,
    ...(dir ? { dir } : {}),
    // esbuild's install script puts its binary in place.
    scripts: true,
  });
  const root = installed.dir;
  writeFileSync(
    join(root, 'tsconfig.json'),
    `${JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        include: ['src'],
      },
      null,
      2,
    )}\n`,
  );
  cpSync(join(here, 'demo/src'), join(root, 'src'), { recursive: true });
  // Type-check against the published declarations (skipLibCheck off: they must compile too).
  await sh(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], root);

  const out = join(root, 'dist');
  mkdirSync(out, { recursive: true });
  for (const [page, html] of Object.entries(DEMO_PAGES)) writeFileSync(join(out, page), html);
  const embeds = join(root, 'node_modules/@katha/embeds/dist');
  cpSync(join(embeds, 'standalone'), join(out, 'embeds'), { recursive: true });
  // The fonts the standalone modules link to (../../fonts.css from their chunks).
  cpSync(join(embeds, 'fonts.css'), join(out, 'fonts.css'));
  cpSync(join(embeds, 'fonts'), join(out, 'fonts'), { recursive: true });
  const esbuild = join(root, 'node_modules/.bin/esbuild');
  const common = [
    '--bundle',
    '--format=esm',
    '--minify',
    '--conditions=browser,production',
    // What @katha/i18n's README tells a partner's bundler: @formatjs/intl without its ICU parser.
    '--alias:@formatjs/icu-messageformat-parser=@formatjs/icu-messageformat-parser/no-parser.js',
    '--loader:.woff2=file',
  ];
  await sh(esbuild, ['src/bundle-page.ts', `--outfile=${join(out, 'bundle/page.js')}`, ...common], root);
  await sh(
    esbuild,
    ['src/react-page.tsx', `--outfile=${join(out, 'react/page.js')}`, '--jsx=automatic', ...common],
    root,
  );
  return { dir: root, out, packed: installed.packed };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dir, packed } = await buildConsumer(process.argv[2]);
  console.log(`consumer: ${packed.join(', ')} installed from tarballs, type-checked and built in ${dir}`);
}
