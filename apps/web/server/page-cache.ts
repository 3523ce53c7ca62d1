import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The visitor page cache: rendered pages for readers without a session, so a busy page renders
 * once per TTL instead of once per request (issue 14's server budget; `npm run bench -w
 * @katha/web`). Keyed by everything the render depends on (render.ts `pageKey`: the site's origin,
 * path, query, the locale the page renders in and the request's cookies, so a preference cookie
 * makes a page of its own). Only whole 200 answers without Set-Cookie are kept.
 * Any write through the CMS proxy that the CMS accepted drops every page (app.ts), and a render
 * that was under way when that happened is not kept (its data may predate the write).
 */

/**
 * How long a page is served from memory: 10 s, short enough that a change made in the CMS's admin
 * panel (not through this server, so not seen here) shows within seconds, long enough that a page
 * under load renders once per 10 s instead of hundreds of times.
 */
export const PAGE_CACHE_TTL_MS = 10_000;

/** How many pages are kept (least recently used go first). */
export const PAGE_CACHE_MAX_ENTRIES = 200;

/**
 * And how many bytes (raw and compressed together): 48 MB, a hundred homes (430 kB raw, 50 kB
 * compressed), so pages asked for under made-up query strings cannot grow the server's memory.
 */
export const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

export interface CachedPage {
  /** The page's HTML, uncompressed. */
  raw: Buffer;
  /** Compressed on the first request that asks for it, then kept with the page. */
  gzip?: Buffer;
  br?: Buffer;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

const sizeOf = (page: CachedPage) => page.raw.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);

export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #ttl: number;
  readonly #max: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #generation = 0;
  #bytes = 0;

  constructor({
    ttlMs = PAGE_CACHE_TTL_MS,
    maxEntries = PAGE_CACHE_MAX_ENTRIES,
    maxBytes = PAGE_CACHE_MAX_BYTES,
    now = Date.now,
  }: PageCacheOptions = {}) {
    this.#ttl = ttlMs;
    this.#max = maxEntries;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  /** Bumped by every `clear()`: a render started under an older generation is not kept. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** The page under `key` if it has not expired (and it becomes the most recently used). */
  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    if (page.expires <= this.#now()) {
      this.#bytes -= sizeOf(page);
      return undefined;
    }
    this.#pages.set(key, page);
    return page;
  }

  /** Keeps a rendered page, unless the cache was cleared since its render began (`generation`). */
  set(key: string, raw: Buffer, generation: number): void {
    if (generation !== this.#generation) return;
    this.#drop(key);
    this.#pages.set(key, { raw, expires: this.#now() + this.#ttl });
    this.#bytes += raw.length;
    this.#trim();
  }

  /** Counts an encoding compressed for a kept page (encodedPage), and trims. */
  grew(bytes: number): void {
    this.#bytes += bytes;
    this.#trim();
  }

  /** The bytes kept, raw and compressed. */
  get bytes(): number {
    return this.#bytes;
  }

  #drop(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }

  /** Least recently used first, until both bounds hold (the newest page stays). */
  #trim(): void {
    while (this.#pages.size > 1 && (this.#pages.size > this.#max || this.#bytes > this.#maxBytes)) {
      const oldest = this.#pages.keys().next().value;
      if (oldest === undefined) break;
      this.#drop(oldest);
    }
  }

  /** Drops every page: the CMS's content changed. */
  clear(): void {
    this.#generation++;
    this.#pages.clear();
    this.#bytes = 0;
  }
}

/**
 * The page's body in the best encoding the client accepts, compressed once per page and encoding
 * (brotli 5 and gzip 6, as render.ts streams them: brotli 11 costs 160 ms for the home).
 */
export function encodedPage(cache: PageCache, page: CachedPage, acceptEncoding: string | undefined) {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) {
    if (!page.br) {
      page.br = brotliCompressSync(page.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      cache.grew(page.br.length);
    }
    return { encoding: 'br', body: page.br };
  }
  if (/\bgzip\b/.test(accepted)) {
    if (!page.gzip) {
      page.gzip = gzipSync(page.raw, { level: 6 });
      cache.grew(page.gzip.length);
    }
    return { encoding: 'gzip', body: page.gzip };
  }
  return { encoding: undefined, body: page.raw };
}
