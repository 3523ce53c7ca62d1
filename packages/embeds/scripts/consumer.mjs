// The consumer test's build: packs every package under packages/ with `npm pack`, installs the
// tarballs (not workspace links) into a throwaway project in a temp folder, type-checks it
// with TypeScript, and builds the pages there from demo/:
//   partner.html  plain HTML loading the standalone modules (copied from the installed package)
//   single.html   plain HTML loading three of the single-file standalone modules
//   bundle.html   a page bundled with esbuild from the package entry points
//   react.html    a small React 19 page
// Prints the folder (its dist/ is what the tests serve). `node scripts/consumer.mjs [dir]`.
// Run after `npm run build` of the packages (turbo's `build` does it).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const packagesDir = resolve(here, '..');

/** Third-party packages of the consumer, pinned (they come from the npm registry). */
const THIRD_PARTY = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  '@types/react': '19.2.6',
  '@types/react-dom': '19.2.7',
  esbuild: '0.27.7',
  typescript: '5.9.3',
};

function run(command, args, cwd) {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch (error) {
    throw new Error(
      `consumer: ${command} ${args.join(' ')} failed in ${cwd}:\n${error.stdout}${error.stderr}`,
    );
  }
}

export function buildConsumer(dir = mkdtempSync(join(tmpdir(), 'katha-consumer-'))) {
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs, { recursive: true });
  const packed = {};
  for (const name of readdirSync(packagesDir).sort()) {
    const manifestPath = join(packagesDir, name, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (manifest.private) continue;
    if (!existsSync(join(packagesDir, name, 'dist'))) {
      console.warn(`consumer: ${manifest.name} has no dist/ (not built): left out`);
      continue;
    }
    const [info] = JSON.parse(
      run(
        'npm',
        ['pack', '--json', '--ignore-scripts', '--pack-destination', tarballs],
        join(packagesDir, name),
      ),
    );
    packed[manifest.name] = `file:tarballs/${info.filename}`;
  }
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: 'katha-consumer',
        private: true,
        type: 'module',
        dependencies: { ...packed, ...THIRD_PARTY },
        // The packages' dependencies on each other resolve to the tarballs too, never to a registry.
        overrides: Object.fromEntries(Object.keys(packed).map((name) => [name, `$${name}`])),
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
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
  cpSync(join(here, 'demo/src'), join(dir, 'src'), { recursive: true });
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--ignore-scripts=false'], dir);
  // Type-check against the published declarations (skipLibCheck off: they must compile too).
  run(join(dir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], dir);

  const out = join(dir, 'dist');
  mkdirSync(out, { recursive: true });
  for (const page of ['partner.html', 'single.html', 'bundle.html', 'react.html'])
    cpSync(join(here, 'demo', page), join(out, page));
  cpSync(join(dir, 'node_modules/@katha/embeds/dist/standalone'), join(out, 'embeds'), { recursive: true });
  // The fonts the standalone modules link to (../../fonts.css from their chunks).
  const installed = join(dir, 'node_modules/@katha/embeds/dist');
  cpSync(join(installed, 'fonts.css'), join(out, 'fonts.css'));
  cpSync(join(installed, 'fonts'), join(out, 'fonts'), { recursive: true });
  const esbuild = join(dir, 'node_modules/.bin/esbuild');
  const common = [
    '--bundle',
    '--format=esm',
    '--minify',
    '--conditions=browser,production',
    // What @katha/i18n's README tells a partner's bundler: @formatjs/intl without its ICU parser.
    '--alias:@formatjs/icu-messageformat-parser=@formatjs/icu-messageformat-parser/no-parser.js',
    '--loader:.woff2=file',
  ];
  run(esbuild, ['src/bundle-page.ts', `--outfile=${join(out, 'bundle/page.js')}`, ...common], dir);
  run(
    esbuild,
    ['src/react-page.tsx', `--outfile=${join(out, 'react/page.js')}`, '--jsx=automatic', ...common],
    dir,
  );
  return { dir, out, packed: Object.keys(packed) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dir, packed } = buildConsumer(process.argv[2]);
  console.log(`consumer: ${packed.join(', ')} installed from tarballs, type-checked and built in ${dir}`);
}
