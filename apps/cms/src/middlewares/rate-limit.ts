import type { Core } from '@strapi/strapi';
import { localAccount } from '../extensions/users-permissions/enumeration';
import type { Ctx } from '../utils/owner';
import { consume, type Limit } from '../utils/rate-limit';
import { routeOf } from '../utils/route-path';

type Request = Ctx & { request: Ctx['request'] & { ip: string; body?: unknown } };

/**
 * Where the account key of a rule comes from: the signed-in user, a field of the JSON body, or the
 * account a sign-in identifier names (its username and its email count as one).
 */
type Account = 'user' | { body: string } | 'sign-in' | null;

interface Rule {
  /** The bucket: each rule counts on its own (sign-in attempts never use up the comment budget). */
  name: string;
  group: Group;
  method: string;
  path: RegExp;
  account: Account;
}

/**
 * The limits, by group: `max` per account (the signed-in user, or the sign-in identifier / email)
 * per window, and `ipMax` per client address per window. Each is set by environment variables:
 * KATHA_<GROUP>_RATE_LIMIT, KATHA_<GROUP>_RATE_LIMIT_IP (default 5 × the account limit: several
 * people share an address) and KATHA_<GROUP>_RATE_WINDOW_S. KATHA_RATE_LIMIT_SCALE multiplies
 * every limit (test harnesses that sign hundreds of users in from one address raise it).
 */
const GROUPS = {
  AUTH: { max: 10, windowS: 60 },
  COMMENT: { max: 10, windowS: 60 },
  UPLOAD: { max: 20, windowS: 600 },
  USERNAME_CHECK: { max: 30, windowS: 60 },
} as const;
type Group = keyof typeof GROUPS;

const RELATION = '[^/]+';
/**
 * (method, path) → group and account key. Paths are the CMS's, `/api` included, in the canonical
 * form of src/utils/route-path.ts (lower case, no trailing slash): every spelling the router sends
 * to a route is counted by its rule.
 */
export const RULES: readonly Rule[] = [
  {
    name: 'sign-in',
    group: 'AUTH',
    method: 'POST',
    path: /^\/api\/auth\/local$/,
    account: 'sign-in',
  },
  {
    name: 'register',
    group: 'AUTH',
    method: 'POST',
    path: /^\/api\/auth\/local\/register$/,
    account: { body: 'email' },
  },
  {
    name: 'forgot-password',
    group: 'AUTH',
    method: 'POST',
    path: /^\/api\/auth\/forgot-password$/,
    account: { body: 'email' },
  },
  {
    name: 'reset-password',
    group: 'AUTH',
    method: 'POST',
    path: /^\/api\/auth\/reset-password$/,
    account: null,
  },
  {
    name: 'change-password',
    group: 'AUTH',
    method: 'POST',
    path: /^\/api\/auth\/change-password$/,
    account: 'user',
  },
  {
    name: 'email-confirmation',
    group: 'AUTH',
    method: 'POST',
    path: /^\/api\/auth\/send-email-confirmation$/,
    account: { body: 'email' },
  },
  {
    name: 'social-sign-in',
    group: 'AUTH',
    method: 'GET',
    path: /^\/api\/(connect\/.+|auth\/[^/]+\/callback)$/,
    account: null,
  },
  {
    name: 'comment',
    group: 'COMMENT',
    method: 'POST',
    path: new RegExp(`^/api/comments/${RELATION}$`),
    account: 'user',
  },
  {
    name: 'comment-edit',
    group: 'COMMENT',
    method: 'PUT',
    path: new RegExp(`^/api/comments/${RELATION}/comment/[^/]+$`),
    account: 'user',
  },
  {
    name: 'comment-report',
    group: 'COMMENT',
    method: 'POST',
    path: new RegExp(`^/api/comments/${RELATION}/comment/[^/]+/report-abuse$`),
    account: 'user',
  },
  { name: 'upload', group: 'UPLOAD', method: 'POST', path: /^\/api\/upload$/, account: 'user' },
  {
    name: 'username-check',
    group: 'USERNAME_CHECK',
    method: 'GET',
    path: /^\/api\/users\/username-available$/,
    account: 'user',
  },
];

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(number) && number > 0 ? number : fallback;
};

/** Each group's limits from the environment (read when the CMS starts). */
export const limitsFromEnv = (env: NodeJS.ProcessEnv = process.env) => {
  const scale = positive(env.KATHA_RATE_LIMIT_SCALE, 1);
  return Object.fromEntries(
    Object.entries(GROUPS).map(([group, defaults]) => {
      const max = positive(env[`KATHA_${group}_RATE_LIMIT`], defaults.max);
      const windowMs = positive(env[`KATHA_${group}_RATE_WINDOW_S`], defaults.windowS) * 1000;
      const ipMax = positive(env[`KATHA_${group}_RATE_LIMIT_IP`], max * 5);
      return [
        group,
        {
          account: { max: Math.round(max * scale), windowMs },
          ip: { max: Math.round(ipMax * scale), windowMs },
        },
      ];
    }),
  ) as Record<Group, { account: Limit; ip: Limit }>;
};

/** The signed-in user's id from a users-permissions bearer token, or undefined (no token, an API token, invalid). */
const userIdOf = async (strapi: Core.Strapi, ctx: Request): Promise<string | undefined> => {
  const header = ctx.get('Authorization');
  if (!/^bearer\s+\S+$/i.test(header)) return undefined;
  try {
    const payload = (await strapi.plugin('users-permissions').service('jwt').getToken(ctx)) as {
      id?: unknown;
    } | null;
    return payload?.id === undefined ? undefined : String(payload.id);
  } catch {
    return undefined;
  }
};

const bodyField = (ctx: Request, field: string) => {
  const value = (ctx.request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

const accountOf = async (strapi: Core.Strapi, ctx: Request, account: Account) => {
  if (account === 'user') return userIdOf(strapi, ctx);
  if (account === 'sign-in') {
    const identifier = bodyField(ctx, 'identifier');
    if (identifier === undefined) return undefined;
    // The identifier as the sign-in reads it (untrimmed): the account it names, whichever name.
    const raw = (ctx.request.body as { identifier: string }).identifier;
    const user = await localAccount(strapi, raw);
    return user ? `user ${user.id}` : `name ${identifier.toLowerCase()}`;
  }
  if (account) return bodyField(ctx, account.body)?.toLowerCase();
  return undefined;
};

/**
 * The rate limits of credentials and writes: sign-in, registration, password resets, comments,
 * uploads and the username check count per client address (`ctx.request.ip`: the socket's, or
 * X-Forwarded-For's only from the site's server with KATHA_PROXY_KEY or behind KATHA_TRUST_PROXY,
 * src/middlewares/client-address.ts) and per account; past either limit the request answers 429
 * with `Retry-After` (seconds) before reaching its route.
 * Runs after `strapi::body` (sign-in and forgot-password count per identifier / email).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const limits = limitsFromEnv();
  return async (ctx: Request, next: () => Promise<void>) => {
    const route = routeOf(ctx);
    const rule =
      route &&
      RULES.find((candidate) => candidate.method === route.method && candidate.path.test(route.path));
    if (!rule) return next();
    const limit = limits[rule.group];
    const account = await accountOf(strapi, ctx, rule.account);
    const retryAfter = await consume([
      { key: `${rule.name}|ip|${ctx.request.ip || 'unknown'}`, limit: limit.ip },
      ...(account ? [{ key: `${rule.name}|account|${account}`, limit: limit.account }] : []),
    ]);
    if (retryAfter === null) return next();
    ctx.status = 429;
    ctx.set('Retry-After', String(retryAfter));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      data: null,
      error: {
        status: 429,
        name: 'TooManyRequestsError',
        message: `Too many requests; try again in ${retryAfter} seconds`,
        details: { retryAfter },
      },
    };
  };
};
