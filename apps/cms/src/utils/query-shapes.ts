import { randomBytes } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
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
const shapes = new Map<string, { generation: number; query: unknown }>();

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

const fillIn = (value: unknown, texts: string[]): unknown => {
  if (typeof value === 'string') {
    const match = STAND_IN.exec(value);
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

/** `validateQuery` then `sanitizeQuery` of a core controller, through the shapes for anonymous callers. */
export const validatedQuery = async (
  strapi: Core.Strapi,
  ctx: Ctx,
  uid: UID.ContentType,
): Promise<Record<string, unknown>> => {
  const contentType = strapi.contentType(uid);
  const options = optionsOf(strapi, ctx);
  const caller = callerOf(ctx);
  if (caller === undefined) {
    await strapi.contentAPI.validate.query(ctx.query, contentType, options);
    return (await strapi.contentAPI.sanitize.query(ctx.query, contentType, options)) as Record<
      string,
      unknown
    >;
  }
  const texts: string[] = [];
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
  return fillIn(known.query, texts) as Record<string, unknown>;
};
