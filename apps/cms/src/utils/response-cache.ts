import type { Core } from '@strapi/strapi';

/**
 * The in-memory cache of anonymous public reads (see src/middlewares/response-cache.ts): answers
 * by full URL, least recently used first out, each kept at most `ttlMs`.
 *
 * Invalidation is by generation: every write that can change a public answer bumps `generation`
 * (all entries) or `trendingGeneration` (only `/articles/trending`, which also ranks by insights),
 * and an entry is served only while both generations are the ones it was computed under. A read
 * that started before a write is therefore never stored for after it.
 */
export interface CachedAnswer {
  status: number;
  type: string;
  body: string;
  at: number;
  generation: number;
  trendingGeneration: number;
  trending: boolean;
}

export class ResponseCache {
  private entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  generation = 0;
  trendingGeneration = 0;

  constructor(
    public ttlMs: number,
    public maxEntries: number,
    public maxBytes: number,
  ) {}

  get size() {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (
      now - entry.at >= this.ttlMs ||
      entry.generation !== this.generation ||
      (entry.trending && entry.trendingGeneration !== this.trendingGeneration)
    ) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer) {
    if (entry.body.length > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }

  /** Drops every answer (`all`) or only trending answers. */
  invalidate(scope: 'all' | 'trending' = 'all') {
    if (scope === 'trending') {
      this.trendingGeneration += 1;
      return;
    }
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }
}

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(value)
    ? value
    : fallback;
};

/** One cache per process. KATHA_RESPONSE_CACHE_TTL_S=0 turns it off. */
export const responseCache = new ResponseCache(
  envNumber('KATHA_RESPONSE_CACHE_TTL_S', 10) * 1000,
  envNumber('KATHA_RESPONSE_CACHE_ENTRIES', 1000),
  envNumber('KATHA_RESPONSE_CACHE_MB', 64) * 1024 * 1024,
);

/** The cached answers a write makes stale: all of them, or the trending ones only. */
export type WriteScope = 'all' | 'trending';

/**
 * Which cached answers a write to a model can change: none (engagement counters and private or
 * admin records that no public read returns), trending only (insights feed its ranking), or all.
 */
const scopeOf = (uid: string): WriteScope | 'none' => {
  if (uid === 'api::insight.insight') return 'trending';
  if (
    uid.startsWith('admin::') ||
    uid.startsWith('strapi::') ||
    uid === 'api::read-event.read-event' ||
    uid === 'api::newsletter-subscriber.newsletter-subscriber'
  ) {
    return 'none';
  }
  return 'all';
};

/** The database lifecycle events of every write (what the cache forgets on). */
const WRITE_EVENTS = [
  'afterCreate',
  'afterCreateMany',
  'afterUpdate',
  'afterUpdateMany',
  'afterDelete',
  'afterDeleteMany',
] as const;

/**
 * Every database write through Strapi (document service, entity service, `strapi.db.query`, so REST,
 * the admin panel, plugins and the seed alike) invalidates the cache at once, and again when its
 * transaction commits: a read running between the write and the commit sees the old rows, and the
 * second bump keeps what it stores from being served. `changed` hears of each write once it is
 * committed (other CMS instances are told then, src/utils/shared-state.ts: before, they would read
 * the old rows again).
 */
export const subscribeCacheInvalidation = (
  strapi: Core.Strapi,
  cache = responseCache,
  changed?: (scope: WriteScope) => void,
) => {
  const handler = async (event: { model: { uid: string } }) => {
    const scope = scopeOf(event.model.uid);
    if (scope === 'none') return;
    cache.invalidate(scope);
    if (strapi.db.inTransaction()) {
      await strapi.db.transaction(async ({ onCommit }) => {
        onCommit(() => {
          cache.invalidate(scope);
          changed?.(scope);
        });
      });
    } else changed?.(scope);
  };
  strapi.db.lifecycles.subscribe(Object.fromEntries(WRITE_EVENTS.map((name) => [name, handler])));
};
