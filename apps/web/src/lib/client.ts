import { createBrowserTokenStore, createKathaClient, type KathaApiError } from '@katha/sdk';

/** Where the site keeps jwt, user, profile, locale and lastVisitedArticle (localStorage). */
export const tokenStore = createBrowserTokenStore();

/**
 * The CMS API is reached through the site's own origin: the production server (and Vite's dev
 * server) forward `/api/*` to the CMS, so no cross-origin call, no CORS, one CSP origin.
 */
export const API_BASE = '/api';

type UnauthorizedListener = (error: KathaApiError) => void;
let unauthorizedListener: UnauthorizedListener = () => {};

/** The session module registers what a 401 does (log out, go home after 1 second). */
export function onUnauthorized(listener: UnauthorizedListener): void {
  unauthorizedListener = listener;
}

export const katha = createKathaClient({
  baseUrl: new URL(API_BASE, globalThis.location?.origin ?? 'http://localhost').href,
  tokenStore,
  onUnauthorized: (error) => unauthorizedListener(error),
});
