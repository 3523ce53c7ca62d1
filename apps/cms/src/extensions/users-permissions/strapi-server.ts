import { errors } from '@strapi/utils';
import { accountMailLinks } from '../../bootstrap/dev-mailbox';
import { enabledProviders, redirectUriFor } from '../../bootstrap/social';
import type { AuthUser, Ctx } from '../../utils/owner';
import { responseCache } from '../../utils/response-cache';
import { mailInBackground, registerWithoutTelling, signInWithEqualWork } from './enumeration';
import { withLiveSessions } from './sessions';

type Handler = (ctx: Ctx, next?: () => Promise<void>) => Promise<unknown>;
type UserRecord = Record<string, unknown> & { id: number };
type PermissionService = Record<string, unknown> & {
  findPublicPermissions: () => Promise<unknown[]>;
  findRolePermissions: (roleId: unknown) => Promise<unknown[]>;
};
interface Route {
  method: string;
  path: string;
  handler: string;
  config?: Record<string, unknown>;
}
interface UsersPermissionsPlugin {
  controllers: {
    user: Record<'find' | 'findOne' | 'update' | 'me', Handler> & Record<string, Handler>;
    auth: (deps: { strapi: unknown }) => Record<string, Handler>;
  };
  services: {
    permission: (context: { strapi: unknown }) => PermissionService;
    providers: (context: { strapi: unknown }) => Record<string, unknown> & {
      buildRedirectUri: (provider?: string) => string;
    };
    jwt: Parameters<typeof withLiveSessions>[0];
  };
  routes: Record<string, { routes: Route[] }>;
}

/**
 * The plugin reads the public role's permissions from the database on every anonymous API call
 * (and a role's on every signed-in one) to build the caller's ability. They change only through
 * writes, which all bump the response cache's generation (permissions included, and again at the
 * commit: src/utils/response-cache.ts), so each role's list is kept until the next write. A list
 * read while a write happened is kept under the older generation, so it is never served after.
 */
const rememberPermissions = (service: PermissionService): PermissionService => {
  const known = new Map<string, { generation: number; permissions: Promise<unknown[]> }>();
  const remembered = (key: string, load: () => Promise<unknown[]>) => {
    const generation = responseCache.generation;
    const hit = known.get(key);
    if (hit && hit.generation === generation) return hit.permissions;
    const permissions = load();
    known.set(key, { generation, permissions });
    permissions.catch(() => known.delete(key));
    return permissions;
  };
  return {
    ...service,
    findPublicPermissions: () => remembered('public', () => service.findPublicPermissions()),
    findRolePermissions: (roleId) =>
      remembered(`role ${String(roleId)}`, () => service.findRolePermissions(roleId)),
  };
};

/** What anyone may see of another user's account: no email, provider, flags or role. */
const PUBLIC_FIELDS = ['id', 'documentId', 'username', 'profile'];

/** The username rule the profile and registration forms show (lower-cased before it is checked). */
export const USERNAME = /^[a-z0-9_.]{3,30}$/;
/** The registration form's shortest password (the user schema's minLength says the same). */
const PASSWORD_MIN_LENGTH = 6;

/**
 * `POST /auth/local/register` holds the registration form's rules, answering the form's own message
 * id in `details.key` (the site shows it translated): a username of the form's rule (lower-cased, as
 * the form sends it), a password of at least six characters. Accounts from social providers are not registered here and keep names
 * derived by the profile lifecycle.
 */
const checkedRegistration =
  (register: Handler): Handler =>
  async (ctx) => {
    const body = ((ctx.request as { body?: Record<string, unknown> }).body ?? {}) as Record<string, unknown>;
    const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : '';
    if (!USERNAME.test(username)) {
      throw new errors.ValidationError('3 to 30 lower-case letters, digits, dots or underscores', {
        key: 'web-auth.usernameRule',
      });
    }
    if (typeof body.password !== 'string' || body.password.length < PASSWORD_MIN_LENGTH) {
      throw new errors.ValidationError(`password must be at least ${PASSWORD_MIN_LENGTH} characters`, {
        key: 'web-auth.passwordRule',
      });
    }
    body.username = username;
    return register(ctx);
  };

/**
 * A sign-in with the right password of an account whose address is not confirmed yet: the plugin's
 * refusal gets the message id the sign-in page shows translated, with a way to send the mail again
 * (only who has the password learns the account's state).
 */
const withUnconfirmedKey =
  (signIn: Handler): Handler =>
  async (ctx) => {
    try {
      return await signIn(ctx);
    } catch (error) {
      if (error instanceof errors.ApplicationError && error.message === 'Your account email is not confirmed')
        throw new errors.ApplicationError(error.message, { key: 'web-auth.notConfirmed' });
      throw error;
    }
  };

const ROLE_FIELDS = ['id', 'documentId', 'name', 'description', 'type'];

/**
 * Nobody has `role.find` (it would list the roles and reach them through relations), so a query's
 * `populate` of `role` is taken out before users-permissions validates it; answers whether it was
 * asked for (`populate=role`, `populate[0]=role`, `populate[role]=…`, comma lists).
 */
const takeRolePopulate = (ctx: Ctx): boolean => {
  const query = ctx.query as Record<string, unknown>;
  const populate = query.populate;
  const names = (value: string) => value.split(',').map((name) => name.trim());
  if (typeof populate === 'string') {
    const rest = names(populate).filter((name) => name !== 'role');
    if (rest.length === names(populate).length) return false;
    ctx.query = { ...query, populate: rest.length ? rest.join(',') : undefined };
    return true;
  }
  if (Array.isArray(populate)) {
    const rest = populate.filter((name) => typeof name !== 'string' || !names(name).includes('role'));
    if (rest.length === populate.length) return false;
    ctx.query = { ...query, populate: rest.length ? rest : undefined };
    return true;
  }
  if (populate && typeof populate === 'object' && 'role' in populate) {
    const { role: _role, ...rest } = populate as Record<string, unknown>;
    ctx.query = { ...query, populate: Object.keys(rest).length ? rest : undefined };
    return true;
  }
  return false;
};

/** The caller's own role (name and type), for `/users/me` and `/users/:own-id` with `populate=role`. */
const ownRole = async (userId: number) => {
  const user = (await strapi.db.query('plugin::users-permissions.user').findOne({
    where: { id: userId },
    select: ['id'],
    populate: { role: { select: ROLE_FIELDS } },
  })) as { role?: Record<string, unknown> | null } | null;
  return user?.role ?? null;
};

/**
 * `GET /users/username-available?username=`: whether another user has the name (case-insensitively;
 * the caller's own name counts as available), and nothing more. A name that breaks the form's rule
 * answers 400 with it.
 */
const usernameAvailable = async (ctx: Ctx) => {
  const caller = ctx.state.user as AuthUser | undefined;
  if (!caller) throw new errors.UnauthorizedError('Sign in first');
  const asked = (ctx.query as Record<string, unknown>).username;
  const wanted = typeof asked === 'string' ? asked.trim().toLowerCase() : '';
  if (!USERNAME.test(wanted)) {
    throw new errors.ValidationError(
      'username must be 3 to 30 lower-case letters, digits, dots or underscores',
    );
  }
  const users = strapi.db.query('plugin::users-permissions.user');
  const taken = await users.findOne({
    select: ['id'],
    where: { username: { $eqi: wanted }, id: { $ne: caller.id } },
  });
  ctx.body = { available: !taken };
};
const SELF_WRITABLE = ['username', 't_n_c_accepted'];

const visible = (user: UserRecord, caller?: AuthUser) =>
  caller && user.id === caller.id
    ? user
    : Object.fromEntries(Object.entries(user).filter(([key]) => PUBLIC_FIELDS.includes(key)));

/**
 * `/users`: everyone sees only public fields of other accounts; a user changes only their own
 * username and t_n_c_accepted (a new username is carried over to the profile when it fits its rules).
 */
/**
 * The auth handlers read fields of the request's body; a POST sent without one (no Content-Type: a
 * stranger's script, not the site) left it undefined and answered 500. They get `{}` instead, so their
 * own validation answers the 400 it gives any body without the fields.
 */
const withObjectBodies = (handlers: Record<string, Handler>): Record<string, Handler> =>
  Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      typeof handler !== 'function'
        ? handler
        : function (this: unknown, ctx: Ctx, next?: () => Promise<void>) {
            const request = ctx.request as { body?: unknown };
            if (request.body === undefined || request.body === null) request.body = {};
            return handler.call(this, ctx, next);
          },
    ]),
  );

export default (plugin: UsersPermissionsPlugin) => {
  const { find, findOne, update, me } = plugin.controllers.user;
  const permissionService = plugin.services.permission;
  plugin.services.permission = (context) => rememberPermissions(permissionService(context));
  // A token is good only while its session lives (sessions.ts).
  plugin.services.jwt = withLiveSessions(plugin.services.jwt);

  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => {
    const auth = withObjectBodies(authFactory(deps));
    const { register, callback, forgotPassword, sendEmailConfirmation, connect } = auth;
    return {
      ...auth,
      // Neither answers nor times tell a real account from an unknown one (enumeration.ts).
      ...(register
        ? {
            register: checkedRegistration(
              registerWithoutTelling(strapi, register.bind(auth), () => accountMailLinks(strapi)),
            ),
          }
        : {}),
      ...(callback ? { callback: withUnconfirmedKey(signInWithEqualWork(strapi, callback.bind(auth))) } : {}),
      ...(forgotPassword
        ? { forgotPassword: mailInBackground(strapi, 'forgot-password', forgotPassword.bind(auth)) }
        : {}),
      ...(sendEmailConfirmation
        ? {
            sendEmailConfirmation: mailInBackground(
              strapi,
              'send-email-confirmation',
              sendEmailConfirmation.bind(auth),
            ),
          }
        : {}),
      // The plugin reads the provider from the URL as sent, after a lower-case `/connect/`: another
      // case (which the router takes) left it nothing to read and answered 500. It reads the spelling
      // the router matched as the canonical one.
      ...(connect
        ? {
            connect(this: unknown, ctx: Ctx, next?: () => Promise<void>) {
              ctx.request.url = ctx.request.url.replace(/\/connect\//i, '/connect/');
              return connect.call(this, ctx, next);
            },
          }
        : {}),
      // `GET /auth/providers`: the social providers enabled, for the sign-in page's buttons.
      async providers(ctx: Ctx) {
        ctx.body = { data: (await enabledProviders(strapi)).map((name) => ({ name })) };
      },
    };
  };
  // Providers send readers back to the site's origin, which forwards `/api` (bootstrap/social.ts).
  const providersService = plugin.services.providers;
  plugin.services.providers = (context) => {
    const service = providersService(context);
    const { buildRedirectUri } = service;
    return {
      ...service,
      buildRedirectUri: (provider = '') => redirectUriFor(provider, buildRedirectUri(provider)),
    };
  };

  plugin.controllers.user.usernameAvailable = usernameAvailable;
  // Before `/users/:id`, which would read `username-available` as an id.
  const routes = plugin.routes['content-api'].routes;
  const byId = routes.findIndex((route) => route.method === 'GET' && route.path === '/users/:id');
  routes.splice(Math.max(0, byId), 0, {
    method: 'GET',
    path: '/users/username-available',
    handler: 'user.usernameAvailable',
    config: { prefix: '' },
  });
  routes.push({ method: 'GET', path: '/auth/providers', handler: 'auth.providers', config: { prefix: '' } });

  plugin.controllers.user.me = async (ctx) => {
    const wantsRole = takeRolePopulate(ctx);
    await me(ctx);
    const caller = ctx.state.user as AuthUser | undefined;
    if (wantsRole && caller && ctx.body && typeof ctx.body === 'object') {
      ctx.body = { ...(ctx.body as UserRecord), role: await ownRole(caller.id) };
    }
  };

  plugin.controllers.user.find = async (ctx) => {
    await find(ctx);
    const caller = ctx.state.user as AuthUser | undefined;
    ctx.body = ((ctx.body as UserRecord[]) ?? []).map((user) => visible(user, caller));
  };

  plugin.controllers.user.findOne = async (ctx) => {
    const wantsRole = takeRolePopulate(ctx);
    await findOne(ctx);
    const caller = ctx.state.user as AuthUser | undefined;
    if (!ctx.body) return;
    const user = visible(ctx.body as UserRecord, caller);
    const own = caller && (user as UserRecord).id === caller.id;
    ctx.body = wantsRole && own ? { ...user, role: await ownRole(caller.id) } : user;
  };

  plugin.controllers.user.update = async (ctx) => {
    const caller = ctx.state.user as AuthUser | undefined;
    if (!caller || String(caller.id) !== String(ctx.params.id)) {
      throw new errors.ForbiddenError('You can only change your own account');
    }
    const body = ((ctx.request as { body?: Record<string, unknown> }).body ?? {}) as Record<string, unknown>;
    const input = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
    const refused = Object.keys(input).filter((key) => !SELF_WRITABLE.includes(key));
    if (refused.length)
      throw new errors.ValidationError(`These fields cannot be changed here: ${refused.join(', ')}`);
    if (input.username !== undefined) {
      // The profile form's rule and message (web-account.usernameRule), which the site translates.
      if (typeof input.username !== 'string' || !USERNAME.test(input.username.trim())) {
        throw new errors.ValidationError('3 to 30 lower-case letters, digits, dots or underscores.', {
          key: 'web-account.usernameRule',
        });
      }
      input.username = input.username.trim();
    }
    if (input.t_n_c_accepted !== undefined && typeof input.t_n_c_accepted !== 'boolean') {
      throw new errors.ValidationError('t_n_c_accepted must be true or false');
    }
    (ctx.request as { body?: unknown }).body = input;
    await strapi.db.transaction(async () => {
      await update(ctx);
      const username = typeof input.username === 'string' ? input.username.trim() : undefined;
      if (username && USERNAME.test(username)) {
        const profiles = strapi.db.query('api::profile.profile');
        const taken = await profiles.findOne({
          select: ['id'],
          where: { username, user: { id: { $ne: caller.id } } },
        });
        if (!taken) await profiles.update({ where: { user: { id: caller.id } }, data: { username } });
      }
    });
  };

  return plugin;
};
