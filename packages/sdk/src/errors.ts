import type { components } from './generated/cms.js';

/** Strapi's error body: `{ data: null, error: { status, name, message, details } }`. */
export type StrapiErrorBody = components['schemas']['StrapiError'];

/** The message of a failure whose answer carries no server error message (network down, empty or foreign body). */
export const WRONG_SERVICES = 'Wrong Services';

/**
 * The one error every failed call rejects with: an HTTP error status (`status` and the server's `body`)
 * or a network failure (`status` 0, `body` undefined, the original error as `cause`).
 */
export class KathaApiError extends Error {
  override readonly name = 'KathaApiError';
  /** The HTTP status, or 0 when the server was not reached. */
  readonly status: number;
  /** The server's parsed body (usually a {@link StrapiErrorBody}), or undefined when there was none. */
  readonly body: unknown;
  /** A 429's (or 503's) `Retry-After`, in seconds, when the answer carried one. */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: unknown, options?: { cause?: unknown; retryAfter?: number }) {
    super(messageOf(body), options);
    this.status = status;
    this.body = body;
    this.retryAfter = options?.retryAfter;
  }

  /** The server's Strapi error, when the body is one. */
  get strapiError(): StrapiErrorBody['error'] | undefined {
    return isStrapiError(this.body) ? this.body.error : undefined;
  }
}

function isStrapiError(body: unknown): body is StrapiErrorBody {
  const error = (body as { error?: unknown } | null | undefined)?.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function messageOf(body: unknown): string {
  if (isStrapiError(body) && body.error.message) return body.error.message;
  return WRONG_SERVICES;
}

/** An answer's `Retry-After` in whole seconds (the header is seconds or an HTTP date), or undefined. */
export function retryAfterOf(response: Response, now = Date.now()): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The error of a failed answer: its status, parsed body and `Retry-After`. */
export async function errorOf(response: Response): Promise<KathaApiError> {
  return new KathaApiError(response.status, await readErrorBody(response), {
    retryAfter: retryAfterOf(response),
  });
}

/** A failed answer's body: parsed JSON, else its text, else undefined. */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The data of a successful call. The client rejects every failure, so this only narrows the type; a success
 * without a body (which no call of the contract answers) becomes a {@link KathaApiError} too.
 */
export function dataOf<T>(result: { data?: T; response: Response }): T {
  if (result.data === undefined) throw new KathaApiError(result.response.status, undefined);
  return result.data;
}
