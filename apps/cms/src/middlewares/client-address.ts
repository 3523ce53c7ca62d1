import { createHash, timingSafeEqual } from 'node:crypto';
import { PROXY_KEY_HEADER } from '@katha/rules';
import type { Ctx } from '../utils/owner';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The trusted hops Koa is configured with (KATHA_TRUST_PROXY, KATHA_PROXY_COUNT: config/server.ts). */
interface ProxySettings {
  proxy: boolean;
  maxIpsCount: number;
}

/**
 * The client's address, decided here once for everything that reads `ctx.request.ip` (the rate
 * limits, the newsletter's limit, the visitor key of counters, Strapi's own): a request carrying
 * KATHA_PROXY_KEY (compared in constant time) comes from the site's server, one more trusted hop
 * than Koa's, so the reader is the X-Forwarded-For entry the site appended (the last one, or the
 * one before the entries of KATHA_PROXY_COUNT trusted proxies between the site and the CMS, as Koa
 * counts them). Without the key, or with none configured, Koa's address: the socket's, or the
 * header's only behind a trusted proxy. A forged header or a wrong key changes nothing.
 */
export const clientAddress = (ctx: Ctx, expected: Buffer | undefined): string => {
  const koa = ctx.request.ip;
  const sent = ctx.get(PROXY_KEY_HEADER);
  if (!expected || !sent || !timingSafeEqual(digest(sent), expected)) return koa;
  const { proxy, maxIpsCount } = ctx.app as unknown as ProxySettings;
  // Koa trusting the whole header (no count) reads its first entry already.
  if (proxy && !(maxIpsCount > 0)) return koa;
  const entries = ctx
    .get('x-forwarded-for')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.slice(-(1 + (proxy ? maxIpsCount : 0)))[0] ?? koa;
};

/** Sets `ctx.request.ip` to `clientAddress`, first of all middlewares. KATHA_PROXY_KEY is read at start. */
export default () => {
  const key = process.env.KATHA_PROXY_KEY;
  const expected = key ? digest(key) : undefined;
  return async (ctx: Ctx, next: () => Promise<void>) => {
    ctx.request.ip = clientAddress(ctx, expected);
    await next();
  };
};
