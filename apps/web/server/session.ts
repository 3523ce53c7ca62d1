import type { IncomingMessage } from 'node:http';
import { createKathaClient, type KathaClient } from '@katha/sdk';
import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The signed-in session, out of script's reach: the CMS's JWT lives in this HttpOnly cookie, and
 * the site's server adds it as the bearer when it forwards `/api/*` (proxy.ts). The app never sees
 * the token. `__Host-`: browsers take it only Secure, Path=/ and without Domain, from a secure
 * origin (https, or the machine's own name: localhost, 127.0.0.1), so a sibling subdomain or a
 * plain-http page cannot plant one in the reader's browser (RFC 6265bis, cookie prefixes).
 */
export const SESSION_COOKIE = '__Host-katha_session';

/**
 * The cookie's name where browsers refuse Secure cookies: a plain-http origin other than the
 * machine's own (a LAN address in development). Only there: elsewhere a cookie of this name is a
 * planted one and is ignored.
 */
const PLAIN_HTTP_SESSION_COOKIE = 'katha_session';

/** Names browsers count as a secure origin over plain http (the machine's own). */
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The CMS's token lifetime when its JWT says none (users-permissions' `jwt.expiresIn`, 30 days). */
const DEFAULT_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface SessionOptions {
  /** The site's public origin (`KATHA_PUBLIC_URL`); by default the request's scheme and Host. */
  publicUrl?: string | undefined;
  /**
   * Believe `X-Forwarded-Proto` and `X-Forwarded-For`'s last entry (`KATHA_WEB_TRUST_PROXY=true`):
   * only behind a proxy or load balancer that terminates TLS and sets them itself. Otherwise a
   * client could claim https, or any address.
   */
  trustProxy?: boolean | undefined;
}

/** Whether the reader's browser sees the site as a secure origin: https, or the machine's own name. */
function isSecureOrigin(request: IncomingMessage, options: SessionOptions): boolean {
  try {
    const url = new URL(siteOrigin(request, options));
    return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
  } catch {
    return false;
  }
}

/** The session cookie's name for this request's origin: `__Host-` wherever a browser accepts it. */
export function sessionCookieName(request: IncomingMessage, options: SessionOptions): string {
  return isSecureOrigin(request, options) ? SESSION_COOKIE : PLAIN_HTTP_SESSION_COOKIE;
}

/** The session's JWT from the request's cookie, or null: what the server renderer can use to know the reader. */
export function sessionOf(request: IncomingMessage, options: SessionOptions): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  return parseCookie(header)[sessionCookieName(request, options)] || null;
}

/**
 * For the server's render (render.ts): the CMS client of a request's session, which calls with the
 * cookie's token as its bearer (as the proxy forwards the reader's own calls), or undefined without
 * a session. The token stays on the server: only the CMS's answers reach the page.
 */
export function readerClients(
  cmsUrl: string,
  options: SessionOptions,
): (request: IncomingMessage) => KathaClient | undefined {
  const baseUrl = new URL('/api', cmsUrl).href;
  return (request) => {
    const token = sessionOf(request, options);
    if (!token) return undefined;
    return createKathaClient({
      baseUrl,
      fetch: (call) => {
        call.headers.set('authorization', `Bearer ${token}`);
        return fetch(call);
      },
    });
  };
}

/**
 * Whether the request carries a session cookie of either name (one this origin would not use
 * included): enough to keep it out of the visitor page cache.
 */
export function hasSessionCookie(request: IncomingMessage): boolean {
  const cookies = parseCookie(request.headers.cookie ?? '');
  return !!(cookies[SESSION_COOKIE] || cookies[PLAIN_HTTP_SESSION_COOKIE]);
}

/**
 * The Cookie header without the session cookie (the CMS gets the bearer instead) nor any other of
 * its names (a planted one goes no further), or undefined when nothing is left.
 */
export function cookiesWithoutSession(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const names = [SESSION_COOKIE, PLAIN_HTTP_SESSION_COOKIE];
  const rest = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !names.includes(pair.split('=', 1)[0]?.trim() ?? ''));
  return rest.length ? rest.join('; ') : undefined;
}

/** Whether the reader reached the site over https: a TLS socket, or a trusted proxy's `X-Forwarded-Proto`. */
export function isHttps(request: IncomingMessage, options: SessionOptions): boolean {
  if ('encrypted' in request.socket && request.socket.encrypted) return true;
  if (!options.trustProxy) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === 'https';
}

/**
 * The reader's address: the socket's, or behind a trusted proxy (`trustProxy`) the last
 * `X-Forwarded-For` entry, which that proxy appended. A browser's own header is believed nowhere else.
 */
export function readerAddress(request: IncomingMessage, options: SessionOptions): string {
  const forwarded = options.trustProxy
    ? String(request.headers['x-forwarded-for'] ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
        .at(-1)
    : undefined;
  return forwarded ?? request.socket.remoteAddress ?? '';
}

/** The site's own origin, as a browser writes it in `Origin`: the configured public URL, or scheme + Host. */
export function siteOrigin(request: IncomingMessage, options: SessionOptions): string {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  return `${isHttps(request, options) ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;
}

/** Seconds until the JWT's `exp` (read, not verified: the CMS verifies it on every call). */
function lifetimeOf(jwt: string): number {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number') return Math.max(0, Math.floor(payload.exp - Date.now() / 1000));
  } catch {
    // Not a JWT we can read: the CMS's default lifetime.
  }
  return DEFAULT_MAX_AGE_S;
}

/**
 * `Set-Cookie` for a new session. A persistent cookie that lives exactly as long as the token (its
 * `exp`, 30 days by default), not a browser-session cookie: the spec keeps readers signed in between
 * visits (the localStorage session did), and a cookie outliving its token would only yield 401s.
 */
export function sessionCookie(jwt: string, request: IncomingMessage, options: SessionOptions): string {
  const secure = isSecureOrigin(request, options);
  return stringifySetCookie({
    name: secure ? SESSION_COOKIE : PLAIN_HTTP_SESSION_COOKIE,
    value: jwt,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: lifetimeOf(jwt),
  });
}

/** `Set-Cookie` that removes the session (logout). */
export function clearedSessionCookie(request: IncomingMessage, options: SessionOptions): string {
  const secure = isSecureOrigin(request, options);
  return stringifySetCookie({
    name: secure ? SESSION_COOKIE : PLAIN_HTTP_SESSION_COOKIE,
    value: '',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: 0,
  });
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write that a browser sent from another origin, cookie or not: its `Origin` is another, or its
 * `Sec-Fetch-Site` says it came from elsewhere. Calls from outside a browser (scripts, partners'
 * servers) send neither and pass. The calls that start a session refuse these (login CSRF: another
 * site signing the reader in to an account of its choosing).
 */
export function isForeignBrowserWrite(request: IncomingMessage, options: SessionOptions): boolean {
  if (SAFE_METHODS.has(request.method ?? 'GET')) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== siteOrigin(request, options);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

/**
 * CSRF: a write that carries the session cookie must come from the site's own pages: its `Origin`
 * is the site's origin, or (browsers that send no Origin) `Sec-Fetch-Site: same-origin`. SameSite=Lax
 * already keeps the cookie off cross-site POSTs in today's browsers; this is the second lock (older
 * browsers, same-site but cross-origin pages). Writes without the cookie (scripts with their own
 * bearer, anonymous calls) are not the cookie's business.
 */
export function isCrossSiteWrite(request: IncomingMessage, options: SessionOptions): boolean {
  if (SAFE_METHODS.has(request.method ?? 'GET') || !sessionOf(request, options)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== siteOrigin(request, options);
  return request.headers['sec-fetch-site'] !== 'same-origin';
}
