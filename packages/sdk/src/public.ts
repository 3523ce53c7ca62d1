// `@katha/sdk/public`: anonymous reads and the newsletter sign-up without openapi-fetch, for partner
// embeds and other pages where every kilobyte counts. The calls, their types and the Strapi query
// helpers are the same as `@katha/sdk`'s; only the transport is smaller (no middleware, no token).
import type { KathaReader } from './client.js';
import { errorOf, KathaApiError } from './errors.js';
import { serializeStrapiQuery } from './query.js';

export { type ArticleListOptions, buildArticleListQuery, mergePages } from './articles.js';
export type { KathaClient, KathaReader } from './client.js';
export * from './constants.js';
export { dataOf, KathaApiError, type StrapiErrorBody, WRONG_SERVICES } from './errors.js';
export type { components, operations, paths } from './generated/cms.js';
export { serializeStrapiQuery } from './query.js';
export type * from './types.js';

export interface PublicClientOptions {
  /** The CMS API base, `/api` included: `https://cms.example.org/api`. */
  baseUrl: string;
  /** A fetch implementation (defaults to the global fetch). */
  fetch?: (input: Request) => Promise<Response>;
}

interface CallInit {
  params?: { query?: Record<string, unknown>; path?: Record<string, unknown> };
  body?: unknown;
  signal?: AbortSignal | null;
}

/**
 * An anonymous client of the contract's calls, `GET` and `POST`, with the same query serializer, the
 * same answers (`{ data, response }`) and the same failures ({@link KathaApiError}: the HTTP status and
 * the server's body, or status 0 when the server was not reached or the call was aborted) as
 * `createKathaClient`, in a few hundred bytes: no openapi-fetch, no bearer token, no middleware.
 */
export function createPublicClient(options: PublicClientOptions): KathaReader {
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = async (method: string, path: string, init: CallInit = {}) => {
    const query = serializeStrapiQuery(init.params?.query);
    const url = `${base}${path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(String(init.params?.path?.[name])),
    )}${query ? `?${query}` : ''}`;
    const json = init.body !== undefined;
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(
        new Request(url, {
          method,
          ...(json
            ? { body: JSON.stringify(init.body), headers: { 'Content-Type': 'application/json' } }
            : {}),
          ...(init.signal ? { signal: init.signal } : {}),
        }),
      );
    } catch (error) {
      throw new KathaApiError(0, undefined, { cause: error });
    }
    if (!response.ok) throw await errorOf(response);
    const text = response.status === 204 ? '' : await response.text();
    return { data: text ? JSON.parse(text) : undefined, response };
  };
  return {
    GET: (path: string, init?: CallInit) => call('GET', path, init),
    POST: (path: string, init?: CallInit) => call('POST', path, init),
  } as unknown as KathaReader;
}
