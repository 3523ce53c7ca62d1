import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { sessionEndings } from '../extensions/users-permissions/sessions';
import { type Caller, type ContractOperation, contractPath, loadContract } from '../utils/contract';
import type { Ctx } from '../utils/owner';
import { responseCache } from '../utils/response-cache';
import { routeOf } from '../utils/route-path';

/**
 * Who a bearer token belongs to, kept a few seconds and until the next database write (every write
 * bumps the response cache's generation, a role change included).
 */
const CALLER_TTL_MS = 5_000;
const CALLERS = 1_000;
const callers = new Map<
  string,
  { at: number; generation: number; endings: number; caller: Promise<Caller> }
>();

interface UserRow {
  id: number;
  email?: string;
  blocked?: boolean;
  role?: { type?: string } | null;
  profile?: { documentId?: string } | null;
}

/**
 * The caller as users-permissions will see them on the route: the role type of the user the
 * Authorization bearer token names (`public` without one; an invalid token is left to the route's
 * authentication, which answers 401).
 */
const callerOf = async (strapi: Core.Strapi, ctx: Ctx): Promise<Caller> => {
  const header = ctx.get('Authorization');
  if (!header) return { role: 'public' };
  const now = Date.now();
  const generation = responseCache.generation;
  // Nor past a session's end (logout, password, block): its token is nobody's from then on.
  const endings = sessionEndings();
  const known = callers.get(header);
  if (known && now - known.at < CALLER_TTL_MS && known.generation === generation && known.endings === endings)
    return known.caller;
  const caller = (async (): Promise<Caller> => {
    try {
      const token = (await strapi.plugin('users-permissions').service('jwt').getToken(ctx)) as {
        id?: unknown;
      } | null;
      if (!token || token.id === undefined) return { role: 'public' };
      const user = (await strapi.db.query('plugin::users-permissions.user').findOne({
        where: { id: token.id },
        select: ['id', 'email', 'blocked'],
        populate: { role: { select: ['type'] }, profile: { select: ['documentId'] } },
      })) as UserRow | null;
      if (!user || user.blocked) return { role: 'public' };
      return {
        role: user.role?.type ?? 'authenticated',
        userId: user.id,
        email: user.email,
        profileDocumentId: user.profile?.documentId,
      };
    } catch {
      return { role: 'public' };
    }
  })();
  if (callers.size >= CALLERS) callers.clear();
  callers.set(header, { at: now, generation, endings, caller });
  return caller;
};

/** Any NUL byte in the query's keys or values. */
const hasNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, child]) => key.includes('\u0000') || hasNul(child));
  return false;
};

/** The first key the query names without a value (`?status`, which Strapi's qs reads as null), if any. */
const bareKey = (value: unknown, key = ''): string | undefined => {
  if (value === null) return key;
  if (!value || typeof value !== 'object') return undefined;
  for (const [child, inner] of Object.entries(value)) {
    const found = bareKey(inner, key ? `${key}[${child}]` : child);
    if (found !== undefined) return found;
  }
  return undefined;
};

/**
 * Strapi's comma lists as the arrays it reads them as: `sort=a:asc,b:desc`, `fields=title,slug` and
 * each item of `fields[0]=title,slug` (@strapi/utils convert-query-params splits them on commas).
 */
const commaList = (value: unknown): { value: unknown; changed: boolean } => {
  const split = (text: string) => text.split(',').map((item) => item.trim());
  if (typeof value === 'string') return { value: split(value), changed: true };
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' && !item.includes(',')))
    return { value, changed: false };
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return { value: value.flatMap(split), changed: true };
  return { value, changed: false };
};

/** What a populated relation takes as a list. */
const LISTS = ['fields', 'sort'];

/**
 * Strapi's shorthand populate (`populate=a,b`, `populate[0]=a`, at any level) as the object form the
 * contract describes (`populate[a]=true`), and the comma lists of each populated relation. The same
 * keys: `*` and dotted paths stay keys of their own, which the contract does not list.
 */
const canonicalPopulate = (value: unknown): { value: unknown; changed: boolean } => {
  const names = (text: string) => text.split(',').map((name) => name.trim());
  if (typeof value === 'string') {
    return { value: Object.fromEntries(names(value).map((name) => [name, true])), changed: true };
  }
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return { value: Object.fromEntries(value.flatMap(names).map((name) => [name, true])), changed: true };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { value, changed: false };
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child && typeof child === 'object' && !Array.isArray(child)) {
      // A populated relation's own lists and populate, as at the top level.
      const inner = serverShape(child as Record<string, unknown>, LISTS);
      changed ||= inner.changed;
      out[key] = inner.value;
    } else out[key] = child;
  }
  return { value: out, changed };
};

/**
 * The query in the shape Strapi reads it (`ctx.query` is already parsed by `strapi::query`'s qs, with
 * its options): the populate shorthands, and the comma lists of the parameters the contract takes as
 * lists (`sort`, `fields`; the comments plugin's `sort` is one text), as the arrays and objects they
 * stand for, so the contract checks what the controllers will run.
 */
const serverShape = (
  query: Record<string, unknown>,
  lists: string[],
): { value: Record<string, unknown>; changed: boolean } => {
  let changed = false;
  const out = { ...query };
  for (const list of lists) {
    if (out[list] === undefined) continue;
    const inner = commaList(out[list]);
    changed ||= inner.changed;
    out[list] = inner.value;
  }
  if (out.populate !== undefined) {
    const inner = canonicalPopulate(out.populate);
    changed ||= inner.changed;
    out.populate = inner.value;
  }
  return { value: out, changed };
};

export interface GuardState {
  operation: ContractOperation;
  caller: Caller;
}

/**
 * Deny by default: every request under `/api` must be an operation of the API contract
 * (`openapi/cms.yaml`: method and path, literal paths before templated ones), else 404; its query
 * must be valid against that operation's query parameters (unknown keys, unknown populate, filter,
 * sort or fields keys, operators, `*`, depth, page sizes: what the contract does not list), else
 * 400 naming the refused key. Role rules (`x-katha-roles`) and the narrowing of populated
 * likes/bookmarks to the caller's own profile (`x-katha-own-profile`) come from the contract too
 * (src/utils/contract.ts). Registered before the response cache, so cached answers were checked.
 * The matched operation and the caller are left in `ctx.state.katha` for the answer's scrub
 * (src/middlewares/response-scrub.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const contract = loadContract(contractPath(strapi.dirs.app.root), {
    defaultPageSize: strapi.config.get('api.rest.defaultLimit', 10) as number,
  });
  return async (ctx: Ctx, next: () => Promise<void>) => {
    // The operation the router will run, whatever the spelling (case, a trailing slash, escapes:
    // src/utils/route-path.ts); a spelling no route takes (`//`, `%2F`) answers 404 here.
    const route = routeOf(ctx);
    if (route ? !/^\/api(\/|$)/.test(route.path) : !/^\/*api/i.test(ctx.path)) return next();
    const operation = route && contract.match(route.method, route.path.slice('/api'.length));
    if (!operation) throw new errors.NotFoundError('Not Found');
    if (hasNul(ctx.query)) throw new errors.ValidationError('The query must not contain NUL bytes');
    // A key without a value is null to Strapi's qs: not the value the contract names (and `status`
    // null would read drafts: the document service takes anything but `published` as draft).
    const bare = bareKey(ctx.query);
    if (bare !== undefined) throw new errors.ValidationError(`Query parameter "${bare}" needs a value`);
    const shaped = serverShape(ctx.query as Record<string, unknown>, operation.lists);
    if (shaped.changed) ctx.query = shaped.value as Ctx['query'];
    const caller = await callerOf(strapi, ctx);
    const checked = contract.check(operation, ctx.query, caller);
    if (checked.error) throw new errors.ValidationError(checked.error);
    // Populated likes and bookmarks narrowed to the caller's own profile: the query Strapi runs.
    if (checked.narrowed) ctx.query = checked.query as Ctx['query'];
    (ctx.state as { katha?: GuardState }).katha = { operation, caller };
    await next();
  };
};
