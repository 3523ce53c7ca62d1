import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { request as httpsRequest } from 'node:https';
import { PROXY_KEY_HEADER, routePath } from '@katha/rules';
import {
  clearedSessionCookie,
  cookiesWithoutSession,
  isCrossSiteWrite,
  isForeignBrowserWrite,
  isHttps,
  readerAddress,
  type SessionOptions,
  sessionCookie,
  sessionOf,
} from './session.js';
import { keepUploadInert } from './uploads.js';

export interface ApiProxyOptions extends SessionOptions {
  /** The CMS origin, e.g. http://127.0.0.1:1337 (its API is `${cmsUrl}/api`). */
  cmsUrl: string;
  /**
   * The CMS's KATHA_PROXY_KEY: sent with every forwarded call, so the CMS believes the reader's
   * address this server puts in X-Forwarded-For (its counts and limits are per reader). Unset, the
   * CMS counts every reader through the site as this server.
   */
  proxyKey?: string | undefined;
}

/** Handles the request if it is the proxy's (`/api/*`, `/uploads/*`) and says whether it was. */
export type ApiProxy = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Calls whose answer carries a new session's `jwt`: the proxy keeps it in the cookie and takes it
 * out of the body.
 */
const SESSION_ANSWERS: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/auth\/local(\/register)?$/ },
  { method: 'POST', path: /^\/api\/auth\/(reset|change)-password$/ },
  { method: 'GET', path: /^\/api\/auth\/[^/]+\/callback$/ },
];

const startsSessionCall = (method: string | undefined, path: string) =>
  SESSION_ANSWERS.some((call) => call.method === method && call.path.test(path));

/**
 * Calls that never carry the session's bearer (as the SDK's ANONYMOUS_PATHS, spec section 6, and
 * the sign-in and registration calls, which start a session rather than use one).
 */
const WITHOUT_BEARER = /^\/api\/auth\/(local(\/register)?|forgot-password|reset-password|[^/]+\/callback)$/;

/** A session answer larger than this is passed on as it is (a sign-in answer is a few kilobytes). */
const MAX_SESSION_ANSWER = 1024 * 1024;

/** The CMS's logout, which ends the caller's session or (`scope: all`) every one of theirs. */
const CMS_LOGOUT = '/api/auth/logout';

/** How long the site's logout waits for the CMS to end the session before it clears the cookie anyway. */
const LOGOUT_WAIT_MS = 5_000;

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: OutgoingHttpHeaders = {},
) {
  const raw = Buffer.from(JSON.stringify(body));
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': raw.length,
  });
  response.end(raw);
}

const forbidden = (response: ServerResponse) =>
  sendJson(response, 403, {
    data: null,
    error: { status: 403, name: 'ForbiddenError', message: 'Cross-site request refused' },
  });

/**
 * An `/api` answer depends on the session cookie (the bearer it becomes): a shared cache must not
 * give one reader's answer to another.
 */
function varyingOnCookie(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const vary = headers.vary;
  if (vary && /(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) return headers;
  return { ...headers, vary: vary ? `${vary}, Cookie` : 'Cookie' };
}

/**
 * Takes any `Access-Control-*` header out of a CMS answer (in place, before it is passed on): the
 * site's pages call `/api` from its own origin and need no CORS, and partners' embeds call the CMS
 * itself. A grant passed through would let another origin's page read what the reader's cookie got.
 */
function withoutCorsGrants(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) if (name.startsWith('access-control-')) delete headers[name];
}

/** The headers of an answer with its body rewritten (the length changes; Set-Cookie added). */
function withoutBodyHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const {
    'content-length': _length,
    'content-encoding': _encoding,
    'content-type': _type,
    'transfer-encoding': _transfer,
    ...rest
  } = headers;
  return rest;
}

/**
 * The request's path as the CMS's router reads it (@katha/rules `routePath`): `/API/Auth/Local/` is
 * `/api/auth/local` (a session answer; the page cache's write rules read it so too, page-changes.ts);
 * a path no route takes (`/api//auth/local`) stays as sent and reaches no rule (the CMS answers 404).
 */
export const routedPath = (url: string | undefined) => {
  const pathname = new URL(url ?? '/', 'http://localhost').pathname;
  return routePath(pathname) ?? pathname;
};

/**
 * The site's `/api/*` and `/uploads/*`, forwarded to the CMS (the production server and Vite's dev
 * server use this same function, so the session works the same in both):
 * - `POST /api/logout` ends the session: on the CMS (its token answers 401 from then on), then the
 *   cookie goes (204), whether or not the CMS could be reached;
 * - the CMS's own logout (`/api/auth/logout`, "sign out everywhere" with `scope: all`) answered 200
 *   clears the cookie too: this browser's session was one of those it ended;
 * - a write (not GET/HEAD/OPTIONS) carrying the session cookie from another origin answers 403
 *   (session.ts `isCrossSiteWrite`), and so does a browser's sign-in from another origin, cookie
 *   or not (`isForeignBrowserWrite`: login CSRF);
 * - a call with the session cookie and no Authorization of its own goes to the CMS with the
 *   cookie's token as its bearer (scripts and partners may still send their own);
 * - the answers that start a session (SESSION_ANSWERS) are read whole: their `jwt` goes into the
 *   HttpOnly cookie and out of the body (with Strapi's `refreshToken`, which the site never uses).
 *   Every other answer streams through as it comes.
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const cms = new URL(options.cmsUrl);
  /**
   * Who the CMS is to count: the reader's address alone (session.ts `readerAddress`: a browser's
   * own X-Forwarded-For is not passed on) with the key that vouches for it. Without a key the CMS
   * counts this server.
   */
  const forwarding = (request: IncomingMessage): Record<string, string> => ({
    'x-forwarded-for': readerAddress(request, options),
    ...(options.proxyKey ? { [PROXY_KEY_HEADER]: options.proxyKey } : {}),
  });

  const logout = async (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('Cache-Control', 'no-store');
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    if (isCrossSiteWrite(request, options)) return forbidden(response);
    const session = sessionOf(request, options);
    if (session) {
      try {
        const ended = await fetch(new URL(CMS_LOGOUT, cms), {
          method: 'POST',
          headers: { authorization: `Bearer ${session}`, ...forwarding(request) },
          signal: AbortSignal.timeout(LOGOUT_WAIT_MS),
        });
        await ended.body?.cancel();
      } catch {
        // The CMS unreachable or slow: the cookie goes all the same.
      }
    }
    response.setHeader('Set-Cookie', clearedSessionCookie(request, options));
    response.writeHead(204).end();
  };

  const forward = (request: IncomingMessage, response: ServerResponse, path: string) => {
    const target = new URL(request.url ?? '/', cms);
    const isApi = path.startsWith('/api/');
    const method = request.method ?? 'GET';
    const startsSession = isApi && startsSessionCall(method, path);
    const session = sessionOf(request, options);
    // The browser's Origin stays here (the CSRF checks read it): the CMS sees this server, as for the
    // pages it renders, so nothing it answers through the site is granted to another origin. A
    // browser's own key or X-Forwarded-For never reaches the CMS (`forwarding` sets both).
    const {
      cookie: _cookie,
      origin: _origin,
      [PROXY_KEY_HEADER]: _key,
      'x-forwarded-for': _forwardedFor,
      ...incoming
    } = request.headers;
    const cookie = cookiesWithoutSession(request.headers.cookie);
    const headers: OutgoingHttpHeaders = {
      ...incoming,
      ...(cookie ? { cookie } : {}),
      host: cms.host,
      ...forwarding(request),
      'x-forwarded-host': request.headers.host ?? '',
      'x-forwarded-proto': isHttps(request, options) ? 'https' : 'http',
    };
    if (isApi && session && !request.headers.authorization && !WITHOUT_BEARER.test(path)) {
      headers.authorization = `Bearer ${session}`;
    }
    // The session answers are read here: plain JSON, so no decompression is needed.
    if (startsSession) headers['accept-encoding'] = 'identity';

    const upstreamRequest = (target.protocol === 'https:' ? httpsRequest : httpRequest)(
      target,
      { method, headers },
      (upstream) => {
        withoutCorsGrants(upstream.headers);
        if (!startsSession) {
          const answer: OutgoingHttpHeaders = {
            ...(isApi ? varyingOnCookie(upstream.headers) : upstream.headers),
          };
          if (path === CMS_LOGOUT && upstream.statusCode === 200) {
            answer['set-cookie'] = [
              ...(upstream.headers['set-cookie'] ?? []),
              clearedSessionCookie(request, options),
            ];
          }
          response.writeHead(upstream.statusCode ?? 502, answer);
          upstream.pipe(response);
          return;
        }
        readSessionAnswer(request, response, upstream);
      },
    );
    upstreamRequest.on('error', () => {
      if (!response.headersSent) {
        sendJson(response, 502, {
          data: null,
          error: { status: 502, name: 'BadGateway', message: 'CMS unreachable' },
        });
      } else response.destroy();
    });
    request.pipe(upstreamRequest);
  };

  /** A session answer: its `jwt` becomes the cookie, the rest of the body goes on. */
  const readSessionAnswer = (
    request: IncomingMessage,
    response: ServerResponse,
    upstream: IncomingMessage,
  ) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let passedOn = false;
    const passOn = () => {
      // Too large to be a session answer: the rest streams through, nothing is kept.
      passedOn = true;
      response.writeHead(upstream.statusCode ?? 502, upstream.headers);
      for (const chunk of chunks) response.write(chunk);
      upstream.pipe(response);
    };
    upstream.on('data', (chunk: Buffer) => {
      if (passedOn) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_SESSION_ANSWER) {
        upstream.pause();
        passOn();
        upstream.resume();
      }
    });
    upstream.on('error', () => response.destroy());
    upstream.on('end', () => {
      if (passedOn) return;
      const raw = Buffer.concat(chunks);
      const status = upstream.statusCode ?? 502;
      let body: unknown;
      try {
        body = status === 200 ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        body = undefined;
      }
      if (body && typeof body === 'object' && typeof (body as { jwt?: unknown }).jwt === 'string') {
        const { jwt, refreshToken: _refreshToken, ...rest } = body as { jwt: string; refreshToken?: unknown };
        return sendJson(response, status, rest, {
          ...withoutBodyHeaders(upstream.headers),
          'cache-control': 'no-store',
          'set-cookie': [...(upstream.headers['set-cookie'] ?? []), sessionCookie(jwt, request, options)],
        });
      }
      // No session in it (a wrong password, a confirmation still due): the answer as it came.
      response.writeHead(status, { ...upstream.headers, 'cache-control': 'no-store' });
      response.end(raw);
    });
  };

  return (request, response) => {
    const path = routedPath(request.url);
    if (path === '/api/logout') {
      void logout(request, response);
      return true;
    }
    if (path.startsWith('/api/')) {
      const refused =
        isCrossSiteWrite(request, options) ||
        (startsSessionCall(request.method, path) && isForeignBrowserWrite(request, options));
      if (refused) {
        forbidden(response);
        return true;
      }
      forward(request, response, path);
      return true;
    }
    if (path.startsWith('/uploads/')) {
      // Inert on the site's origin, in production and under Vite's dev server alike (uploads.ts).
      keepUploadInert(response, path);
      forward(request, response, path);
      return true;
    }
    return false;
  };
}
