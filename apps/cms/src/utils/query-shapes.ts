import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { paginationMeta } from './listing';
import type { Ctx } from './owner';
import { responseCache } from './response-cache';

/**
 * Strapi validates and sanitizes every query against the schema and the caller's permissions
 * (populate, filters, sort, fields): several milliseconds for the site's article queries. For
 * anonymous callers (the public role: the same permissions for all) the outcome depends only on
 * the query's shape, not on the text searched: a search differs from the next one only in its
 * `$containsi` strings. So the validated, sanitized form of each shape is kept, with those strings
 * stood in for, and filled in per request. Any write (permissions included) drops them all, like
 * the response cache. Signed-in readers (users-permissions) get the permissions of their role, the
 * same for every reader of that role: their shapes are kept per role (a shape holds the values of
 * its other filters, so a reader's own filters, such as "my" likes, are part of it). Other callers
 * (API tokens) are validated and sanitized afresh.
 */
const SHAPES = 500;
/** What a shape's query compiles to in the database layer, for `find` (see `findPage`). */
interface Compiled {
  findMany: unknown;
  count: unknown;
  pagination: { page: number; pageSize: number };
}
const shapes = new Map<string, { generation: number; query: unknown; compiled?: Compiled | false }>();

// A per-process random token, so no text a caller sends can pass for a stand-in.
const TOKEN = randomBytes(12).toString('hex');
const standIn = (index: number) => `katha-text:${TOKEN}:${index}`;
const STAND_IN = new RegExp(`^katha-text:${TOKEN}:(\\d+)$`);

/** A copy of the query with every `$containsi` string replaced by a stand-in (collected in `texts`). */
const shapeOf = (value: unknown, texts: string[], key?: string): unknown => {
  if (key === '$containsi' && typeof value === 'string') {
    texts.push(value);
    return standIn(texts.length - 1);
  }
  if (Array.isArray(value)) return value.map((item) => shapeOf(item, texts));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v, texts, k)]));
  }
  return value;
};

/**
 * A copy of the query's plain data (objects, arrays; anything else, functions included, is kept as
 * it is) with the stand-ins replaced by `texts`; without `texts`, a copy with the stand-ins.
 */
const fillIn = (value: unknown, texts?: string[]): unknown => {
  if (typeof value === 'string') {
    const match = texts && STAND_IN.exec(value);
    return match ? texts[Number(match[1])] : value;
  }
  if (Array.isArray(value)) return value.map((item) => fillIn(item, texts));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillIn(v, texts)]));
  }
  return value;
};

const optionsOf = (strapi: Core.Strapi, ctx: Ctx) => {
  const strictParams = strapi.config.get('api.rest.strictParams');
  return {
    auth: (ctx.state as { auth?: object }).auth ?? {},
    route: (ctx.state as { route?: object }).route,
    ...(typeof strictParams === 'boolean' ? { strictParams } : {}),
  } as Parameters<Core.Strapi['contentAPI']['validate']['query']>[2];
};

/**
 * Whose permissions apply: `public` for anonymous callers, `role <id>` for a signed-in reader (the
 * users-permissions strategy: the role's permissions), undefined for any other caller.
 */
const callerOf = (ctx: Ctx): string | undefined => {
  const state = ctx.state as {
    user?: unknown;
    auth?: { strategy?: { name?: string }; credentials?: { role?: { id?: unknown } | null } };
  };
  if (!state.user && !state.auth?.credentials) return 'public';
  const role = state.auth?.credentials?.role?.id;
  if (
    state.auth?.strategy?.name === 'users-permissions' &&
    state.user === state.auth.credentials &&
    role != null
  )
    return `role ${String(role)}`;
  return undefined;
};

/** A shape's entry (validated and sanitized once per generation), or undefined for other callers. */
const shapeEntry = async (strapi: Core.Strapi, ctx: Ctx, uid: UID.ContentType, texts: string[]) => {
  const caller = callerOf(ctx);
  if (caller === undefined) return undefined;
  const contentType = strapi.contentType(uid);
  const options = optionsOf(strapi, ctx);
  const shape = shapeOf(ctx.query, texts) as Record<string, unknown>;
  const key = `${caller} ${uid} ${JSON.stringify(shape)}`;
  const generation = responseCache.generation;
  let known = shapes.get(key);
  if (!known || known.generation !== generation) {
    await strapi.contentAPI.validate.query(shape, contentType, options);
    known = { generation, query: await strapi.contentAPI.sanitize.query(shape, contentType, options) };
    if (shapes.size >= SHAPES) shapes.clear();
    shapes.set(key, known);
  }
  return known;
};

/** `validateQuery` then `sanitizeQuery` of a core controller, through the shapes for anonymous callers. */
const validatedQuery = async (
  strapi: Core.Strapi,
  ctx: Ctx,
  uid: UID.ContentType,
): Promise<Record<string, unknown>> => {
  const texts: string[] = [];
  const known = await shapeEntry(strapi, ctx, uid, texts);
  if (known) return fillIn(known.query, texts) as Record<string, unknown>;
  const contentType = strapi.contentType(uid);
  const options = optionsOf(strapi, ctx);
  await strapi.contentAPI.validate.query(ctx.query, contentType, options);
  return (await strapi.contentAPI.sanitize.query(ctx.query, contentType, options)) as Record<string, unknown>;
};

/**
 * The database queries a `find` runs, recorded while one runs in `capture.run` (the first `findMany`
 * and `count` of the content type, as the document service hands them to the database layer,
 * before any lifecycle rewrites them: `subscribeQueryCapture` is subscribed first).
 */
interface Recording {
  uid: string;
  findMany?: unknown;
  count?: unknown;
}
const capture = new AsyncLocalStorage<Recording>();

export const subscribeQueryCapture = (strapi: Core.Strapi) => {
  const record = (action: 'findMany' | 'count') => (event: { model: { uid: string }; params: unknown }) => {
    const store = capture.getStore();
    if (store && store.uid === event.model.uid && !store[action]) store[action] = fillIn(event.params);
  };
  strapi.db.lifecycles.subscribe({ beforeFindMany: record('findMany'), beforeCount: record('count') });
};

/**
 * A core service's `find` (a page of documents and the pagination with its total). For the shapes
 * of `validatedQuery`, the document service's work (validating the parameters again, turning them
 * into database queries: several traversals of the query, for the page and again for its count) is
 * done once per shape: the first request runs `find` on the shape itself and records the two
 * database queries, the next ones fill in their texts and run those. Paged queries only (the
 * site's); others run `find` every time.
 */
export const findPage = async (
  strapi: Core.Strapi,
  ctx: Ctx,
  uid: UID.ContentType,
): Promise<{ results: unknown[]; pagination: unknown }> => {
  const texts: string[] = [];
  const known = await shapeEntry(strapi, ctx, uid, texts);
  const service = strapi.service(uid as never) as unknown as {
    find(query: unknown): Promise<{ results: unknown[]; pagination: Record<string, unknown> }>;
  };
  if (!known) return service.find(await validatedQuery(strapi, ctx, uid));
  if (known.compiled === false) return service.find(fillIn(known.query, texts));
  if (!known.compiled) {
    const store: Recording = { uid };
    const found = await capture.run(store, () => service.find(known.query));
    const { page, pageSize } = found.pagination;
    const paged = typeof page === 'number' && typeof pageSize === 'number';
    known.compiled =
      paged && store.findMany && store.count
        ? { findMany: store.findMany, count: store.count, pagination: { page, pageSize } }
        : false;
    if (!texts.length) return found;
    if (!known.compiled) return service.find(fillIn(known.query, texts));
  }
  const { findMany, count, pagination } = known.compiled;
  const query = strapi.db.query(uid);
  const results = (await query.findMany(fillIn(findMany, texts) as never)) as unknown[];
  const total = Number(await query.count(fillIn(count, texts) as never));
  return { results, pagination: paginationMeta(pagination, total) };
};
