/**
 * Fixed-window counters for the rate limits (src/middlewares/rate-limit.ts). A store counts hits per
 * key and window; the default keeps them in this process's memory. Several CMS instances behind a
 * load balancer each count their own unless they share a store: README.md ("Rate limits") shows
 * how a Redis store plugs in through {@link setRateLimitStore}.
 */
export interface RateLimitStore {
  /**
   * Counts one hit on `key` and answers the hits counted in the key's current window (this one
   * included) and when that window ends (ms since the epoch). A window starts at a key's first hit
   * and lasts `windowMs`.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
}

/** In-memory windows; expired keys are swept when the map grows past `maxKeys`. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly maxKeys = 50_000) {}

  async hit(key: string, windowMs: number, now = Date.now()) {
    if (this.windows.size >= this.maxKeys) this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs };
      this.windows.set(key, fresh);
      return { ...fresh };
    }
    current.count += 1;
    return { ...current };
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows (a flood of distinct keys): drop the oldest half rather than grow.
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.ceil(this.windows.size / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}

let store: RateLimitStore = new MemoryRateLimitStore();

/** Replaces the store (at start-up, before the first request): e.g. a shared Redis store. */
export const setRateLimitStore = (next: RateLimitStore) => {
  store = next;
};

export interface Limit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * Counts a hit on each key with its limit; answers null when every key is within its limit, else
 * the seconds until the latest full window ends (the `Retry-After`). Every key is counted, so a
 * refused attempt still uses up the window.
 */
export const consume = async (
  hits: readonly { key: string; limit: Limit }[],
  now = Date.now(),
): Promise<number | null> => {
  let retryAfterMs = -1;
  for (const { key, limit } of hits) {
    const { count, resetAt } = await store.hit(key, limit.windowMs);
    if (count > limit.max) retryAfterMs = Math.max(retryAfterMs, resetAt - now);
  }
  return retryAfterMs < 0 ? null : Math.max(1, Math.ceil(retryAfterMs / 1000));
};
