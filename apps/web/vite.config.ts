import {
  colorThemesCss,
  DEFAULT_SETTINGS,
  STATIC_TOKENS_ATTRIBUTE,
  settingsMarkup,
  tokensCss,
} from '@katha/ui/theme';
import { defineConfig, type Plugin } from 'vite';

/** Where the dev server forwards `/api` and `/uploads` (the CMS's default port unless KATHA_CMS_URL says). */
const cmsUrl = process.env.KATHA_CMS_URL ?? 'http://127.0.0.1:1337';

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
 * The modules the boot script preloads, listed in index.html as data: the app's (everything the
 * boot script imports, with their static imports) and, per page (src/pages/<name>.tsx, the name
 * its route gives `lazyRoute`), the page's own. src/boot.ts starts their downloads a few per task
 * and still evaluates them one step at a time (several short tasks instead of one long one).
 */
function appModules(): Plugin {
  return {
    name: 'katha-app-modules',
    enforce: 'post',
    transformIndexHtml(html, context) {
      const bundle = context.bundle;
      const boot = context.chunk;
      if (!bundle || !boot) return html;
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
      const pages: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        const page =
          chunk.type === 'chunk' && chunk.facadeModuleId?.match(/[\\/]src[\\/]pages[\\/]([\w-]+)\.tsx$/);
        if (page) pages[page[1]!] = [...closure([chunk.fileName], app)].map((file) => `/${file}`);
      }
      const list = JSON.stringify({ app: [...app].map((file) => `/${file}`), pages });
      return html.replace(
        '</body>',
        () => `  <script type="application/json" id="katha-app-modules">${list}</script>\n  </body>`,
      );
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
  plugins: [themeTokens(), appModules()],
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
  server: {
    proxy: {
      '/api': { target: cmsUrl, changeOrigin: true },
      '/uploads': { target: cmsUrl, changeOrigin: true },
    },
  },
});
