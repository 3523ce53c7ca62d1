import { fileURLToPath } from 'node:url';
import { viteNoParserAlias } from '@katha/i18n/bundling';
import { DEFAULT_LOCALE } from '@katha/rules';
import { pageTextInItsDirection, visuallyHidden } from '@katha/ui/core/styles';
import { colorThemesCss, tokensCss } from '@katha/ui/theme';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { HTML_TAG, htmlTag } from './server/document.js';
import { createImageEndpoint } from './server/images.js';
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
    proxyKey: process.env.KATHA_PROXY_KEY,
  });
  // The image endpoint (`/_image`) as the production server has it.
  const images = createImageEndpoint({
    cmsUrl,
    publicUrl: process.env.KATHA_PUBLIC_URL,
    cacheDir: process.env.KATHA_IMAGE_CACHE_DIR ?? fileURLToPath(new URL('./.cache/images', import.meta.url)),
  });
  const middleware = (
    request: Parameters<typeof proxy>[0],
    response: Parameters<typeof proxy>[1],
    next: () => void,
  ) => {
    if (!proxy(request, response) && !images(request, response)) next();
  };
  return {
    name: 'katha-cms-proxy',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/**
 * The UI kit's theme tokens, colour themes included (the customizer offers them), and the kit's
 * `.visually-hidden` rule for the site's own markup, as a static stylesheet in the page's
 * `<head>`: the server-rendered article is styled before any script runs. The page's `<html>`
 * tag comes from server/document.ts `htmlTag`, the one function that writes it (the render
 * handler writes it for each page's locale): it says the tokens are static
 * (the elements adopt no second copy) and carries the default theme settings as `applySettings`
 * writes them, so applying them when the app starts changes nothing.
 */
function themeTokens(): Plugin {
  const id = 'virtual:katha-tokens.css';
  return {
    name: 'katha-theme-tokens',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? `${tokensCss()}\n${colorThemesCss()}\n${visuallyHidden.cssText}\n${pageTextInItsDirection.cssText}`
        : undefined,
    transformIndexHtml: (page) => page.replace(HTML_TAG, () => htmlTag(DEFAULT_LOCALE)),
  };
}

/**
 * The page's script (src/boot.ts) at low priority: the server-rendered page paints without it, so
 * the LCP image and the fonts are fetched first. Vite writes the built entry's tag itself, so the
 * attribute is added after it.
 */
function lowPriorityEntry(): Plugin {
  return {
    name: 'katha-low-priority-entry',
    transformIndexHtml: {
      order: 'post',
      handler: (page) =>
        page.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '$& fetchpriority="low"',
        ),
    },
  };
}

/** The page's script: index.html's module, src/boot.ts and what it imports (shared/page-modules.ts). */
const BOOT = /[\\/](index\.html|src[\\/]boot\.ts|shared[\\/]page-modules\.ts)$/;

/** The site's pages for readers and writers (src/pages/), not the template's. */
const READER_PAGE = /[\\/]src[\\/]pages[\\/]/;

/** What the bundler tells of a module while it groups them into chunks. */
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * Whether a module of the site's pages (src/pages/) imports `id`, directly or through other
 * modules (static imports): what may go in the chunk every page loads.
 */
function readersImport(id: string, graph: ModuleGraph): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (READER_PAGE.test(next)) return true;
    for (const importer of graph.getModuleInfo(next)?.importers ?? [])
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
  }
  return false;
}

export default defineConfig({
  // React with Fast Refresh in dev.
  plugins: [react(), themeTokens(), lowPriorityEntry(), cmsProxy()],
  // @katha/react has its own dev copy of React for its tests: the site must use one React.
  // @formatjs/intl's ICU parser → its no-parser entry: @katha/i18n's messages are precompiled AST.
  resolve: { alias: [viteNoParserAlias], dedupe: ['react', 'react-dom'] },
  // The server build (`vite build --ssr src/entry-server.tsx`) bundles its dependencies: one React
  // (the workspace's root has another for the CMS), the kit's CSS imports through Vite.
  ssr: { noExternal: true },
  build: {
    outDir: 'build/client',
    assetsDir: 'assets',
    sourcemap: true,
    manifest: true,
    // No modulepreload polyfill: every browser the kit supports has `<link rel="modulepreload">`,
    // and in the page's script (src/boot.ts) it would import the app's chunk before the paint.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site, which every page links (index.html): fetched once, cached
    // for a year, used by every page after. The writer's page and the bell's panel render their own
    // rules (`?inline`: 7 kB no reader's page needs). No chunk lists a stylesheet of its own, so
    // Vite's loader adds no <link> while the app starts.
    cssCodeSplit: false,
    // The kit points at its fonts.css by URL for pages that lack it; this site has it in its own
    // stylesheet, so the file stays a file (a base64 copy in the scripts would cost 2 kB gzip).
    // Fonts stay files too, the 2 kB language-name faces included: the CSP's font-src is 'self'.
    assetsInlineLimit: (file) => (/\.(css|woff2)$/.test(file) ? false : undefined),
    rolldownOptions: {
      // The page's script (index.html: src/boot.ts, a few lines) and the app it loads after the
      // first paint, an entry of its own so the server finds its chunks in the manifest.
      input: { index: 'index.html', app: 'src/entry-client.tsx' },
      output: {
        codeSplitting: {
          // The card's image sources (a few lines, no DOM) in a chunk of their own: the article
          // page uses them for its image, and would otherwise import the card's chunk and, for
          // order, the elements around it (the list, toggles, avatar) before its first render.
          //
          // Then the fewest requests for a first load: every module the entry loads statically
          // (src/entry-client.tsx: Lit's hydrate support, then the app) in the entry's own chunk, and
          // the modules five or more pages share in one `common` chunk. Without these groups a first
          // load was 32–36 small chunks (home 137.7 kB gzip); with them 8–10 (128.0 kB), and each
          // chunk is a request on a phone's HTTP/1.1 connections (apps/web/README "Figures").
          // Only what a reader's page imports goes in `common`: the template's many chunks share
          // elements and Chart.js that no reader's page needs (with them, home 132.7 kB).
          groups: [
            { name: 'image-sources', test: /[\\/]article-card[\\/]image-sources\.js$/, priority: 3 },
            { name: 'boot', test: BOOT, priority: 4 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            {
              name: (id, ctx) => (readersImport(id, ctx) ? 'common' : null),
              debugName: 'common',
              minShareCount: 5,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
