import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  i18n: { enabled: true, config: { defaultLocale: 'en' } },
  'users-permissions': {
    config: {
      jwtSecret: secret('JWT_SECRET'),
      jwt: { expiresIn: env('JWT_EXPIRES_IN', '30d') },
      register: { allowedFields: ['t_n_c_accepted'] },
      // Sign-in, registration and password calls per account and client (Strapi's default: 10 a minute).
      ratelimit: {
        interval: env.int('KATHA_AUTH_RATE_WINDOW_S', 60) * 1000,
        max: env.int('KATHA_AUTH_RATE_LIMIT', 10),
      },
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
      client: { url: env('KATHA_WEB_URL', null), contactEmail: null },
    },
  },
});
