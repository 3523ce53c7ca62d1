import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch';
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

/** The HTTP methods of openapi-fetch's client, as the contract's `paths` spell them. */
type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

/** The keys a call's options must have (openapi-fetch's rule: the path or query has required parameters, or a body is required). */
type RequiredKeysOfHelper<T> = {
  [K in keyof T]: Record<never, never> extends Pick<T, K> ? never : K;
}[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;

/** The options argument of a call: optional when nothing in it is required (as openapi-fetch types it). */
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];

/**
 * What a call resolves with: the success answer of openapi-fetch's `{ data, error, response }`, whose
 * `data` is defined. Failures never resolve: they reject with {@link KathaApiError}.
 */
export type KathaResult<Response_> = Response_ extends { data: infer Data }
  ? { data: Data; error?: never; response: Response }
  : never;

/** One method of the client: openapi-fetch's typing of the path, parameters and body, resolving with {@link KathaResult}. */
export type KathaMethod<Method extends HttpMethod> = <
  Path extends ClientPathsWithMethod<Client<paths>, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<KathaResult<FetchResponse<NonNullable<paths[Path][Method]>, Init, `${string}/${string}`>>>;

/**
 * A typed client of every call in `openapi/cms.yaml`: openapi-fetch's client, whose calls resolve with
 * `{ data }` (defined) or reject with {@link KathaApiError}. It is still a `Client<paths>` of openapi-fetch
 * (`use`, `eject`, and the same calls, whose answers are narrowed to the successes).
 */
export interface KathaClient
  extends Omit<
    Client<paths>,
    'request' | 'GET' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS' | 'HEAD' | 'PATCH' | 'TRACE'
  > {
  request: <
    Method extends HttpMethod,
    Path extends ClientPathsWithMethod<Client<paths>, Method>,
    Init extends MaybeOptionalInit<paths[Path], Method>,
  >(
    method: Method,
    url: Path,
    ...init: InitParam<Init>
  ) => Promise<KathaResult<FetchResponse<NonNullable<paths[Path][Method]>, Init, `${string}/${string}`>>>;
  GET: KathaMethod<'get'>;
  PUT: KathaMethod<'put'>;
  POST: KathaMethod<'post'>;
  DELETE: KathaMethod<'delete'>;
  OPTIONS: KathaMethod<'options'>;
  HEAD: KathaMethod<'head'>;
  PATCH: KathaMethod<'patch'>;
  TRACE: KathaMethod<'trace'>;
}

/**
 * The `GET` and `POST` of a {@link KathaClient}: what the reader helpers need.
 */
export type KathaReader = Pick<KathaClient, 'GET' | 'POST'>;

/** Calls that never carry the bearer token (spec section 6). */
const ANONYMOUS_PATHS: ReadonlySet<string> = new Set([
  '/auth/{provider}/callback',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/send-email-confirmation',
]);

export function createKathaClient(options: KathaClientOptions): KathaClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    querySerializer: serializeStrapiQuery,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(authAndErrors(options));
  // The middleware rejects every failure; openapi-fetch still resolves a success without a body (a 204,
  // `Content-Length: 0`) with `data: undefined`. No call of the contract answers one, and the types promise
  // `data`: such an answer rejects too, so a resolved call always has its data.
  const withData = <Result extends { data?: unknown; response: Response }>(result: Result) => {
    if (result.data === undefined) throw new KathaApiError(result.response.status, undefined);
    return result;
  };
  type Call = (...args: never[]) => Promise<{ data?: unknown; response: Response }>;
  const checked =
    (call: Call) =>
    (...args: never[]) =>
      call(...args).then(withData);
  return {
    ...client,
    request: checked(client.request as Call),
    GET: checked(client.GET as Call),
    PUT: checked(client.PUT as Call),
    POST: checked(client.POST as Call),
    DELETE: checked(client.DELETE as Call),
    OPTIONS: checked(client.OPTIONS as Call),
    HEAD: checked(client.HEAD as Call),
    PATCH: checked(client.PATCH as Call),
    TRACE: checked(client.TRACE as Call),
  } as unknown as KathaClient;
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
