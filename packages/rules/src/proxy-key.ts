/**
 * The header the site's server sends the CMS's KATHA_PROXY_KEY in, vouching for the reader's
 * address it puts in X-Forwarded-For (apps/web/server/proxy.ts sends it, the CMS's
 * src/middlewares/client-address.ts checks it).
 */
export const PROXY_KEY_HEADER = 'x-katha-proxy-key';
