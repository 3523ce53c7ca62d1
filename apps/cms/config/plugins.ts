import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/secrets';
import { uploadProvider } from '../src/utils/upload-store';
import { ACCEPTED_MIME_TYPES, UPLOAD_MAX_BYTES } from '../src/utils/uploads';

/**
 * Sessions kept on the server (src/extensions/users-permissions/sessions.ts): each token names its
 * session, which logout, a password change or reset and a block end. The site keeps the token in its
 * cookie and never refreshes it, so the token, its session and the cookie live as long.
 */
const sessionLifespans = (days: number) => {
  const seconds = days * 24 * 60 * 60;
  return {
    accessTokenLifespan: seconds,
    maxRefreshTokenLifespan: seconds,
    idleRefreshTokenLifespan: seconds,
  };
};

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  i18n: { enabled: true, config: { defaultLocale: 'en' } },
  // Images only, 10 MB, for the admin panel too; the content API checks the bytes itself first
  // (src/extensions/upload/strapi-server.ts), as Strapi's check trusts the extension when it
  // cannot recognise the bytes. Stored in public/uploads, or with KATHA_S3_BUCKET in that bucket
  // (src/utils/upload-store.ts).
  upload: {
    config: {
      sizeLimit: UPLOAD_MAX_BYTES,
      security: { allowedTypes: ACCEPTED_MIME_TYPES },
      ...uploadProvider(env),
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      jwtManagement: 'refresh',
      sessions: sessionLifespans(env.int('KATHA_SESSION_DAYS', 30)),
      register: { allowedFields: ['t_n_c_accepted'] },
      // Off: sign-in, registration and password calls are limited with the other credentials and
      // writes, per address and per account, by src/middlewares/rate-limit.ts (KATHA_AUTH_RATE_*).
      ratelimit: { enabled: false },
    },
  },
  comments: {
    enabled: true,
    config: {
      enabledCollections: ['api::article.article'],
      moderatorRoles: ['katha_staff'],
      approvalFlow: [],
      entryLabel: {
        '*': ['Title', 'title', 'Name', 'name', 'Subject', 'subject'],
        'api::article.article': ['title'],
      },
      badWords: false,
      blockedAuthorProps: [],
      isValidationEnabled: false,
      client: { url: env('KATHA_PUBLIC_URL', null), contactEmail: null },
    },
  },
});
