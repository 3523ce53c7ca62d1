import {
  colorThemesCss,
  DEFAULT_SETTINGS,
  STATIC_TOKENS_ATTRIBUTE,
  settingsMarkup,
  tokensCss,
} from '@katha/ui/theme';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { createApiProxy } from './server/proxy.js';

/** Where the dev server forwards `/api` and `/uploads` (the CMS's default port unless KATHA_CMS_URL says). */
const cmsUrl = process.env.KATHA_CMS_URL ?? 'http://127.0.0.1:1337';

/**
 * `/api/*` (with the session cookie, its CSRF check and `POST /api/logout`) and `/uploads/*` through
 * the production server's own proxy (server/proxy.ts), so `npm run dev` signs in as the built
 * site does. Vite's `server.proxy` would pass the CMS's `jwt` on to script and keep no cookie.
 */
function cmsProxy(): Plugin {
  const proxy = createApiProxy({
    cmsUrl,
    publicUrl: process.env.KATHA_PUBLIC_URL,
    trustProxy: process.env.KATHA_WEB_TRUST_PROXY === 'true',
  });
  const middleware = (
    request: Parameters<typeof proxy>[0],
    response: Parameters<typeof proxy>[1],
    next: () => void,
  ) => {
    if (!proxy(request, response)) next();
  };
  return {
    name: 'katha-cms-proxy',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/**
 * The UI kit's theme tokens, colour themes included (the customizer offers them), as a static
 * stylesheet in the page's `<head>`: the server-rendered article is styled before any script
 * runs. The page's `<html>` says so (STATIC_TOKENS_ATTRIBUTE: the elements adopt no second copy)
 * and carries the default theme settings as `applySettings` writes them, so applying them when
 * the app starts changes nothing (either would restyle the whole page).
 */
function themeTokens(): Plugin {
  const id = 'virtual:katha-tokens.css';
  const { attributes, style } = settingsMarkup(DEFAULT_SETTINGS);
  const html = [
    STATIC_TOKENS_ATTRIBUTE,
    ...Object.entries(attributes).map(([name, value]) => `${name}="${value}"`),
    `style="${Object.entries(style)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ')}"`,
  ].join(' ');
  return {
    name: 'katha-theme-tokens',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `${tokensCss()}\n${colorThemesCss()}` : undefined),
    transformIndexHtml: (page) => page.replace('<html lang="en" dir="ltr">', `<html lang="en" ${html}>`),
  };
}

/**
 * The chunks the boot script loads when a page opens: the app's (everything the boot script
 * imports, with their static imports) and, per page (src/pages/<name>.tsx, the name its route
 * gives `lazyRoute`), the page's own.
 */
function startupChunks(bundle: Rolldown.OutputBundle, boot: Rolldown.OutputChunk) {
  const closure = (entries: readonly string[], skip: ReadonlySet<string> = new Set()) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (files.has(file) || skip.has(file) || !chunk || chunk.type !== 'chunk') return;
      files.add(file);
      for (const next of chunk.imports) visit(next);
    };
    for (const file of entries) visit(file);
    return files;
  };
  const app = closure(boot.dynamicImports);
  const pages: Record<string, Set<string>> = {};
  for (const chunk of Object.values(bundle)) {
    const page =
      chunk.type === 'chunk' && chunk.facadeModuleId?.match(/[\\/]src[\\/]pages[\\/]([\w-]+)\.tsx$/);
    if (page) pages[page[1]!] = closure([chunk.fileName], app);
  }
  return { app, pages };
}

/** V8's explicit compile hint (Chromium 136 and later): compile every function of the file at once. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The start-up chunks (`startupChunks`):
 * - listed in index.html as data, for src/boot.ts, which starts their downloads one per task and
 *   still evaluates them one step at a time (several short tasks instead of one long one);
 * - marked for eager compilation (COMPILE_HINT), as nearly every function in them runs while the
 *   page starts: Chromium then compiles them on a background thread while they download, instead
 *   of each on the main thread at its first call (some 600 functions, 40 to 50 ms of the home's
 *   start-up tasks).
 */
function appModules(): Plugin {
  return {
    name: 'katha-app-modules',
    enforce: 'post',
    transformIndexHtml(html, context) {
      const bundle = context.bundle;
      const boot = context.chunk;
      if (!bundle || !boot) return html;
      const { app, pages } = startupChunks(bundle, boot);
      const urls = (files: Iterable<string>) => [...files].map((file) => `/${file}`);
      const list = JSON.stringify({
        app: urls(app),
        pages: Object.fromEntries(Object.entries(pages).map(([page, files]) => [page, urls(files)])),
      });
      return html.replace(
        '</body>',
        () => `  <script type="application/json" id="katha-app-modules">${list}</script>\n  </body>`,
      );
    },
    generateBundle: {
      // After Vite's own, which puts the list of a chunk's lazy dependencies at its top.
      order: 'post',
      handler(_options, bundle) {
        const boot = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        if (boot?.type !== 'chunk') return;
        const { app, pages } = startupChunks(bundle, boot);
        for (const file of new Set([
          boot.fileName,
          ...app,
          ...Object.values(pages).flatMap((files) => [...files]),
        ])) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // One line more at the top: the source map's lines move down by one.
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/**
 * The site runs on Preact's React compatibility layer: its source (and @katha/react, jotai, wouter)
 * is React-API code, but `react` and `react-dom` resolve to `preact/compat` in this build, dev and
 * production alike, so the journeys test what ships. React DOM with React and its scheduler is
 * 61.6 kB gzip, more than half of issue 5's 100 kB first-load budget; Preact with compat about 13.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig({
  plugins: [themeTokens(), appModules(), cmsProxy()],
  // JSX with the automatic runtime; `react/jsx-runtime` is Preact's through the aliases.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // @katha/react has its own dev copy of React for its tests: the site must use one Preact.
  resolve: { alias: preactCompat, dedupe: ['preact'] },
  build: {
    outDir: 'build/client',
    assetsDir: 'assets',
    sourcemap: true,
    manifest: true,
    // One stylesheet for the whole site, which the server inlines into every page (the studio's
    // pages add 2 kB gzip to it). Split per chunk, the entry's stylesheet would be a dependency
    // of every lazy chunk, and Vite's loader, finding no <link> for it (the server inlined it),
    // would load it again and restyle the whole page while the app starts.
    cssCodeSplit: false,
    // The kit points at its fonts.css by URL for pages that lack it; this site has it in its own
    // stylesheet, so the file stays a file (a base64 copy in the scripts would cost 2 kB gzip).
    assetsInlineLimit: (file) => (file.endsWith('.css') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The card's image sources (a few lines, no DOM) in a chunk of their own: the article
          // page uses them for its image, and would otherwise import the card's chunk and, for
          // order, the elements around it (the list, toggles, avatar) before its first render.
          groups: [{ name: 'image-sources', test: /[\\/]article-card[\\/]image-sources\.js$/ }],
        },
      },
    },
  },
});
