// A static server of the consumer project's pages (see consumer.mjs): in HTML, the addresses the
// demo pages are written with (demo/pages.mjs: `npm start`'s CMS and site) become `cmsUrl` and `siteUrl`.
//   npm run demo -w @katha/embeds   builds the consumer from packed tarballs and serves its pages
//   on http://127.0.0.1:4173 (another origin than the site and the CMS); run `npm start` first
//   (KATHA_CMS_URL and KATHA_SITE_URL point elsewhere).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CMS, DEMO_PAGES, DEMO_SITE } from '../demo/pages.mjs';

export { DEMO_CMS, DEMO_SITE };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `root` on 127.0.0.1:`port`; resolves with the listening server. */
export function serve(root, port, cmsUrl = DEMO_CMS, siteUrl = DEMO_SITE) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'partner.html' : path);
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    try {
      let body = await readFile(file);
      if (file.endsWith('.html'))
        body = body.toString('utf8').replaceAll(DEMO_CMS, cmsUrl).replaceAll(DEMO_SITE, siteUrl);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { buildConsumer } = await import('./consumer.mjs');
  const { dir, out } = await buildConsumer();
  const port = Number(process.env.PORT ?? 4173);
  const cmsUrl = process.env.KATHA_CMS_URL ?? DEMO_CMS;
  const siteUrl = process.env.KATHA_SITE_URL ?? DEMO_SITE;
  await serve(out, port, cmsUrl, siteUrl);
  console.log(`Partner demo (packed tarballs, built in ${dir}):`);
  for (const page of Object.keys(DEMO_PAGES)) console.log(`  http://127.0.0.1:${port}/${page}`);
  console.log(`CMS: ${cmsUrl}, site: ${siteUrl} (run \`npm start\` first). Ctrl-C stops.`);
}
