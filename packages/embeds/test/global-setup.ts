import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { startCms } from '@katha/tools/cms';
import { freePort } from '@katha/tools/cms-process';
// @ts-expect-error: a plain ES module of this package, without declarations
import { buildConsumer } from '../scripts/consumer.mjs';
// @ts-expect-error: a plain ES module of this package, without declarations
import { serve } from '../scripts/serve.mjs';

/**
 * Packs and installs every package into a consumer project (type-checked, pages built), starts a
 * seeded CMS that allows the pages' origin as a partner (and not as the site), and serves the pages.
 */
export default async function globalSetup() {
  const consumer = (await buildConsumer()) as { dir: string; out: string };
  const port = await freePort();
  const pagesUrl = `http://127.0.0.1:${port}`;
  const cms = await startCms({
    seed: true,
    env: {
      KATHA_CORS_ORIGINS: 'https://site.katha.invalid',
      KATHA_PARTNER_ORIGINS: pagesUrl,
      KATHA_NEWSLETTER_RATE_LIMIT: '20',
      KATHA_LOG_REQUESTS: 'false',
    },
  });
  let server: Server;
  try {
    // The links and images point at a site of their own, the one embeds.spec.ts expects.
    server = (await serve(consumer.out, port, cms.url, 'https://katha.example')) as Server;
  } catch (error) {
    await cms.stop();
    rmSync(consumer.dir, { recursive: true, force: true });
    throw error;
  }
  process.env.KATHA_EMBEDS_PAGES = pagesUrl;
  process.env.KATHA_EMBEDS_CMS = cms.url;
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await cms.stop();
    rmSync(consumer.dir, { recursive: true, force: true });
  };
}
