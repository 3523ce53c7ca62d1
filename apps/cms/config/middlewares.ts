import type { Core } from '@strapi/strapi';

/** KATHA_LOG_REQUESTS=false drops the per-request log line (the benchmark does). */
export default ({ env }: Core.Config.Shared.ConfigParams) => [
  ...(env.bool('KATHA_LOG_REQUESTS', true) ? ['strapi::logger'] : []),
  'strapi::errors',
  'strapi::security',
  // Site and partner origins (KATHA_CORS_ORIGINS, KATHA_PARTNER_ORIGINS): src/middlewares/partner-cors.ts.
  'global::partner-cors',
  // Strapi refuses to start without an entry named strapi::cors; with no origins it adds nothing
  // (partner-cors above answers every cross-origin request).
  { name: 'strapi::cors', config: { origin: [] } },
  'strapi::poweredBy',
  'strapi::query',
  'global::locale-guard',
  // Anonymous public reads from memory, dropped on writes: src/middlewares/response-cache.ts.
  'global::response-cache',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
