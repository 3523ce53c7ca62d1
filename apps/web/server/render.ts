import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, Writable } from 'node:stream';
import { createBrotliCompress, createGzip } from 'node:zlib';
import type { Locale } from '@katha/i18n/core';
import type { Article, KathaClient } from '@katha/sdk';
import { EARLY_INPUT_SCRIPT } from '../shared/early-input.js';
import { ELEMENT_STYLES_PATH } from '../shared/element-styles.js';
import { PAGE_MODULES_ID, type PageModules } from '../shared/page-modules.js';
import { readSidebarCookie, readThemeCookie } from '../shared/theme-cookie.js';
import { acceptedEncoding, PAGE_COMPRESSION } from './compression.js';
import { HTML_TAG, htmlTag } from './document.js';
import { renderArticleHead, renderCardImagePreloads, renderDefaultHead } from './head.js';
import { jsonForHtml } from './html.js';
import { type CachedPage, encodedPage, type PageCache } from './page-cache.js';
import { pageTags } from './page-changes.js';
import { hasSessionCookie } from './session.js';
import { compressed, type StaticFile } from './static-files.js';
import { APP_ENTRY, firstLoad, type Manifest } from './vite-manifest.js';

/** The SSR entry's interface (src/entry-server.tsx, built into build/node/ssr by Vite). */
export interface SsrEntry {
  render(request: {
    path: string;
    search: string;
    locale: Locale;
    client: KathaClient;
    readerClient?: KathaClient;
    sanitize: (html: string) => string;
    sidebarCollapsed: boolean;
    navLayout?: 'vertical' | 'horizontal';
  }): Promise<{
    status: number;
    locale: Locale;
    /** The page's module under src/ (`pages/home`), whose chunks the page preloads. */
    page: string;
    /** The route's first-screen data and its loader's name (src/routes.ts `data`). */
    first: { loader?: string; data?: unknown };
    pageData: unknown;
    pipe(target: Writable, callbacks: { onShellError(error: unknown): void }): void;
    /** The head's hold on the first paint for the element stylesheets the markup links, once it has streamed. */
    readonly headStyles: string;
    /** False when its data failed or a part failed to render: not kept for other visitors. */
    readonly complete: boolean;
  }>;
  requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale;
  /** The CSS of a kit element's stylesheet the pages link (`<tag>.<hash>.css`), else undefined. */
  elementStylesheet(name: string): string | undefined;
}

const elementSheets = new Map<string, StaticFile>();

/**
 * The kit element's stylesheet at `path`, which the rendered pages' shadow roots link
 * (ELEMENT_STYLES_PATH): its CSS from the element's own `static styles` (the SSR entry's
 * `elementStylesheet`), compressed once; immutable, as its name carries its hash. Undefined for
 * any other path.
 */
export function elementStylesheetFile(ssr: SsrEntry, path: string): StaticFile | undefined {
  if (!path.startsWith(ELEMENT_STYLES_PATH)) return undefined;
  const name = path.slice(ELEMENT_STYLES_PATH.length);
  let file = elementSheets.get(name);
  if (!file) {
    const css = ssr.elementStylesheet(name);
    if (css === undefined) return undefined;
    const raw = Buffer.from(css);
    file = { type: 'text/css; charset=utf-8', immutable: true, raw, ...compressed(raw) };
    // One per element (and version of its styles, in development).
    elementSheets.set(name, file);
  }
  return file;
}

/**
 * The app's modules for a page, for the page's script (src/boot.ts) to load once the page has
 * painted: the app's entry (src/entry-client.tsx) and the chunks it and the page's module import
 * (none without a page: the shell a failed render sends), from Vite's manifest. In development (no
 * manifest) the entry's source, which Vite serves.
 */
export function pageModules(manifest: Manifest | undefined, page?: string): string {
  let modules: PageModules = { entry: `/${APP_ENTRY}`, preload: [] };
  if (manifest?.[APP_ENTRY]) {
    const source = page && `src/${page}.tsx`;
    const files = new Set([...firstLoad(manifest, source)].map((key) => manifest[key]!.file));
    const entry = manifest[APP_ENTRY].file;
    files.delete(entry);
    modules = { entry: `/${entry}`, preload: [...files].map((file) => `/${file}`) };
  }
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${jsonForHtml(modules)}</script>`;
}

export interface RenderOptions {
  ssr: SsrEntry;
  /** The built index.html (its stylesheet linked), `<!--katha-head-->…<!--/katha-head-->` and `<!--katha-body-->`. */
  template: string;
  manifest?: Manifest;
  client: KathaClient;
  /**
   * The CMS client with the request's session token (session.ts `sessionOf`), for the render to ask
   * who the reader is; undefined without a session cookie. None: every page is a visitor's.
   */
  readerClient?: (request: IncomingMessage) => KathaClient | undefined;
  sanitize: (html: string) => string;
  origin: (request: IncomingMessage) => string;
  /** The visitor page cache (page-cache.ts); none in development. */
  cache?: PageCache;
}

const HEAD_BLOCK = /<!--katha-head-->[\s\S]*?<!--\/katha-head-->/;
const BODY_MARK = '<!--katha-body-->';

/**
 * The template cut once at its holes: the `<html>` tag (document.ts `htmlTag`: language and
 * direction), the head block and the root's content; the data block goes before `</body>`.
 */
interface Shell {
  start: string;
  afterHtml: string;
  afterHead: string;
  afterBody: string;
  end: string;
}

const shells = new Map<string, Shell>();

function shellOf(template: string): Shell {
  const known = shells.get(template);
  if (known) return known;
  const html = HTML_TAG.exec(template);
  const head = HEAD_BLOCK.exec(template);
  const body = template.indexOf(BODY_MARK);
  const close = template.lastIndexOf('</body>');
  if (!html || !head || body < 0 || close < body)
    throw new Error(
      'The page template lacks <html>, <!--katha-head-->…<!--/katha-head--> or <!--katha-body-->.',
    );
  const shell = {
    start: template.slice(0, html.index),
    afterHtml: template.slice(html.index + html[0].length, head.index),
    afterHead: template.slice(head.index + head[0].length, body),
    afterBody: template.slice(body + BODY_MARK.length, close),
    end: template.slice(close),
  };
  // One template in production; in development a few (Vite's transformIndexHtml per URL).
  if (shells.size > 20) shells.clear();
  shells.set(template, shell);
  return shell;
}

/**
 * What a visitor's page depends on, as the cache's key: the inputs of the render (path, query, the
 * locale from the locale cookie or Accept-Language), the origin of its canonical links, and the
 * request's cookies, sorted (a preference the render reads, such as the theme's, makes another
 * page; the session cookie never gets here: a signed-in reader bypasses the cache).
 */
export function pageKey(
  origin: string,
  path: string,
  search: string,
  locale: string,
  cookie?: string,
): string {
  const cookies = (cookie ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .sort();
  return JSON.stringify([origin, path, search, locale, cookies]);
}

/** A cached page, sent as it was rendered (x-katha-cache: hit, or stale past its TTL). */
function sendCached(
  request: IncomingMessage,
  response: ServerResponse,
  cache: PageCache,
  { page, stale }: { page: CachedPage; stale: boolean },
) {
  const { encoding, body } = encodedPage(cache, page, request.headers['accept-encoding']);
  response.statusCode = 200;
  setPageHeaders(response, stale ? 'stale' : 'hit');
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** `personal`: a request with a session cookie, which may get a reader's own page: no cache keeps it. */
function setPageHeaders(
  response: ServerResponse,
  cache: 'hit' | 'stale' | 'miss' | 'bypass',
  personal = false,
) {
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', personal ? 'private, no-store' : 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  response.setHeader('X-Katha-Cache', cache);
}

/** The head tags of a rendered route, from its data. */
function headOf(first: { loader?: string; data?: unknown }, locale: string, origin: string): string {
  if (first.loader === 'article' && first.data) {
    const { article, body } = first.data as { article: Article; body: string };
    return renderArticleHead(article, body, origin);
  }
  const common = renderDefaultHead(locale as Parameters<typeof renderDefaultHead>[0]);
  if (first.loader === 'home' && first.data) {
    const home = first.data as { latest: { data: Article[] } };
    return `${common}\n    ${renderCardImagePreloads(home.latest.data)}`;
  }
  return common;
}

type RenderedPage = Awaited<ReturnType<SsrEntry['render']>>;

/** What a page's render depends on: its cache key's parts (`pageKey`). */
interface RenderInput {
  path: string;
  search: string;
  locale: Locale;
  origin: string;
  cookie: string | undefined;
}

const renderRoute = (options: RenderOptions, input: RenderInput, readerClient?: KathaClient) =>
  options.ssr.render({
    path: input.path,
    search: input.search,
    locale: input.locale,
    client: options.client,
    readerClient,
    sanitize: options.sanitize,
    sidebarCollapsed: readSidebarCookie(input.cookie),
    navLayout: readThemeCookie(input.cookie)?.navLayout,
  });

/**
 * The page around React's stream: up to the root (with the head), and from the root's end. Once
 * the stream has started: React renders the whole page before its first chunk (entry-server.tsx),
 * and the head names the element stylesheets the page links (`headStyles`).
 */
function frameOf(options: RenderOptions, page: RenderedPage, input: RenderInput) {
  const head = [
    // First in the head, so it listens before the body is there (shared/early-input.ts).
    `<script>${EARLY_INPUT_SCRIPT}</script>`,
    headOf(page.first, page.locale, input.origin),
    page.headStyles,
    pageModules(options.manifest, page.page),
  ]
    .filter(Boolean)
    .join('\n    ');
  const shell = shellOf(options.template);
  const before = `${shell.start}${htmlTag(page.locale, readThemeCookie(input.cookie))}${shell.afterHtml}<!--katha-head-->${head}<!--/katha-head-->${shell.afterHead}`;
  const data = `<script type="application/json" id="katha-data">${jsonForHtml(page.pageData)}</script>`;
  return { before, closing: `${shell.afterBody}  ${data}\n  ${shell.end}` };
}

/**
 * Renders a visitor's page with no one waiting for it and keeps it under `key`: a stale page's
 * replacement (PageCache `refresh`). Kept only whole, as a 200, and if no write dropped the cache
 * meanwhile, as `renderPage` does. A page that is no longer a 200 (an article deleted in the admin
 * panel) is forgotten, so the next visitor gets the answer it now has; one whose data came late
 * keeps the stale page until a render completes.
 */
async function renderIntoCache(options: RenderOptions, input: RenderInput, cache: PageCache, key: string) {
  const generation = cache.generation;
  const page = await renderRoute(options, input);
  if (page.status !== 200) {
    cache.delete(key);
    return;
  }
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const target = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    // React ends its stream once every boundary is ready, or aborted after 10 s (entry-server.tsx).
    target.on('finish', resolve).on('error', reject);
    page.pipe(target, { onShellError: reject });
  });
  if (!page.complete) return;
  const { before, closing } = frameOf(options, page, input);
  cache.set(
    key,
    Buffer.concat([Buffer.from(before), ...chunks, Buffer.from(closing)]),
    generation,
    pageTags(page.first, input.locale),
  );
}

/**
 * The render handler: the route rendered by the app (src/entry-server.tsx) into the page template,
 * with its `<html>` tag, its head tags, its chunks' preloads and its data block, streamed (gzip or
 * brotli when asked). A visitor's page (no session cookie) comes from the cache when it is there
 * (past its TTL too, while it renders again in the background), and a 200 without Set-Cookie goes
 * into it.
 */
export async function renderPage(
  options: RenderOptions,
  request: IncomingMessage,
  response: ServerResponse,
  fallback: () => void,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const locale = options.ssr.requestLocale(request.headers.cookie, request.headers['accept-language']);
  const origin = options.origin(request);
  const search = url.search.replace(/^\?/, '');
  // Never a cached page for a request with a session cookie, and never its page in the cache: it is
  // rendered for the reader the cookie names (a visitor's page when the CMS does not confirm them).
  const session = hasSessionCookie(request);
  const cache = options.cache && !session ? options.cache : undefined;
  const key = cache ? pageKey(origin, url.pathname, search, locale, request.headers.cookie) : '';
  const input: RenderInput = { path: url.pathname, search, locale, origin, cookie: request.headers.cookie };
  const cached = cache?.get(key);
  if (cache && cached) {
    sendCached(request, response, cache, cached);
    if (cached.stale) cache.refresh(key, () => renderIntoCache(options, input, cache, key));
    return;
  }
  const generation = cache?.generation ?? 0;

  let page: RenderedPage;
  try {
    page = await renderRoute(options, input, session ? options.readerClient?.(request) : undefined);
  } catch (error) {
    console.error('Render failed:', error);
    return fallback();
  }
  // The whole page, kept for the cache while it streams (a visitor's 200 only).
  const kept: Buffer[] | null = cache && page.status === 200 ? [] : null;

  let started = false;
  let closing = '';
  /** At React's first bytes (its shell is ready): the status, the headers and the page up to the root. */
  const start = (stream: Transform) => {
    started = true;
    const frame = frameOf(options, page, input);
    closing = frame.closing;
    kept?.push(Buffer.from(frame.before));
    response.statusCode = page.status;
    setPageHeaders(response, cache ? 'miss' : 'bypass', session);
    if (request.method === 'HEAD') {
      response.end();
      stream.resume();
      return;
    }
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    // No flush per write: React writes the page in one go once every boundary is ready, and
    // flushing each of its 2 kB chunks tripled the compression's CPU and grew the answer 6 to 10 %
    // (scripts/bench.mjs --profile).
    if (encoding) {
      const compress =
        encoding === 'br' ? createBrotliCompress(PAGE_COMPRESSION.br) : createGzip(PAGE_COMPRESSION.gzip);
      response.setHeader('Content-Encoding', encoding);
      stream.pipe(compress).pipe(response);
    } else stream.pipe(response);
    stream.push(frame.before);
  };
  page.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (!started) start(this);
        kept?.push(chunk);
        callback(null, chunk);
      },
      flush(callback) {
        if (!started) start(this);
        this.push(closing);
        callback();
        if (kept && cache && page.complete && !response.hasHeader('Set-Cookie')) {
          kept.push(Buffer.from(closing));
          cache.set(key, Buffer.concat(kept), generation, pageTags(page.first, input.locale));
        }
      },
    }),
    {
      onShellError: (error) => {
        console.error('Render failed:', error);
        if (!started) fallback();
      },
    },
  );
}
