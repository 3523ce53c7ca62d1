import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

export interface AuthUser {
  id: number;
  documentId: string;
  username: string;
  role?: { type: string };
}

export interface OwnProfile {
  id: number;
  documentId: string;
  username: string;
}

/** The Koa context of a Strapi controller. */
export type Ctx = Parameters<Core.ControllerHandler>[0];

/** The signed-in user's profile, or a 403 when the caller is anonymous or has none. */
export const callerProfile = async (strapi: Core.Strapi, ctx: Ctx): Promise<OwnProfile> => {
  const user = ctx.state.user as AuthUser | undefined;
  if (!user) throw new errors.UnauthorizedError('Sign in first');
  const profile = await strapi.db
    .query('api::profile.profile')
    .findOne({ where: { user: { id: user.id } }, select: ['id', 'documentId', 'username'] });
  if (!profile) throw new errors.ForbiddenError('Your account has no profile');
  return profile as OwnProfile;
};

/** `filters` of the query narrowed with `$and` to the caller's own records. */
export const ownFilters = (query: Record<string, unknown>, own: Record<string, unknown>) => ({
  ...query,
  filters: query.filters ? { $and: [query.filters, own] } : own,
});
