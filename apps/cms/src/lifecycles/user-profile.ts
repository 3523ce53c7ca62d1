import type { Core, Modules } from '@strapi/strapi';

const USER = 'plugin::users-permissions.user';
const PROFILE = 'api::profile.profile';

/** A profile username from an account username: the allowed characters only, 3..30 long, unique. */
const freeProfileUsername = async (strapi: Core.Strapi, username: string) => {
  const base =
    username
      .toLowerCase()
      .replace(/[^a-z0-9_.]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 26)
      .padEnd(3, '_') || 'reader';
  let candidate = base;
  for (
    let n = 2;
    await strapi.db.query(PROFILE).findOne({ select: ['id'], where: { username: candidate } });
    n++
  ) {
    candidate = `${base}${n}`;
  }
  return candidate;
};

/**
 * Creating a user (registration, the admin panel, the seed) creates and links its profile in the
 * same transaction, so a user never exists without one. Renaming the user renames a profile that
 * still carries the old name.
 */
export const userProfileMiddleware =
  (strapi: Core.Strapi): Modules.Documents.Middleware.Middleware =>
  async (context, next) => {
    if (context.uid !== USER || context.action !== 'create') return next();
    return strapi.db.transaction(async () => {
      const result = await next();
      const user = result as unknown as { id: number; username: string };
      const linked = await strapi.db
        .query(PROFILE)
        .findOne({ select: ['id'], where: { user: { id: user.id } } });
      if (!linked) {
        await strapi.documents(PROFILE).create({
          data: {
            username: await freeProfileUsername(strapi, user.username),
            user: user.id,
            user_stat: { total_earnings: 0, reading_points: 0, reading_level: 1, reading_bonus: 0 },
          },
        });
      }
      return result;
    });
  };
