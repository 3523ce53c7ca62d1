// Prints the JavaScript each template route loads (issue 17's figures), gzip-compressed: starts a
// seeded CMS on a throwaway SQLite file and the last build's production server on loopback, reads
// the demo menu's links from the template shell's own menu element, opens every route in Chromium
// and adds up the scripts it requested (each file gzipped at level 9 from build/client, as size.mjs
// counts). Per route: everything it loaded, and what it loaded beyond the lightest template route
// (its own code: a chart library, an app). Figures, not assertions.
// `npm run build -w @katha/web && npm run size:template -w @katha/web` (a few minutes: it waits for
// each route to settle; it prints each route as it goes).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '@katha/tools/chromium';
import { isBuilt, launchScratchCms, launchSite } from '@katha/tools/site-process';
import { chromium } from '@playwright/test';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(webDir, 'build/client');
/** Where the menu is read: any template route. */
const START = '/ui-components/alert';

if (!isBuilt()) {
  console.error('No build: run `npm run build -w @katha/web` first.');
  process.exit(1);
}

const gzipped = new Map();
/** A script's gzip size from the build (0 for a script that is not one of the build's files). */
function gzipOf(pathname) {
  if (!gzipped.has(pathname)) {
    let size = 0;
    try {
      size = gzipSync(readFileSync(join(client, pathname)), { level: 9 }).length;
    } catch {
      // not a file of the build (an inline or foreign script)
    }
    gzipped.set(pathname, size);
  }
  return gzipped.get(pathname);
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const cleanups = [];
try {
  console.log('starting a seeded CMS and the site…');
  const { cms } = await launchScratchCms(cleanups, 'template-js');
  const site = await launchSite({ cmsUrl: cms.url });
  cleanups.push(() => site.stop());
  const browser = await chromium.launch(chromiumLaunchOptions());
  cleanups.push(() => browser.close());

  /** The same-origin scripts a route requested (pathnames), once it has settled. */
  async function scriptsOf(pathname) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === site.url) scripts.add(url.pathname);
    });
    const answer = await page.goto(`${site.url}${pathname}`, { waitUntil: 'networkidle' });
    const menu = await page
      .locator('katha-nav-menu')
      .evaluate((element) => {
        const hrefs = [];
        const walk = (items) => {
          for (const item of items ?? []) {
            if (item.href && !item.disabled && !item.external) hrefs.push(item.href);
            walk(item.children);
          }
        };
        walk(element.items);
        return hrefs;
      })
      .catch(() => []);
    await context.close();
    return { status: answer?.status() ?? 0, scripts, menu };
  }

  const start = await scriptsOf(START);
  const routes = [...new Set(start.menu)].filter((href) => href.startsWith('/') && !href.startsWith('//'));
  const visited = [];
  for (const route of routes) {
    process.stdout.write(`${route}\n`);
    visited.push({ route, ...(await scriptsOf(route)) });
  }
  const built = visited.filter(({ status }) => status === 200);
  const total = (scripts) => [...scripts].reduce((sum, file) => sum + gzipOf(file), 0);
  const lightest = built.reduce((best, item) => (total(item.scripts) < total(best.scripts) ? item : best));

  console.log(
    `\nJS per template route, gzip (own: beyond ${lightest.route}, ${kB(total(lightest.scripts))})`,
  );
  console.log('route'.padEnd(44), 'JS'.padStart(10), 'own'.padStart(10), 'files'.padStart(6));
  for (const { route, scripts } of built) {
    const own = [...scripts].filter((file) => !lightest.scripts.has(file));
    console.log(
      route.padEnd(44),
      kB(total(scripts)).padStart(10),
      kB(total(own)).padStart(10),
      String(scripts.size).padStart(6),
    );
  }
  const missing = visited
    .filter(({ status }) => status !== 200)
    .map(({ route, status }) => `${route} (${status})`);
  if (missing.length) console.log(`\nmenu links without a page yet: ${missing.join(', ')}`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
