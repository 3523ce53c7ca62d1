import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createWebServer } from './app.js';
import type { SsrEntry } from './render.js';

/**
 * Starts the site: `PORT` (default 3000), `HOST` (default 0.0.0.0), `KATHA_CMS_URL` (default
 * http://127.0.0.1:1337, the CMS's own default), `KATHA_PUBLIC_URL` (the site's public address,
 * the CMS's too for links in mail; canonical origin; default the request's Host),
 * `KATHA_WEB_TRUST_PROXY=true` behind a TLS-terminating proxy that sets
 * `X-Forwarded-Proto` and `X-Forwarded-For` (the session cookie is then Secure for https readers),
 * `KATHA_PROXY_KEY` (the CMS's: with it the CMS counts readers by their address, not this server),
 * `KATHA_IMAGE_CACHE_DIR` (the image endpoint's resized copies; default apps/web/.cache/images),
 * `KATHA_REDIS_URL` (shared with the other site servers and CMS instances: their writes drop the
 * pages they changed here too).
 */
const here = dirname(fileURLToPath(import.meta.url));
// React's production build unless told otherwise (the SSR bundle reads NODE_ENV when it loads).
process.env.NODE_ENV ??= 'production';
// The app's server entry, built by `vite build --ssr` (src/entry-server.tsx) beside this server.
const ssr = (await import(pathToFileURL(join(here, '../ssr/entry-server.js')).href)) as SsrEntry;
const server = createWebServer({
  ssr,
  clientDir: join(here, '../../client'),
  cmsUrl: process.env.KATHA_CMS_URL ?? 'http://127.0.0.1:1337',
  ...(process.env.KATHA_PUBLIC_URL ? { publicUrl: process.env.KATHA_PUBLIC_URL } : {}),
  trustProxy: process.env.KATHA_WEB_TRUST_PROXY === 'true',
  ...(process.env.KATHA_PROXY_KEY ? { proxyKey: process.env.KATHA_PROXY_KEY } : {}),
  // Resized images (git-ignored), kept across restarts and builds.
  imageCacheDir: process.env.KATHA_IMAGE_CACHE_DIR ?? join(here, '../../../.cache/images'),
  ...(process.env.KATHA_REDIS_URL ? { redisUrl: process.env.KATHA_REDIS_URL } : {}),
});
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
server.listen(port, host, () => {
  const shown = host === '0.0.0.0' ? 'localhost' : host;
  console.log(
    `Katha is at http://${shown}:${port} (CMS ${process.env.KATHA_CMS_URL ?? 'http://127.0.0.1:1337'})`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
