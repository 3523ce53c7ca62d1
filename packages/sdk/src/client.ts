import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { errorOf, KathaApiError } from './errors.js';
import type { paths } from './generated/cms.js';
import { serializeStrapiQuery } from './query.js';
import type { TokenStore } from './token-store.js';

export interface KathaClientOptions {
  /** The CMS API base, `/api` included: `https://cms.example.org/api`. */
  baseUrl: string;
  /** Where the bearer token (`jwt`) is read before every call. Without one, calls go anonymous. */
  tokenStore?: TokenStore;
  /**
   * Called when the server answers 401: once per rejected token, however many calls were in flight.
   * Calls without a bearer token of the client's own (anonymous, or a cookie session that the
   * browser sends by itself, out of script's reach) report once for the calls that were in flight,
   * and again for a call started after that report (the next session). The site logs out and goes
   * home here.
   */
  onUnauthorized?: (error: KathaApiError) => void;
  /** A fetch implementation (defaults to the global fetch). */
  fetch?: (input: Request) => Promise<Response>;
}

/** A typed client of every call in `openapi/cms.yaml`. Calls resolve with `{ data }` or reject with {@link KathaApiError}. */
export type KathaClient = Client<paths>;

/**
 * The `GET` and `POST` of a {@link KathaClient}: what the reader helpers need. `createKathaClient` gives one,
 * and so does the smaller, anonymous `createPublicClient` of `@katha/sdk/public`.
 */
export type KathaReader = Pick<KathaClient, 'GET' | 'POST'>;

/** Calls that never carry the bearer token (spec section 6). */
const ANONYMOUS_PATHS: ReadonlySet<string> = new Set([
  '/auth/{provider}/callback',
  '/auth/forgot-password',
  '/auth/reset-password',
]);

export function createKathaClient(options: KathaClientOptions): KathaClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    querySerializer: serializeStrapiQuery,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(authAndErrors(options));
  return client;
}

function authAndErrors({ tokenStore, onUnauthorized }: KathaClientOptions): Middleware {
  // The Authorization header of the last 401 reported: the same rejected token is reported only once.
  let reported: string | null = null;
  // Calls without one (no token store, or a cookie session): the 401s of the calls in flight are one
  // report; `session` counts the reports, and each call remembers the count it started under.
  let session = 0;
  const startedUnder = new Map<string, number>();
  return {
    onRequest({ request, schemaPath, id }) {
      const jwt = ANONYMOUS_PATHS.has(schemaPath) ? null : tokenStore?.get('jwt');
      if (jwt) request.headers.set('Authorization', `Bearer ${jwt}`);
      startedUnder.set(id, session);
      return request;
    },
    async onResponse({ request, response, id }) {
      const started = startedUnder.get(id) ?? session;
      startedUnder.delete(id);
      if (response.ok) return response;
      const error = await errorOf(response);
      const authorization = request.headers.get('Authorization');
      const unreported = authorization ? authorization !== reported : started === session;
      if (response.status === 401 && unreported) {
        if (authorization) reported = authorization;
        else session += 1;
        onUnauthorized?.(error);
      }
      throw error;
    },
    onError({ error, id }) {
      startedUnder.delete(id);
      return new KathaApiError(0, undefined, { cause: error });
    },
  };
}

export { dataOf } from './errors.js';
