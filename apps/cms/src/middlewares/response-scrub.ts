import type { Ctx } from '../utils/owner';
import type { GuardState } from './query-guard';

/** Never in an answer: credentials, tokens, admin users, plugin-internal user links, role lists. */
const ALWAYS = new Set([
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'createdBy',
  'updatedBy',
  'authorUser',
  'roles',
  'users',
]);
const EMAILS = new Set(['email', 'authorEmail']);

/**
 * A copy of an answer without what no caller may read of other people: the keys of `ALWAYS`, any
 * `email`/`authorEmail` that is not the caller's own (all of them kept in an answer the contract
 * marks `x-katha-own-data`: a session, the caller's own records), and the `role` of any user but
 * the caller.
 */
export const scrub = (
  value: unknown,
  own: { userId?: number; email?: string; ownData: boolean },
): unknown => {
  if (Array.isArray(value)) return value.map((item) => scrub(item, own));
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return value;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null)
    return value;
  const record = value as Record<string, unknown>;
  const isUser = typeof record.username === 'string' && 'id' in record;
  const isCaller = isUser && own.userId !== undefined && record.id === own.userId;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(record)) {
    if (ALWAYS.has(key)) continue;
    if (EMAILS.has(key) && !own.ownData && !(typeof child === 'string' && own.email && child === own.email))
      continue;
    if (key === 'role' && isUser && !isCaller && !own.ownData) continue;
    out[key] = scrub(child, own);
  }
  return out;
};

/**
 * Defence in depth behind the query guard: every JSON answer of an `/api` route is scrubbed
 * (see `scrub`). Registered after `global::response-cache`, so what the cache stores is scrubbed.
 */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  await next();
  const guard = (ctx.state as { katha?: GuardState }).katha;
  if (!guard) return;
  const body = ctx.body as unknown;
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body)) return;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return;
  const user = ctx.state.user as { id?: number; email?: string } | undefined;
  ctx.body = scrub(body, {
    userId: user?.id ?? guard.caller.userId,
    email: user?.email ?? guard.caller.email,
    ownData: guard.operation.ownData,
  });
};
