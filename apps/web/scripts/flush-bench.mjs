// `node scripts/flush-bench.mjs`: what anonymous writes do to visitors' pages (issue 28, finding 4).
// Starts a seeded CMS (@katha/tools/cms, as the journeys do; or BENCH_CMS_URL) and the built
// production server, then twice for FLUSH_SECONDS (15): visitors (FLUSH_VISITORS, 4, one request
// after another each) read the home and three article pages, first alone, then while an anonymous
// client sends a write that changes nothing every FLUSH_EVERY_MS (200): by turns `POST /api/logout`
// without a cookie and a POST to an unknown `/api` path abandoned halfway through its body. Prints
// the visitors' p50/p95 (ms), how many answers were rendered rather than cached, and the load
// average. BENCH_SERVE_DIR serves another build of apps/web (compare before and after). Bounded;
// asserts nothing. `npm run build -w @katha/web` first.
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { percentile } from '@katha/tools/bench';
import { startCms as startSeededCms } from '@katha/tools/cms';
import { launchSite, WEB_DIR } from '@katha/tools/site-process';

const SECONDS = Number(process.env.FLUSH_SECONDS || 15);
const VISITORS = Number(process.env.FLUSH_VISITORS || 4);
const EVERY_MS = Number(process.env.FLUSH_EVERY_MS || 200);

const startCms = async () => {
  if (process.env.BENCH_CMS_URL)
    return { url: process.env.BENCH_CMS_URL.replace(/\/$/, ''), stop: async () => {} };
  return startSeededCms({ seed: true, env: { KATHA_LOG_REQUESTS: 'false' } });
};

/** A POST to an unknown path whose client leaves halfway through the body. */
const abandoned = (base) =>
  new Promise((resolve) => {
    const sent = request(`${base}/api/no-such-call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '1000', origin: base },
    });
    sent.on('error', () => undefined).on('close', resolve);
    sent.write('{"a":', () => setImmediate(() => sent.destroy()));
  });

const phase = async (base, pages, attack) => {
  const until = Date.now() + SECONDS * 1000;
  const times = [];
  let rendered = 0;
  const visitor = async (turn) => {
    while (Date.now() < until) {
      const started = performance.now();
      const answer = await fetch(`${base}${pages[turn++ % pages.length]}`, {
        headers: { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br' },
      });
      await answer.arrayBuffer();
      times.push(performance.now() - started);
      if (answer.headers.get('x-katha-cache') === 'miss') rendered++;
    }
  };
  let writes = 0;
  const attacker = async () => {
    while (attack && Date.now() < until) {
      const next = Date.now() + EVERY_MS;
      if (writes++ % 2 === 0)
        await fetch(`${base}/api/logout`, { method: 'POST', headers: { origin: base } }).then((r) =>
          r.arrayBuffer(),
        );
      else await abandoned(base);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    }
  };
  await Promise.all([...Array.from({ length: VISITORS }, (_, turn) => visitor(turn)), attacker()]);
  times.sort((a, b) => a - b);
  return {
    answers: times.length,
    rendered,
    writes: attack ? writes : 0,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    load: os.loadavg()[0].toFixed(2),
  };
};

const cms = await startCms();
let site;
try {
  site = await launchSite({
    cmsUrl: cms.url,
    webDir: path.resolve(process.env.BENCH_SERVE_DIR || WEB_DIR),
    timeoutMs: 120_000,
  });
  const listed = await fetch(`${cms.url}/api/articles?locale=en&fields[0]=slug&pagination[pageSize]=3`);
  const slugs = (await listed.json()).data.map((article) => article.slug);
  const pages = ['/', ...slugs.map((slug) => `/core/article/${slug}`)];
  for (const page of pages) await fetch(`${site.url}${page}`, { headers: { 'accept-language': 'en' } });
  console.log(
    `${SECONDS} s each, ${VISITORS} visitors over ${pages.length} pages, load ${os.loadavg()[0].toFixed(2)}`,
  );
  console.log('quiet      ', await phase(site.url, pages, false));
  console.log('under flush', await phase(site.url, pages, true));
} finally {
  await site?.stop();
  await cms.stop();
}
