import type { Ctx } from '../utils/owner';
import { responseCache } from '../utils/response-cache';
import { routeOf } from '../utils/route-path';

/**
 * The public reads every visitor makes with the same URL: article listings, searches, trending and
 * single articles, topics, blog topics, publishers and profiles. Not `/articles/surprise-me`
 * (random by design) nor `/articles/bookmarked` (the caller's own).
 */
const CACHEABLE =
  /^\/api\/(articles(\/(?!(?:surprise-me|bookmarked)$)[^/]+)?|topics(\/[^/]+)?|blog-topics(\/[^/]+)?|publishers(\/[^/]+)?|profiles(\/[^/]+)?)$/;

/**
 * A short-lived cache of anonymous public reads (`src/utils/response-cache.ts`): a GET without an
 * Authorization header to one of the routes above is answered from memory when the same URL (path
 * and query, locale included) was answered less than KATHA_RESPONSE_CACHE_TTL_S seconds ago (10 by
 * default; 0 turns the cache off) and no write since could have changed it. Only 200 JSON answers
 * to requests Strapi handled as the public role are stored; a signed-in request (or any with an
 * Authorization header) always reaches the controllers and its answer is never stored, so nobody
 * is served another reader's answer. `X-Katha-Cache` says `HIT`, `MISS` or `BYPASS`.
 */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  // Matched and keyed by the route the router runs, so every spelling of one read shares its entry.
  const route = ctx.method === 'GET' ? routeOf(ctx) : undefined;
  if (!route || responseCache.ttlMs <= 0 || !CACHEABLE.test(route.path)) return next();
  if (ctx.get('Authorization')) {
    ctx.set('X-Katha-Cache', 'BYPASS');
    await next();
    ctx.set('Cache-Control', 'private, no-store');
    return;
  }
  ctx.vary('Authorization');
  const key = ctx.querystring ? `${route.path}?${ctx.querystring}` : route.path;
  const hit = responseCache.get(key);
  if (hit) {
    ctx.status = hit.status;
    ctx.type = hit.type;
    ctx.body = hit.body;
    ctx.set('Cache-Control', 'public, no-cache');
    ctx.set('X-Katha-Cache', 'HIT');
    return;
  }
  const { generation, trendingGeneration } = responseCache;
  const at = Date.now();
  await next();
  ctx.set('X-Katha-Cache', 'MISS');
  const state = ctx.state as { user?: unknown; auth?: { credentials?: unknown } };
  if (ctx.status !== 200 || state.user || state.auth?.credentials || !ctx.response.is('json')) return;
  if (ctx.body === null || typeof ctx.body !== 'object' || Buffer.isBuffer(ctx.body)) return;
  if (typeof (ctx.body as { pipe?: unknown }).pipe === 'function') return;
  // Serialised once here; hits send the string as it is.
  const body = JSON.stringify(ctx.body);
  ctx.body = body;
  ctx.type = 'application/json';
  ctx.set('Cache-Control', 'public, no-cache');
  if (responseCache.generation !== generation || responseCache.trendingGeneration !== trendingGeneration) {
    return; // a write happened meanwhile: this answer may predate it
  }
  responseCache.set(key, {
    status: 200,
    type: 'application/json; charset=utf-8',
    body,
    at,
    generation,
    trendingGeneration,
    trending: route.path === '/api/articles/trending',
  });
};
