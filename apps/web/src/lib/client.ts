import { createBrowserTokenStore, createKathaClient, type KathaApiError } from '@katha/sdk';

/**
 * Where the site keeps user, profile, locale and lastVisitedArticle (localStorage): values that are
 * no secret. The spec's "Locally stored values" (section 3) list `jwt` too; the site deliberately
 * keeps no token where script can read it: the site's server holds the session in an HttpOnly
 * cookie and adds the bearer when it forwards `/api` (apps/web/server/proxy.ts). The client below
 * has no token store, so it never reads or sends a `jwt`.
 */
export const tokenStore = createBrowserTokenStore();

/**
 * The CMS API is reached through the site's own origin: the production server (and Vite's dev
 * server) forward `/api/*` to the CMS, so no cross-origin call, no CORS, one CSP origin.
 */
export const API_BASE = '/api';

type UnauthorizedListener = (error: KathaApiError) => void;
let unauthorizedListener: UnauthorizedListener = () => {};

/**
 * The session module registers what a 401 does (log out, go home after 1 second); a page that must
 * stay on screen takes it over while it is open (the writer studio) and gives back the one it got.
 */
export function onUnauthorized(listener: UnauthorizedListener): UnauthorizedListener {
  const previous = unauthorizedListener;
  unauthorizedListener = listener;
  return previous;
}

/**
 * Same-origin calls: the browser sends the session cookie with each by itself (fetch's default
 * `credentials: 'same-origin'`), and the Origin header the server's CSRF check wants on writes.
 */
export const katha = createKathaClient({
  baseUrl: new URL(API_BASE, globalThis.location?.origin ?? 'http://localhost').href,
  onUnauthorized: (error) => unauthorizedListener(error),
});
