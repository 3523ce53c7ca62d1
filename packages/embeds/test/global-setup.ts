import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import { extname, join, normalize } from 'node:path';
import { startCms } from '../../../tests/support/cms.js';
// @ts-expect-error: a plain ES module of this package, without declarations
import { buildConsumer } from '../scripts/consumer.mjs';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A static server of the consumer's pages; in HTML the CMS placeholder URL becomes the real one. */
function serve(root: string, port: number, cmsUrl: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'partner.html' : path);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      let body: Buffer | string = await readFile(file);
      if (file.endsWith('.html')) body = body.toString('utf8').replaceAll('http://localhost:1337', cmsUrl);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/**
 * Packs and installs every package into a consumer project (type-checked, pages built), starts a
 * seeded CMS that allows the pages' origin as a partner (and not as the site), and serves the pages.
 */
export default async function globalSetup() {
  const consumer = buildConsumer() as { dir: string; out: string };
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
    server = await serve(consumer.out, port, cms.url);
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
