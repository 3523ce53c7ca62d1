import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createKathaClient } from '@katha/sdk';
import { createServer as createViteServer, type Plugin, type ViteDevServer } from 'vite';
import { elementStylesheetFile, pageModules, renderPage, type SsrEntry } from './render.js';
import { sanitizeHtml } from './sanitize.js';
import { readerClients } from './session.js';

/**
 * wouter imports `use-sync-external-store/shim`, CommonJS that requires the workspace root's React
 * (the CMS's 18) when Node loads it: the app's React 19 has the hook itself.
 */
function reactOwnSyncExternalStore(): Plugin {
  const id = '\0katha-use-sync-external-store';
  return {
    name: 'katha-dev-use-sync-external-store',
    enforce: 'pre',
    resolveId: (source) => (/^use-sync-external-store\/shim(\/index\.js)?$/.test(source) ? id : undefined),
    load: (resolved) => (resolved === id ? "export { useSyncExternalStore } from 'react';" : undefined),
  };
}

export interface DevServerOptions {
  /** apps/web: its vite.config.ts, index.html and src/. */
  root: string;
  cmsUrl: string;
  publicUrl?: string | undefined;
}

/**
 * `npm run dev`: Vite in middleware mode (React with Fast Refresh, the modules as source, `/api`
 * and `/uploads` through the production proxy, vite.config.ts `cmsProxy`) in front of the
 * production render handler (render.ts `renderPage`, the same function the built server calls):
 * every page the app renders is server-rendered from `src/entry-server.tsx` as Vite loads it now
 * (`ssrLoadModule`, so an edit shows on the next request), into index.html as Vite transforms it
 * (`transformIndexHtml`: the React Refresh preamble, the entry as source). No page cache, no
 * Content-Security-Policy (Vite's client and React Refresh need inline script), no modulepreload
 * (Vite serves modules one by one); the stylesheets come with the scripts, so the page is
 * unstyled until they run.
 */
export async function createDevServer(
  options: DevServerOptions,
): Promise<{ server: Server; vite: ViteDevServer }> {
  const server = createServer();
  const vite = await createViteServer({
    root: options.root,
    configFile: join(options.root, 'vite.config.ts'),
    // Vite's HMR socket on this server, not on a port of its own.
    server: { middlewareMode: true, hmr: { server } },
    appType: 'custom',
    // The config bundles every dependency into the server build (one React); Vite's module runner
    // cannot run React's CommonJS as source, so here React is Node's own, the app's copy (dedupe).
    ssr: { external: ['react', 'react-dom'] },
    plugins: [reactOwnSyncExternalStore()],
  });
  const client = createKathaClient({ baseUrl: new URL('/api', options.cmsUrl).href });
  const indexHtml = readFileSync(join(options.root, 'index.html'), 'utf8');
  const origin = (request: IncomingMessage) =>
    options.publicUrl?.replace(/\/$/, '') ?? `http://${request.headers.host ?? 'localhost'}`;

  const readerClient = readerClients(options.cmsUrl, options);
  const render = async (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    const ssr = (await vite.ssrLoadModule('/src/entry-server.tsx')) as SsrEntry;
    // The kit elements' stylesheets the shadow roots link (render.ts elementStylesheetFile).
    const sheet = elementStylesheetFile(ssr, new URL(url, 'http://localhost').pathname);
    if (sheet) {
      response.writeHead(200, { 'Content-Type': sheet.type, 'Cache-Control': 'no-cache' }).end(sheet.raw);
      return;
    }
    const template = await vite.transformIndexHtml(url, indexHtml);
    await renderPage(
      { ssr, template, client, readerClient, sanitize: sanitizeHtml, origin },
      request,
      response,
      () => {
        // The render failed (its error is logged): the page without markup, rendered by the browser
        // (its script finds the app's entry in the list the rendered pages carry, render.ts).
        response
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(template.replace('<!--/katha-head-->', () => `${pageModules(undefined)}<!--/katha-head-->`));
      },
    );
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    vite.middlewares(request, response, () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      render(request, response).catch((error: Error) => {
        vite.ssrFixStacktrace(error);
        console.error(error);
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end(String(error.stack ?? error));
      });
    });
  });
  return { server, vite };
}
