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
import type { Ctx } from './owner';
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

/** An admin panel write: the content manager's route, with the model and the document when it names them. */
const CONTENT_MANAGER = /^\/content-manager\/(?:collection-types|single-types)\/([^/]+)(?:\/([^/]+))?/;

/**
 * The site's page tags an admin panel write changes (packages/rules changes.ts): a write through the
 * site's `/api` is published by that site server with its own finer tags
 * (apps/web/server/page-changes.ts); one made in the admin panel is seen by no site server, so this
 * instance publishes it, coarser (an article's pages and the listings, an author's pages, or every
 * page that shows CMS data). Writes to the REST API by other clients drop site pages at their TTL.
 */
export const pageTagsOfAdminWrite = (path: string): string[] => {
  const { listings, articles, fallback } = PAGE_TAGS;
  const [, uid, documentId] = CONTENT_MANAGER.exec(path) ?? [];
  if (!uid) return [];
  const named =
    documentId && !['actions', 'publish', 'unpublish'].includes(documentId) ? documentId : undefined;
  if (uid === 'api::article.article' && named) return [articleTag(named), listings, fallback];
  if (uid === 'api::profile.profile' && named) return [authorTag(named), listings, articles];
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
  publishPages = (tags) => publish('all', tags);
  return { publish, close };
};

let publishPages: ((tags: readonly string[]) => void) | undefined;

/**
 * `global::admin-changes`: after an admin panel write the CMS accepted, tells the site servers which
 * pages it made stale (`pageTagsOfAdminWrite`); nothing without KATHA_REDIS_URL.
 */
export const adminChanges = () => async (ctx: Ctx, next: () => Promise<void>) => {
  await next();
  if (!publishPages || ctx.method === 'GET' || ctx.method === 'HEAD' || ctx.status >= 300) return;
  const tags = pageTagsOfAdminWrite(ctx.path);
  if (tags.length) publishPages(tags);
};
