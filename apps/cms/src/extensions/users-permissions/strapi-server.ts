import { errors } from '@strapi/utils';
import type { AuthUser, Ctx } from '../../utils/owner';
import { responseCache } from '../../utils/response-cache';

type Handler = (ctx: Ctx) => Promise<unknown>;
type UserRecord = Record<string, unknown> & { id: number };
type PermissionService = Record<string, unknown> & {
  findPublicPermissions: () => Promise<unknown[]>;
  findRolePermissions: (roleId: unknown) => Promise<unknown[]>;
};
interface UsersPermissionsPlugin {
  controllers: { user: Record<'find' | 'findOne' | 'update', Handler> };
  services: { permission: (context: { strapi: unknown }) => PermissionService };
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

/** What anyone may see of another user's account: no email, provider or flags. */
const PUBLIC_FIELDS = ['id', 'documentId', 'username', 'profile', 'role'];
const SELF_WRITABLE = ['username', 't_n_c_accepted'];

const visible = (user: UserRecord, caller?: AuthUser) =>
  caller && user.id === caller.id
    ? user
    : Object.fromEntries(Object.entries(user).filter(([key]) => PUBLIC_FIELDS.includes(key)));

/**
 * `/users`: everyone sees only public fields of other accounts; a user changes only their own
 * username and t_n_c_accepted (a new username is carried over to the profile when it fits its rules).
 */
export default (plugin: UsersPermissionsPlugin) => {
  const { find, findOne, update } = plugin.controllers.user;
  const permissionService = plugin.services.permission;
  plugin.services.permission = (context) => rememberPermissions(permissionService(context));

  plugin.controllers.user.find = async (ctx) => {
    await find(ctx);
    const caller = ctx.state.user as AuthUser | undefined;
    ctx.body = ((ctx.body as UserRecord[]) ?? []).map((user) => visible(user, caller));
  };

  plugin.controllers.user.findOne = async (ctx) => {
    await findOne(ctx);
    if (ctx.body) ctx.body = visible(ctx.body as UserRecord, ctx.state.user as AuthUser | undefined);
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
    if (
      input.username !== undefined &&
      (typeof input.username !== 'string' || input.username.trim().length < 3)
    ) {
      throw new errors.ValidationError('username must be at least 3 characters');
    }
    if (input.t_n_c_accepted !== undefined && typeof input.t_n_c_accepted !== 'boolean') {
      throw new errors.ValidationError('t_n_c_accepted must be true or false');
    }
    (ctx.request as { body?: unknown }).body = input;
    await strapi.db.transaction(async () => {
      await update(ctx);
      const username = typeof input.username === 'string' ? input.username.trim() : undefined;
      if (username && /^[a-z0-9_.]{3,30}$/.test(username)) {
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
