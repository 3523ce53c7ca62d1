import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncoding, PAGE_COMPRESSION } from './compression.js';

/**
 * The visitor page cache: rendered pages for readers without a session, so a busy page renders
 * once per TTL instead of once per request (issue 14's server budget; `npm run bench -w
 * @katha/web`). Keyed by everything the render depends on (render.ts `pageKey`: the site's origin,
 * path, query, the locale the page renders in and the request's cookies, so a preference cookie
 * makes a page of its own). Only whole 200 answers without Set-Cookie are kept, each with the tags
 * of what it shows (page-changes.ts). A write through the CMS proxy that the CMS accepted drops the
 * pages carrying a tag it changed (`invalidate`, app.ts), and a render that was under way when
 * pages were dropped is not kept (its data may predate the write).
 * A page past its TTL is still served for a while, once per request, while one render in the
 * background replaces it (stale-while-revalidate): no reader of a busy page waits for its render.
 */

/**
 * How long a page is served from memory: 10 s, short enough that a change made in the CMS's admin
 * panel (not through this server, so not seen here without KATHA_REDIS_URL: shared-changes.ts)
 * shows within seconds, long enough that a page
 * under load renders once per 10 s instead of hundreds of times.
 */
export const PAGE_CACHE_TTL_MS = 10_000;

/**
 * How long past its TTL a page is still served while a fresh one renders in the background: a
 * page read at least once a minute never makes a reader wait; one nobody read for a minute renders
 * on demand. Writes through this server drop the pages they changed at once, stale ones too.
 */
export const PAGE_CACHE_STALE_MS = 60_000;

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
  /** Whether `br` is brotli's best (quality 11), or that compression is under way. */
  brBest?: boolean;
  /** Fresh until then; after it, served stale until `staleUntil` while it renders again. */
  expires: number;
  staleUntil: number;
  /** What it shows (page-changes.ts `pageTags`): a write changing one of these drops it. */
  tags: readonly string[];
}

export interface PageCacheOptions {
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

const sizeOf = (page: CachedPage) => page.raw.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0);

export class PageCache {
  readonly #pages = new Map<string, CachedPage>();
  readonly #ttl: number;
  readonly #stale: number;
  readonly #max: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  /** The keys whose page is rendering in the background (`refresh`). */
  readonly #refreshing = new Set<string>();
  #generation = 0;
  #bytes = 0;

  constructor({
    ttlMs = PAGE_CACHE_TTL_MS,
    staleMs = PAGE_CACHE_STALE_MS,
    maxEntries = PAGE_CACHE_MAX_ENTRIES,
    maxBytes = PAGE_CACHE_MAX_BYTES,
    now = Date.now,
  }: PageCacheOptions = {}) {
    this.#ttl = ttlMs;
    this.#stale = staleMs;
    this.#max = maxEntries;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  /** Bumped by every `invalidate`: a render started under an older generation is not kept. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#pages.size;
  }

  /**
   * The page under `key` unless it is past its stale time (it becomes the most recently used);
   * `stale` when past its TTL: the caller serves it and `refresh`es it.
   */
  get(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    this.#pages.delete(key);
    const now = this.#now();
    if (page.staleUntil <= now) {
      this.#bytes -= sizeOf(page);
      return undefined;
    }
    this.#pages.set(key, page);
    return { page, stale: page.expires <= now };
  }

  /**
   * Renders the page under `key` again in the background with `render` (which keeps it with
   * `set`), unless that is already under way: one render per stale page, whoever asks.
   */
  refresh(key: string, render: () => Promise<void>): void {
    if (this.#refreshing.has(key)) return;
    this.#refreshing.add(key);
    render()
      .catch((error) => console.error('Rendering a stale page again failed:', error))
      .finally(() => this.#refreshing.delete(key));
  }

  /** Forgets the page under `key`: it no longer renders as a 200 (gone, or moved). */
  delete(key: string): void {
    this.#drop(key);
  }

  /**
   * Keeps a rendered page with its tags, unless pages were dropped since its render began
   * (`generation`: its tags are known only once it rendered, so any drop counts).
   */
  set(key: string, raw: Buffer, generation: number, tags: readonly string[]): void {
    if (generation !== this.#generation) return;
    const readAgain = this.#pages.has(key);
    this.#drop(key);
    const expires = this.#now() + this.#ttl;
    const page: CachedPage = { raw, expires, staleUntil: expires + this.#stale, tags };
    this.#pages.set(key, page);
    this.#bytes += raw.length;
    this.#trim();
    // A page rendered again because it was read past its TTL is one people read: its best
    // brotli starts now, so its next readers get it (see encodedPage).
    if (readAgain) compressBest(this, page);
  }

  /** Counts an encoding compressed for a kept page (encodedPage), and trims. */
  grew(bytes: number): void {
    this.#bytes += bytes;
    this.#trim();
  }

  /** Swaps a page's brotli body for a smaller one (compressBest), counting it if the page is kept. */
  recompressed(page: CachedPage, br: Buffer): void {
    const kept = [...this.#pages.values()].includes(page);
    const grown = br.length - (page.br?.length ?? 0);
    page.br = br;
    if (kept) this.grew(grown);
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

  /**
   * Drops every page carrying one of `tags`: content they show changed. The one way pages leave
   * because of a write (what another instance would be told too).
   */
  invalidate(tags: readonly string[]): void {
    if (!tags.length) return;
    this.#generation++;
    const changed = new Set(tags);
    for (const [key, page] of this.#pages) if (page.tags.some((tag) => changed.has(tag))) this.#drop(key);
  }
}

/** Compresses the page at brotli's best quality on zlib's thread pool, once; it replaces `br`. */
function compressBest(cache: PageCache, page: CachedPage): void {
  if (page.brBest) return;
  page.brBest = true;
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: page.raw.length,
  };
  brotliCompress(page.raw, { params }, (error, best) => {
    if (!error && (!page.br || best.length < page.br.length)) cache.recompressed(page, best);
  });
}

/**
 * The page's body in the best encoding the client accepts, compressed once per page and encoding
 * (PAGE_COMPRESSION, as render.ts streams them).
 *
 * A page read again from the cache (or rendered again because it was read past its TTL) is then
 * compressed once more at brotli's best (quality 11), off the event loop (zlib's thread pool), and
 * served so from then on: 130 ms of CPU once per page and TTL, for a home of 13.5 kB instead of
 * 15.1 (apps/web/README "Figures"), within a phone's first round trip. Pages nobody reads twice
 * never cost it.
 */
export function encodedPage(cache: PageCache, page: CachedPage, acceptEncoding: string | undefined) {
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding === 'br') {
    if (!page.br) {
      page.br = brotliCompressSync(page.raw, PAGE_COMPRESSION.br);
      cache.grew(page.br.length);
    } else compressBest(cache, page);
    return { encoding: 'br', body: page.br };
  }
  if (encoding === 'gzip') {
    if (!page.gzip) {
      page.gzip = gzipSync(page.raw, PAGE_COMPRESSION.gzip);
      cache.grew(page.gzip.length);
    }
    return { encoding: 'gzip', body: page.gzip };
  }
  return { encoding: undefined, body: page.raw };
}
