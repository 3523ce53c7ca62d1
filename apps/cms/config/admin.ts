import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Tests and the API-only harness set KATHA_SERVE_ADMIN=false so they never need the admin build.
  serveAdminPanel: env.bool('KATHA_SERVE_ADMIN', true),
  auth: {
    secret: secret('ADMIN_JWT_SECRET'),
    // Strapi's default, 30 minutes, unless set: the test harness sets 6 hours (tools/cms-process.mjs).
    sessions: { accessTokenLifespan: env.int('KATHA_ADMIN_TOKEN_LIFESPAN_S', 30 * 60) },
  },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  watchIgnoreFiles: ['**/seed-content/**'],
});
