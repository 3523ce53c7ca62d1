import type { Core } from '@strapi/strapi';
import { UPLOAD_MAX_BYTES } from '../src/utils/uploads';

/** KATHA_LOG_REQUESTS=false drops the per-request log line (the benchmark does). */
export default ({ env }: Core.Config.Shared.ConfigParams) => [
  // `ctx.request.ip` is the reader's when the site's server forwards with KATHA_PROXY_KEY, else
  // Koa's (KATHA_TRUST_PROXY): src/middlewares/client-address.ts, before anything reads it.
  'global::client-address',
  ...(env.bool('KATHA_LOG_REQUESTS', true) ? ['strapi::logger'] : []),
  'strapi::errors',
  'strapi::security',
  // Who may read answers cross-origin: the site's origins (KATHA_CORS_ORIGINS, with credentials, /api
  // only) and partners (KATHA_PARTNER_ORIGINS, anonymous public reads): src/middlewares/partner-cors.ts.
  'global::partner-cors',
  // Strapi refuses to start without an entry named strapi::cors: a no-op (src/index.ts register).
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  // `?locale=` first, for its own message ("Unknown locale").
  'global::locale-guard',
  // Deny by default: each /api call and its query must be in openapi/cms.yaml (404 / 400), before
  // the response cache so cached answers were checked too: src/middlewares/query-guard.ts.
  'global::query-guard',
  // Anonymous public reads from memory, dropped on writes: src/middlewares/response-cache.ts.
  'global::response-cache',
  // With KATHA_REDIS_URL, an admin panel write drops the site servers' pages: src/utils/shared-state.ts.
  'global::admin-changes',
  // No password hashes, tokens, others' emails or role lists in any /api answer; inside the cache,
  // so what it stores is scrubbed: src/middlewares/response-scrub.ts.
  'global::response-scrub',
  // Multipart files stop at twice the upload limit (413): a file just over it reaches the upload
  // extension, which answers a 400 saying so (src/extensions/upload/strapi-server.ts).
  { name: 'strapi::body', config: { formidable: { maxFileSize: 2 * UPLOAD_MAX_BYTES } } },
  // 429 past the limits on credentials and writes, per address and account; after the body,
  // for the sign-in identifier: src/middlewares/rate-limit.ts.
  'global::rate-limit',
  'strapi::session',
  'strapi::favicon',
  // nosniff, a sandboxing CSP and an image type or an attachment for everything under /uploads.
  'global::upload-headers',
  // With KATHA_S3_BUCKET, /uploads answered from the bucket (src/middlewares/upload-store.ts).
  'global::upload-store',
  'strapi::public',
];
