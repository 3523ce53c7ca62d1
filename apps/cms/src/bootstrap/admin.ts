import type { Core } from '@strapi/strapi';
import { seedPassword } from '../seed/content';

export const DEV_ADMIN_EMAIL = 'admin@katha.dev';

/**
 * The admin-panel account for local use: created once when no admin exists, outside production
 * with the seeded accounts' password (or anywhere KATHA_ADMIN_PASSWORD is set, which then is its
 * password).
 */
export const ensureAdminAccount = async (strapi: Core.Strapi) => {
  const password =
    process.env.KATHA_ADMIN_PASSWORD || (process.env.NODE_ENV === 'production' ? '' : seedPassword());
  if (!password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  await users.createFirstAdmin({
    email: process.env.KATHA_ADMIN_EMAIL || DEV_ADMIN_EMAIL,
    firstname: 'Katha',
    lastname: 'Admin',
    password,
  });
  strapi.log.info(`Created the admin-panel account ${process.env.KATHA_ADMIN_EMAIL || DEV_ADMIN_EMAIL}`);
};
