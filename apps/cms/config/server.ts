import type { Core } from '@strapi/strapi';
import { secret } from '../src/utils/secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: secret('APP_KEYS').split(',') },
  // Behind a load balancer: take the client's address from the last KATHA_PROXY_COUNT entries of
  // X-Forwarded-For. The site's server is trusted by its key instead (src/middlewares/client-address.ts).
  proxy: { koa: env.bool('KATHA_TRUST_PROXY', false), maxIpsCount: env.int('KATHA_PROXY_COUNT', 1) },
  // Uploads go to <public>/uploads; the test harness points KATHA_PUBLIC_DIR at a throwaway folder.
  dirs: { public: env('KATHA_PUBLIC_DIR', './public') },
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('KATHA_STARTUP_LOG', true) } },
});
