import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform, type Writable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { Article, KathaClient } from '@katha/sdk';
import { renderArticleHead, renderCardImagePreloads, renderDefaultHead } from './head.js';
import { jsonForHtml } from './html.js';

/** The SSR entry's interface (src/entry-server.tsx, built into build/node/ssr by Vite). */
export interface SsrEntry {
  render(request: {
    path: string;
    search: string;
    locale: string;
    client: KathaClient;
    sanitize: (html: string) => string;
  }): Promise<{
    status: number;
    locale: string;
    page: string;
    first: { page: string; data?: unknown };
    pageData: unknown;
    pipe(target: Writable, callbacks: { onShellError(error: unknown): void }): void;
  }>;
  requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): string;
}

/** The chunks a page's module needs (Vite's manifest), to preload before the app hydrates. */
export interface Manifest {
  [source: string]: { file: string; imports?: string[]; isEntry?: boolean };
}

/** `<link rel="modulepreload">` for the app's and the page's chunks with their static imports, minus the entry's own. */
export function pagePreloads(manifest: Manifest | undefined, page: string): string {
  if (!manifest) return '';
  const skip = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const next of chunk.imports ?? []) closure(next, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, skip);
  const files = new Set<string>();
  // The app (src/start.tsx, which the entry imports after Lit's hydrate support) and the page.
  closure('src/start.tsx', files);
  closure(`src/pages/${page}.tsx`, files);
  return [...files]
    .filter((key) => !skip.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`)
    .join('\n    ');
}

export interface RenderOptions {
  ssr: SsrEntry;
  /** The built index.html with its stylesheets inline, `<!--katha-head-->…<!--/katha-head-->` and `<!--katha-body-->`. */
  template: string;
  manifest?: Manifest;
  client: KathaClient;
  sanitize: (html: string) => string;
  origin: (request: IncomingMessage) => string;
}

const HEAD_BLOCK = /<!--katha-head-->[\s\S]*?<!--\/katha-head-->/;
const BODY_MARK = '<!--katha-body-->';

/** The head tags of a rendered route, from its data. */
function headOf(first: { page: string; data?: unknown }, locale: string, origin: string): string {
  if (first.page === 'article' && first.data) {
    const { article, body } = first.data as { article: Article; body: string };
    return renderArticleHead(article, body, origin);
  }
  const common = renderDefaultHead(locale as Parameters<typeof renderDefaultHead>[0]);
  if (first.page === 'home' && first.data) {
    const home = first.data as { latest: { data: Article[] } };
    return `${common}\n    ${renderCardImagePreloads(home.latest.data)}`;
  }
  return common;
}

/**
 * The render handler: the route rendered by the app (src/entry-server.tsx) into the page template,
 * with its head tags, its chunks' preloads and its data block, streamed (gzip or brotli when asked).
 */
export async function renderPage(
  options: RenderOptions,
  request: IncomingMessage,
  response: ServerResponse,
  fallback: () => void,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const locale = options.ssr.requestLocale(request.headers.cookie, request.headers['accept-language']);
  let page: Awaited<ReturnType<SsrEntry['render']>>;
  try {
    page = await options.ssr.render({
      path: url.pathname,
      search: url.search.replace(/^\?/, ''),
      locale,
      client: options.client,
      sanitize: options.sanitize,
    });
  } catch (error) {
    console.error('Render failed:', error);
    return fallback();
  }
  const head = [
    headOf(page.first, page.locale, options.origin(request)),
    pagePreloads(options.manifest, page.page),
  ]
    .filter(Boolean)
    .join('\n    ');
  const html = options.template
    .replace(HEAD_BLOCK, () => `<!--katha-head-->${head}<!--/katha-head-->`)
    .replace('<html lang="en"', () => `<html lang="${page.locale}"`);
  const [before, after] = html.split(BODY_MARK) as [string, string];
  const data = `<script type="application/json" id="katha-data">${jsonForHtml(page.pageData)}</script>`;
  const closing = after.replace('</body>', () => `  ${data}\n  </body>`);

  let started = false;
  /** At React's first bytes (its shell is ready): the status, the headers and the page up to the root. */
  const start = (stream: Transform) => {
    started = true;
    response.statusCode = page.status;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (request.method === 'HEAD') {
      response.end();
      stream.resume();
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const brotli = /\bbr\b/.test(accepted);
    // Quality 5, not brotli's default 11: 11 cost some 200 ms of CPU per home page under load
    // (scripts/bench.mjs) for a few hundred bytes less. No flush per write: React writes the page
    // in one go once every boundary is ready, and flushing each of its 2 kB chunks tripled the
    // compression's CPU and grew the answer 6 to 10 % (the same benchmark's --profile).
    const compress = brotli
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : /\bgzip\b/.test(accepted)
        ? createGzip({ level: 6 })
        : null;
    if (compress) {
      response.setHeader('Content-Encoding', brotli ? 'br' : 'gzip');
      stream.pipe(compress).pipe(response);
    } else stream.pipe(response);
    stream.push(before);
  };
  page.pipe(
    new Transform({
      transform(chunk, _encoding, callback) {
        if (!started) start(this);
        callback(null, chunk);
      },
      flush(callback) {
        if (!started) start(this);
        this.push(closing);
        callback();
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
