import type { Ctx } from '../utils/owner';

/**
 * CORS with two kinds of browser origins (replaces `strapi::cors`):
 * - the site's origins (`KATHA_CORS_ORIGINS`, comma-separated; unset or `*` means any origin, as
 *   Strapi's default did): the whole API, with credentials and the Authorization header;
 * - partner origins (`KATHA_PARTNER_ORIGINS`, comma-separated): only what the embeds of
 *   `@katha/embeds` call, anonymously: public reads (`GET`/`HEAD` of articles, topics, blog topics,
 *   profiles, publishers, uploads) and the newsletter sign-up (`POST /api/newsletter-subscribers`).
 * Any other origin gets no CORS headers, so browsers keep the answer from its page.
 */
const PARTNER_READS = /^\/(api\/(articles|topics|blog-topics|profiles|publishers)(\/|$)|uploads\/)/;
const PARTNER_WRITES = new Set(['POST /api/newsletter-subscribers']);
const SITE_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const SITE_HEADERS = 'Content-Type, Authorization, Origin, Accept';
const PARTNER_METHODS = 'GET, HEAD, POST, OPTIONS';
const PARTNER_HEADERS = 'Content-Type, Accept';

const originsOf = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);

export function partnerAllows(method: string, path: string): boolean {
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return PARTNER_READS.test(path);
  return PARTNER_WRITES.has(`${verb} ${path.replace(/\/+$/, '')}`);
}

export default () => {
  const siteOrigins = originsOf(process.env.KATHA_CORS_ORIGINS);
  const anySite = siteOrigins.length === 0 || siteOrigins.includes('*');
  const partnerOrigins = new Set(originsOf(process.env.KATHA_PARTNER_ORIGINS));

  return async (ctx: Ctx, next: () => Promise<void>) => {
    const origin = ctx.get('Origin');
    if (!origin) return next();
    ctx.vary('Origin');
    const preflight = ctx.method === 'OPTIONS' && Boolean(ctx.get('Access-Control-Request-Method'));
    const method = preflight ? ctx.get('Access-Control-Request-Method') : ctx.method;
    const site = anySite || siteOrigins.includes(origin);
    const partner = !site && partnerOrigins.has(origin) && partnerAllows(method, ctx.path);
    if (!site && !partner) {
      if (preflight) {
        ctx.status = 204;
        return;
      }
      return next();
    }
    ctx.set('Access-Control-Allow-Origin', origin);
    if (site) ctx.set('Access-Control-Allow-Credentials', 'true');
    if (preflight) {
      ctx.set('Access-Control-Allow-Methods', site ? SITE_METHODS : PARTNER_METHODS);
      ctx.set('Access-Control-Allow-Headers', site ? SITE_HEADERS : PARTNER_HEADERS);
      ctx.set('Access-Control-Max-Age', '86400');
      ctx.status = 204;
      return;
    }
    return next();
  };
};
