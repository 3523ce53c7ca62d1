import { randomUUID } from 'node:crypto';
import {
  articleTag,
  authorTag,
  CHANGES_CHANNEL,
  type ChangeMessage,
  PAGE_TAGS,
  parseChangeMessage,
  watchRedis,
} from '@katha/rules';
import type { Core } from '@strapi/strapi';
import { createClient } from 'redis';
import { MemoryRateLimitStore, type RateLimitStore, setRateLimitStore } from './rate-limit';
import { type ResponseCache, responseCache, type WriteScope } from './response-cache';

/**
 * What several CMS instances share through Redis when KATHA_REDIS_URL is set (README "Several
 * instances"): the rate-limit counters, and the news of every write (CHANGES_CHANNEL), so each
 * instance's response cache and each site server's page cache drop what it made stale. Unset,
 * nothing here runs: counters and caches are this process's, as with one instance.
 */

/** How long a rate-limit check waits for Redis before this process counts it alone. */
const COMMAND_TIMEOUT_MS = 500;

type Redis = ReturnType<typeof createClient>;

/**
 * Fixed windows in Redis: one round trip (INCR, PEXPIRE NX, PTTL in a MULTI) per key. While Redis
 * is unreachable or slow, each hit counts in `fallback` (this process's memory): a request is never
 * refused or failed because Redis is down, and the limits hold per instance meanwhile.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: RateLimitStore = new MemoryRateLimitStore(),
  ) {}

  async hit(key: string, windowMs: number) {
    if (!this.redis.isReady) return this.fallback.hit(key, windowMs);
    const name = `katha:rl:${key}`;
    try {
      const [count, , ttl] = (await this.redis
        .multi()
        .incr(name)
        .pExpire(name, windowMs, 'NX')
        .pTTL(name)
        .exec()) as unknown as [number, unknown, number];
      return { count, resetAt: Date.now() + Math.max(0, ttl) };
    } catch {
      return this.fallback.hit(key, windowMs);
    }
  }
}

/**
 * A client that never queues a command while disconnected (it fails at once) and reconnects on its
 * own; named `katha-cms` in Redis's CLIENT LIST.
 */
export const redisClient = (url: string): Redis =>
  createClient({
    url,
    name: 'katha-cms',
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
  });

/**
 * The site's page tags a write changes (packages/rules changes.ts), for writes the site's server
 * did not see: the admin panel's, the seed's, a plugin's. A write through the site's `/api` proxy is
 * published by that server with its finer tags (apps/web/server/page-changes.ts), so `/api` writes
 * publish none here.
 */
export const pageTagsOfWrite = (
  strapi: Core.Strapi,
  scope: WriteScope,
  event: { model: { uid: string }; result?: unknown },
): string[] => {
  if (scope !== 'all') return [];
  if (strapi.requestContext.get()?.request.path.startsWith('/api/')) return [];
  const { listings, articles, fallback } = PAGE_TAGS;
  const result = event.result as { documentId?: unknown } | undefined;
  const documentId = typeof result?.documentId === 'string' ? result.documentId : undefined;
  if (event.model.uid === 'api::article.article' && documentId)
    return [articleTag(documentId), listings, fallback];
  if (event.model.uid === 'api::profile.profile' && documentId)
    return [authorTag(documentId), listings, articles];
  return [listings, articles, fallback];
};

/**
 * Connects to KATHA_REDIS_URL (when set): installs the shared rate-limit store, subscribes this
 * instance's response cache to other instances' writes, and answers the function that publishes
 * this instance's writes (one message per tick, however many rows a write touched). Never waits
 * for Redis: until it answers, and whenever it is gone, each process counts and caches alone, and
 * the logs say so once per outage.
 */
export const connectSharedState = (
  strapi: Core.Strapi,
  url: string | undefined = process.env.KATHA_REDIS_URL,
  cache: ResponseCache = responseCache,
) => {
  if (!url) return undefined;
  const source = randomUUID();
  const redis = redisClient(url);
  // The subscriber queues its SUBSCRIBE until connected, and subscribes again after every reconnection.
  const subscriber = createClient({ url, name: 'katha-cms-news' });
  watchRedis(redis, 'rate limits, publishing', 'rate limits count per instance', strapi.log);
  watchRedis(
    subscriber,
    'cache news',
    "other instances' writes drop cached answers at their TTL",
    strapi.log,
  );
  setRateLimitStore(new RedisRateLimitStore(redis));
  redis.connect().catch(() => {});
  subscriber.connect().catch(() => {});
  subscriber
    .subscribe(CHANGES_CHANNEL, (text) => {
      const message = parseChangeMessage(text);
      if (message?.cms && message.source !== source) cache.invalidate(message.cms);
    })
    .catch(() => {});

  let pending: { cms?: 'all' | 'trending'; tags: Set<string> } | undefined;
  const flush = () => {
    if (!pending) return;
    const message: ChangeMessage = { source, cms: pending.cms, tags: [...pending.tags] };
    pending = undefined;
    if (redis.isReady) redis.publish(CHANGES_CHANNEL, JSON.stringify(message)).catch(() => {});
  };
  const publish = (scope: WriteScope, tags: readonly string[]) => {
    if (!pending) {
      pending = { tags: new Set() };
      setImmediate(flush);
    }
    if (scope === 'all' || !pending.cms) pending.cms = scope;
    for (const tag of tags) pending.tags.add(tag);
  };
  const close = async () => {
    flush();
    await Promise.allSettled([redis.close(), subscriber.close()]);
  };
  return { publish, close };
};
