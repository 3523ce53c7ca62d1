import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: secret('APP_KEYS').split(',') },
  // Uploads go to <public>/uploads; the test harness points KATHA_PUBLIC_DIR at a throwaway folder.
  dirs: { public: env('KATHA_PUBLIC_DIR', './public') },
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('KATHA_STARTUP_LOG', true) } },
});
