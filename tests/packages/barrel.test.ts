/**
 * The React wrappers' barrel tree-shakes: a fresh Vite 8 + React 19 app built from the packed packages
 * that imports four wrappers from `@katha/react` carries the elements those four bring, as the same
 * four imported from `@katha/react/<name>` do, and no other. It prints the apps' gzip sizes (React
 * alone, the barrel, the deep imports); the test fails only on the elements, never on a size.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { put, REPO, sh } from './consumer.js';

const dir = inject('consumerDir');
const WRAPPERS = {
  KathaArticleCard: 'article-card',
  KathaButton: 'button',
  KathaChip: 'chip',
  KathaAvatar: 'avatar',
};
const RENDER = `createRoot(document.getElementById('root')!).render(
  <>
    <KathaArticleCard />
    <KathaButton>Save</KathaButton>
    <KathaChip removable onKathaRemove={() => {}}>Poetry</KathaChip>
    <KathaAvatar name="Asha" />
  </>,
);
`;
const APPS = {
  'react-only': `import { createRoot } from 'react-dom/client';\n\ncreateRoot(document.getElementById('root')!).render(<p>Katha</p>);\n`,
  barrel: `import { ${Object.keys(WRAPPERS).join(', ')} } from '@katha/react';\nimport { createRoot } from 'react-dom/client';\n\n${RENDER}`,
  deep: `${Object.entries(WRAPPERS)
    .map(([name, file]) => `import { ${name} } from '@katha/react/${file}';`)
    .join('\n')}\nimport { createRoot } from 'react-dom/client';\n\n${RENDER}`,
};
type App = keyof typeof APPS;

/** Every tag the kit defines, from its Custom Elements Manifest. */
const manifest = JSON.parse(readFileSync(join(REPO, 'packages/ui/custom-elements.json'), 'utf8')) as {
  modules: { path: string; declarations?: { customElement?: boolean; tagName?: string }[] }[];
};
const elements = manifest.modules.flatMap((module) =>
  (module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    .map((declaration) => ({ tag: String(declaration.tagName), path: module.path })),
);

const built = {} as Record<App, { js: string; gzip: number; files: number }>;

beforeAll(async () => {
  for (const [app, main] of Object.entries(APPS) as [App, string][]) {
    const root = join(dir, 'vite', app);
    put(
      join(root, 'index.html'),
      '<!doctype html>\n<html lang="en"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>\n',
    );
    put(join(root, 'main.tsx'), main);
    // A fresh app's config, with what @katha/i18n's README asks of a browser bundle (no ICU parser).
    put(
      join(root, 'vite.config.mjs'),
      `import { viteNoParserAlias } from '@katha/i18n/bundling';\nimport react from '@vitejs/plugin-react';\n\nexport default { plugins: [react()], resolve: { alias: [viteNoParserAlias] }, logLevel: 'warn' };\n`,
    );
    // vitest sets NODE_ENV=test, which would build React's development code.
    await sh(
      process.execPath,
      [join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', 'dist'],
      root,
      {
        NODE_ENV: 'production',
      },
    );
    const assets = join(root, 'dist/assets');
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const sources = files.map((file) => readFileSync(join(assets, file), 'utf8'));
    built[app] = {
      js: sources.join('\n'),
      gzip: sources.reduce((sum, source) => sum + gzipSync(source).length, 0),
      files: files.length,
    };
  }
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const over = (app: App) => kB(built[app].gzip - built['react-only'].gzip);
  console.log(
    `[packages] Vite 8 + React 19, gzip of every JS file: React alone ${kB(built['react-only'].gzip)}; ` +
      `${Object.keys(WRAPPERS).join(', ')} from '@katha/react' ${kB(built.barrel.gzip)} (${built.barrel.files} files, ${over('barrel')} over React), ` +
      `from '@katha/react/<name>' ${kB(built.deep.gzip)} (${built.deep.files} files, ${over('deep')} over React)`,
  );
});

/** The kit's tags whose names appear as string literals in an app's bundle. */
const tagsIn = (js: string) =>
  elements.filter(({ tag }) => new RegExp(`["'\`]${tag}["'\`]`).test(js)).map(({ tag }) => tag);

describe("@katha/react's barrel", () => {
  it('brings the imported elements (and what they render), as deep imports do, and no other element', () => {
    const deep = tagsIn(built.deep.js);
    for (const file of Object.values(WRAPPERS)) expect(deep).toContain(`katha-${file}`);
    expect(tagsIn(built['react-only'].js)).toEqual([]);
    expect(tagsIn(built.barrel.js)).toEqual(deep);
  });
});

describe("@katha/ui's sideEffects", () => {
  it('lists the element modules (each defines its tag), the entry that imports them all, the server entry and CSS: nothing else', () => {
    const ui = JSON.parse(readFileSync(join(REPO, 'packages/ui/package.json'), 'utf8')) as {
      sideEffects: string[];
    };
    const modules = elements.map(
      ({ path }) => `./${path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js')}`,
    );
    expect([...ui.sideEffects].sort()).toEqual(
      ['./dist/index.js', ...modules, './dist/ssr/*.js', '*.css'].sort(),
    );
  });
});
