import type { Core } from '@strapi/strapi';
import type { Ctx } from '../utils/owner';

/**
 * The CMS's CORS, its only one (Strapi's own is a no-op: `disableStrapiCors`). Who may read the
 * CMS's answers from a page on another origin:
 * - the site's origins (`KATHA_CORS_ORIGINS`, comma-separated; none by default, since the site's
 *   pages call the CMS through the site's own `/api`, same-origin): `/api/*` and `/uploads/*`, with
 *   credentials and the Authorization header. Only named http(s) origins: `*` or `null` there stops
 *   the CMS at start, so credentials never go to whatever origin asks;
 * - partners (`KATHA_PARTNER_ORIGINS`, comma-separated; unset or `*`: any origin): only what the
 *   embeds of `@katha/embeds` call, anonymously (no Allow-Credentials, no Authorization): public
 *   reads (`GET`/`HEAD` of articles, topics, blog topics, profiles, publishers, uploads) and the
 *   newsletter sign-up (`POST /api/newsletter-subscribers`). Any origin gets
 *   `Access-Control-Allow-Origin: *`, which browsers never combine with credentials.
 * The admin panel's routes (`/admin/*` and the plugins' admin routes) are outside both: the panel
 * is served from the CMS's own origin, and its refresh cookie answers `/admin/access-token`.
 * Anything else gets no CORS headers (a preflight is answered here, 204 without a grant), so
 * browsers keep the answer from the page that asked.
 */
const SITE_PATHS = /^\/(api|uploads)\//;
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

/** The site's origins, each exactly as a browser writes it in `Origin`; anything else is a configuration error. */
function siteOriginsOf(value: string | undefined): string[] {
  return originsOf(value).map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin) {
      throw new Error(
        `KATHA_CORS_ORIGINS: "${origin}" is not an origin (scheme://host[:port]): list the site's origins, which get credentials; "*" and "null" are refused`,
      );
    }
    return origin;
  });
}

export function partnerAllows(method: string, path: string): boolean {
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return PARTNER_READS.test(path);
  return PARTNER_WRITES.has(`${verb} ${path.replace(/\/+$/, '')}`);
}

/**
 * Strapi requires a middleware named `strapi::cors`, and its own answers every request without an
 * `Origin` with `Access-Control-Allow-Credentials: true`: it is replaced by a no-op (registered before
 * the middlewares are built), so the policy above is the only one.
 */
export function disableStrapiCors(strapi: Core.Strapi) {
  strapi.get('middlewares').set('strapi::cors', () => null);
}

export default () => {
  const siteOrigins = new Set(siteOriginsOf(process.env.KATHA_CORS_ORIGINS));
  const partners = originsOf(process.env.KATHA_PARTNER_ORIGINS);
  const anyPartner = partners.length === 0 || partners.includes('*');
  const partnerOrigins = new Set(partners);

  return async (ctx: Ctx, next: () => Promise<void>) => {
    const origin = ctx.get('Origin');
    if (!origin) return next();
    ctx.vary('Origin');
    const preflight = ctx.method === 'OPTIONS' && Boolean(ctx.get('Access-Control-Request-Method'));
    const method = preflight ? ctx.get('Access-Control-Request-Method') : ctx.method;
    const site = siteOrigins.has(origin) && SITE_PATHS.test(ctx.path);
    const partner = !site && (anyPartner || partnerOrigins.has(origin)) && partnerAllows(method, ctx.path);
    if (!site && !partner) {
      if (preflight) {
        ctx.status = 204;
        return;
      }
      return next();
    }
    ctx.set('Access-Control-Allow-Origin', partner && anyPartner ? '*' : origin);
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
