import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createKathaClient } from '@katha/sdk';
import { findArticle, renderArticle, renderDefaultHead } from './article-page.js';
import { fetchHomePage, renderHomeBodyOf, renderHomeHead } from './home-page.js';
import { createApiProxy } from './proxy.js';
import { setSecurityHeaders } from './security.js';
import { compressed, loadStaticFiles, pickEncoding, type StaticFile } from './static-files.js';

export interface WebServerOptions {
  /** The Vite build (build/client). */
  clientDir: string;
  /** The CMS origin, e.g. http://127.0.0.1:1337 (its API is `${cmsUrl}/api`). */
  cmsUrl: string;
  /** The site's public origin for canonical links; by default the request's Host. */
  publicUrl?: string;
  /**
   * Believe the `X-Forwarded-Proto` of a proxy in front (KATHA_WEB_TRUST_PROXY): the session
   * cookie is then `Secure` when readers came over https. Off unless such a proxy sets the header.
   */
  trustProxy?: boolean;
}

const HEAD_BLOCK = /<!--katha-head-->[\s\S]*?<!--\/katha-head-->/;
const BODY_MARK = '<!--katha-body-->';
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="(\/assets\/[^"]+\.css)"[^>]*>/g;
const ARTICLE_ROUTE = /^\/core\/article\/([^/]+)\/?$/;

/**
 * The production server: the built files (compressed, hashed assets cached for a year), the
 * app for every other path (SPA fallback), article pages with their head and text rendered
 * here, the home page with its first stories as data, and `/api/*` + `/uploads/*` forwarded to the CMS
 * with the session cookie and `POST /api/logout` (proxy.ts).
 */
export function createWebServer(options: WebServerOptions): Server {
  const files = loadStaticFiles(options.clientDir);
  const shell = files.get('/index.html');
  if (!shell) throw new Error(`No index.html in ${options.clientDir}: build the app first (npm run build).`);
  // The built index.html with the common head from the message catalog, and its stylesheets
  // inline: the first paint (the server's article or home cards) waits for no request but the page.
  const template = shell.raw
    .toString('utf8')
    .replace(HEAD_BLOCK, () => `<!--katha-head-->${renderDefaultHead()}<!--/katha-head-->`)
    .replace(STYLESHEET_LINK, (link: string, href: string) => {
      const sheet = files.get(href);
      return sheet ? `<style>${sheet.raw.toString('utf8')}</style>` : link;
    });
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

  const sendHtml = (request: IncomingMessage, response: ServerResponse, status: number, html: string) => {
    const raw = Buffer.from(html);
    send(request, response, status, {
      type: 'text/html; charset=utf-8',
      immutable: false,
      raw,
      ...compressed(raw),
    });
  };

  const originOf = (request: IncomingMessage) =>
    options.publicUrl?.replace(/\/$/, '') ?? `http://${request.headers.host ?? 'localhost'}`;

  /** The home page with its first stories in the page, unless the CMS takes longer than this (ms). */
  const HOME_DATA_WAIT = 1000;
  const homePage = async (request: IncomingMessage, response: ServerResponse) => {
    const home = await Promise.race([
      fetchHomePage(cmsClient, request.headers['accept-language']),
      new Promise<null>((resolve) => setTimeout(resolve, HOME_DATA_WAIT, null)),
    ]);
    if (!home) return send(request, response, 200, shellFile);
    const head = renderHomeHead(home);
    const html = template
      .replace('<!--/katha-head-->', () => `${head}\n    <!--/katha-head-->`)
      .replace(BODY_MARK, () => renderHomeBodyOf(home))
      .replace('<html lang="en"', () => `<html lang="${home.locale}"`);
    sendHtml(request, response, 200, html);
  };

  const articlePage = async (request: IncomingMessage, response: ServerResponse, slug: string) => {
    let article: Awaited<ReturnType<typeof findArticle>>;
    try {
      article = await findArticle(cmsClient, slug);
    } catch {
      // The CMS failed: the common head, and the app loads the article itself (with its error state).
      return send(request, response, 200, shellFile);
    }
    if (!article) return sendHtml(request, response, 404, template);
    const rendered = renderArticle(article, originOf(request));
    const html = template
      .replace(HEAD_BLOCK, () => rendered.head)
      .replace(BODY_MARK, () => rendered.body)
      .replace('<html lang="en"', () => `<html lang="${rendered.lang}"`);
    sendHtml(request, response, 200, html);
  };

  const proxy = createApiProxy({
    cmsUrl: options.cmsUrl,
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
  });

  return createServer((request, response) => {
    setSecurityHeaders(response);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = url.pathname;

    if (proxy(request, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }

    const file = path !== '/index.html' ? files.get(path) : undefined;
    if (file) return send(request, response, 200, file);
    if (path.startsWith('/assets/')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (path === '/') {
      void homePage(request, response);
      return;
    }
    const article = ARTICLE_ROUTE.exec(path);
    if (article?.[1]) {
      let slug: string;
      try {
        slug = decodeURIComponent(article[1]);
      } catch {
        return sendHtml(request, response, 404, template);
      }
      void articlePage(request, response, slug);
      return;
    }
    send(request, response, 200, shellFile);
  });
}
