import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createKathaClient } from '@katha/sdk';
import { renderDefaultHead } from './head.js';
import { createImageEndpoint } from './images.js';
import { PageCache } from './page-cache.js';
import { watchWrite } from './page-changes.js';
import { createApiProxy } from './proxy.js';
import { elementStylesheetFile, pageModules, renderPage, type SsrEntry } from './render.js';
import { sanitizeHtml } from './sanitize.js';
import { setSecurityHeaders } from './security.js';
import { readerClients } from './session.js';
import { sharePageChanges } from './shared-changes.js';
import { compressed, loadStaticFiles, pickEncoding, type StaticFile } from './static-files.js';
import type { Manifest } from './vite-manifest.js';

export interface WebServerOptions {
  /** The Vite build (build/client). */
  clientDir: string;
  /** The CMS origin, e.g. http://127.0.0.1:1337 (its API is `${cmsUrl}/api`). */
  cmsUrl: string;
  /** The site's public origin for canonical links; by default the request's Host. */
  publicUrl?: string;
  /**
   * Believe the `X-Forwarded-Proto` and `X-Forwarded-For` of a proxy in front (KATHA_WEB_TRUST_PROXY):
   * the session cookie is then `Secure` when readers came over https, and the reader's address is
   * the one that proxy saw. Off unless such a proxy sets the headers.
   */
  trustProxy?: boolean;
  /** The CMS's KATHA_PROXY_KEY, sent with the reader's address on every `/api` call (proxy.ts). */
  proxyKey?: string;
  /** The app's server entry (src/entry-server.tsx, built by `vite build --ssr`). */
  ssr: SsrEntry;
  /** Where the image endpoint (`/_image`, images.ts) keeps its resized copies. */
  imageCacheDir: string;
  /**
   * Redis shared with the other site servers and CMS instances (KATHA_REDIS_URL): a write any of
   * them saw drops the pages it changed here too (shared-changes.ts). Without it, only writes
   * through this server do.
   */
  redisUrl?: string;
}

const HEAD_BLOCK = /<!--katha-head-->[\s\S]*?<!--\/katha-head-->/;

/**
 * The production server: the built files (compressed, hashed assets cached for a year), every
 * other path rendered by the app itself (src/entry-server.tsx: route, loader, React render,
 * streamed; render.ts) with its head tags, and `/api/*` + `/uploads/*` forwarded to the CMS with
 * the session cookie and `POST /api/logout` (proxy.ts).
 */
export function createWebServer(options: WebServerOptions): Server {
  const files = loadStaticFiles(options.clientDir);
  const shell = files.get('/index.html');
  if (!shell) throw new Error(`No index.html in ${options.clientDir}: build the app first (npm run build).`);
  // Vite's manifest: the chunks each page needs, which its script loads (render.ts pageModules).
  let manifest: Manifest | undefined;
  try {
    manifest = JSON.parse(readFileSync(join(options.clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    manifest = undefined;
  }
  // The built index.html with the common head from the message catalog. Sent as it is when a page
  // fails to render, with the app's own modules for its script to load (each rendered page replaces
  // the head with its own, its page's modules included). Its stylesheet stays the link Vite wrote:
  // one file for every page, cached for a year (hashed name), not 28 kB inlined into each page's
  // HTML (the home was 127 kB raw; apps/web/README "Figures").
  const template = shell.raw
    .toString('utf8')
    .replace(
      HEAD_BLOCK,
      () => `<!--katha-head-->${renderDefaultHead()}\n    ${pageModules(manifest)}<!--/katha-head-->`,
    );
  const shellFile: StaticFile = {
    ...shell,
    raw: Buffer.from(template),
    ...compressed(Buffer.from(template)),
  };
  const cms = new URL(options.cmsUrl);
  const cmsClient = createKathaClient({ baseUrl: new URL('/api', cms).href });

  const send = (request: IncomingMessage, response: ServerResponse, status: number, file: StaticFile) => {
    response.statusCode = status;
    response.setHeader('Content-Type', file.type);
    response.setHeader('Cache-Control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    const encoded = pickEncoding(file, request.headers['accept-encoding']);
    if (encoded) response.setHeader('Content-Encoding', encoded.encoding);
    const body = encoded?.body ?? file.raw;
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const originOf = (request: IncomingMessage) =>
    options.publicUrl?.replace(/\/$/, '') ?? `http://${request.headers.host ?? 'localhost'}`;

  // Visitors' rendered pages (page-cache.ts), dropped when a write through /api changed what they show.
  const pages = new PageCache();
  const shared = options.redisUrl ? sharePageChanges(pages, options.redisUrl) : undefined;
  const changed = shared ? shared.changed : (tags: readonly string[]) => pages.invalidate(tags);
  const renderOptions = {
    cache: pages,
    ssr: options.ssr,
    template,
    manifest,
    client: cmsClient,
    readerClient: readerClients(options.cmsUrl, options),
    sanitize: sanitizeHtml,
    origin: originOf,
  };

  const proxy = createApiProxy({
    cmsUrl: options.cmsUrl,
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    proxyKey: options.proxyKey,
  });

  const images = createImageEndpoint({
    cmsUrl: options.cmsUrl,
    publicUrl: options.publicUrl,
    cacheDir: options.imageCacheDir,
    trustProxy: options.trustProxy,
  });

  const server = createServer((request, response) => {
    setSecurityHeaders(response);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;

    // A write that changes pages (page-changes.ts), answered 2xx by the CMS, drops those pages.
    watchWrite(request, response, changed);
    if (proxy(request, response)) return;
    if (images(request, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }

    const file =
      path !== '/index.html' ? (files.get(path) ?? elementStylesheetFile(options.ssr, path)) : undefined;
    if (file) return send(request, response, 200, file);
    if (path.startsWith('/assets/')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    // The app renders every other path (404 for an unknown one); if rendering fails, the page
    // without its markup, which the app renders in the browser.
    void renderPage(renderOptions, request, response, () => send(request, response, 200, shellFile));
  });
  server.on('close', () => void shared?.close());
  return server;
}
