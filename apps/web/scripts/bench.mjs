// `npm run bench -w @katha/web`: the site's server cost under load (issue 14, section 3). Starts a
// seeded CMS (@katha/tools/cms, as the journeys do) and the built production server (the
// command of this package's `serve` script), both on 127.0.0.1, and for the home `/` and an article
// page (the newest English story) prints requests/s and p50/p95/p99 at 10 connections (autocannon,
// a bounded time each), errors and non-2xx answers, the server's CPU per answer, and the latency of
// one request alone: cold (the first after start) and warm (median of 20 after the load).
// Visitors are anonymous (no cookie), send `Accept-Language: en` and a browser's Accept-Encoding.
// Prints figures; asserts nothing. `npm run build -w @katha/web` first.
//
//   --profile   run the server under `node --cpu-prof` (one server per page), stop it cleanly so the
//               profile is written, and print where the time goes: the top functions by self time
//               (summed by function and file) and the project's own functions by total time.
//   --locales   rotate Accept-Language over en, hi-IN and kn-IN (one request each in turn).
//   --large     the CMS on tools/bench-data.mjs's generated data (BENCH_ARTICLES, 10,000)
//               instead of the demo seed.
//   --uncached  every request with a (made-up) session cookie, which the visitor page cache
//               (server/page-cache.ts) never answers: the cost of rendering each page.
//   --signed-in as --uncached, then each page again for a signed-in reader (the seed's
//               reader@katha.dev): the server asks the CMS who they are and renders their page.
// BENCH_SECONDS (15) per page, BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_TOP (20),
// BENCH_SLUG (an article's slug instead of the newest), BENCH_PROFILE_DIR (keep the .cpuprofile files),
// BENCH_SERVE_DIR (another checkout's apps/web, built, to serve instead of this one: compare builds),
// BENCH_ACCEPT_ENCODING (the browser's 'gzip, deflate, br'; '' asks for none: the cost without compression),
// BENCH_CMS_URL (a CMS already running, instead of starting a seeded one).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildArticleListQuery, createKathaClient, dataOf } from '@katha/sdk';
import { measure, percentile } from '@katha/tools/bench';
import { SEED_PASSWORD, startCms as startSeededCms } from '@katha/tools/cms';
import { cpuTicks } from '@katha/tools/cms-process';
import { launchSite, WEB_DIR } from '@katha/tools/site-process';

const ROOT_DIR = path.resolve(WEB_DIR, '../..');
/** The site to serve: this package, or another checkout's apps/web (BENCH_SERVE_DIR) to compare builds. */
const SERVE_DIR = path.resolve(process.env.BENCH_SERVE_DIR || WEB_DIR);
const args = new Set(process.argv.slice(2));
const PROFILE = args.has('--profile');
const ROTATE = args.has('--locales');
const LARGE = args.has('--large');
const SIGNED_IN = args.has('--signed-in');
const UNCACHED = args.has('--uncached') || SIGNED_IN;
const SECONDS = Number(process.env.BENCH_SECONDS || 15);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const TOP = Number(process.env.BENCH_TOP || 20);
const LANGUAGES = ROTATE ? ['en', 'hi-IN', 'kn-IN'] : ['en'];
const ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  ...(ENCODING ? { 'accept-encoding': ENCODING } : {}),
  // The server renders for a visitor either way; a session cookie only keeps the cache out.
  ...(UNCACHED ? { cookie: 'katha_session=bench-uncached' } : {}),
};

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const load = () => os.loadavg()[0].toFixed(2);

/** A CMS with data: the demo seed (@katha/tools/cms), or the generated set. */
const startCms = async () => {
  // A CMS already running (BENCH_CMS_URL, with the demo seed or any data): used as it is.
  if (process.env.BENCH_CMS_URL)
    return { url: process.env.BENCH_CMS_URL.replace(/\/$/, ''), stop: async () => {} };
  const quiet = { KATHA_LOG_REQUESTS: 'false' };
  if (LARGE) {
    const { benchDatabase } = await import('@katha/tools/bench-data');
    const { launchCms } = await import('@katha/tools/cms-process');
    const { env, cleanup } = await benchDatabase();
    try {
      const cms = await launchCms({ env: { ...env, ...quiet } });
      return { url: cms.url, stop: () => cms.stop().finally(cleanup) };
    } catch (error) {
      cleanup();
      throw error;
    }
  }
  return startSeededCms({ seed: true, env: quiet });
};

/**
 * CPU time (user + system, ms) the process has used so far, and its main thread (Linux /proc): the
 * rest ran on other threads (libuv's pool: asynchronous zlib and fs; V8's GC helpers). NaN without
 * /proc. A clock tick is 1/100 s.
 */
const cpuMs = (pid) => ({
  all: (cpuTicks(pid) ?? Number.NaN) * 10,
  main: (cpuTicks(pid, { mainThread: true }) ?? Number.NaN) * 10,
});

/**
 * Starts the built server (tools/site-process.mjs). With `profileDir`, under `--cpu-prof`, and
 * SIGTERM exits through process.exit so Node writes the profile whatever the server's own handlers do.
 */
const startWeb = (cmsUrl, profileDir) =>
  launchSite({
    cmsUrl,
    webDir: SERVE_DIR,
    nodeFlags: profileDir
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${profileDir}`,
          `--import=data:text/javascript,${encodeURIComponent('process.once("SIGTERM",()=>process.exit(0));')}`,
        ]
      : [],
  });

let languageTurn = 0;
const nextLanguage = () => LANGUAGES[languageTurn++ % LANGUAGES.length];

/** One request alone: its time to the last byte (ms), status and size. */
const single = async (url) => {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { ...BROWSER_HEADERS, 'accept-language': nextLanguage() },
  });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
};

/** autocannon at CONNECTIONS for `seconds` on one page, each request in the next language. */
const underLoad = (base, pathname, seconds) =>
  measure({
    url: `${base}${pathname}`,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'accept-language': nextLanguage() },
        }),
      },
    ],
  });

/** The newest English article's slug, as the home lists it (or BENCH_SLUG). */
const articleSlug = async (cmsUrl) => {
  if (process.env.BENCH_SLUG) return process.env.BENCH_SLUG;
  const cms = createKathaClient({ baseUrl: `${cmsUrl}/api` });
  const result = await cms.GET('/articles', {
    params: { query: buildArticleListQuery({ locale: 'en', sort: 'latest', page: 1 }) },
  });
  const slug = dataOf(result).data.find((article) => article.slug)?.slug;
  if (!slug) throw new Error('The CMS lists no article with a slug.');
  return slug;
};

/**
 * The measured run of each page: its answers and its span on the monotonic clock (µs), which V8's
 * profiles use too, so the profile is read over that span only (not the start-up, not the warm-up).
 */
const windows = new Map();
const now = () => Number(process.hrtime.bigint() / 1000n);

/** The seed's reader signed in through the CMS: their token, as the site's session cookie holds it. */
const signIn = async (cmsUrl) => {
  const response = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'reader@katha.dev', password: SEED_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing the seed's reader in answered ${response.status}`);
  return (await response.json()).jwt;
};

/** Loads one page: cold request, warm-up, the measured run, then warm single requests. */
const benchPage = async (web, name, pathname) => {
  const cold = await single(`${web.url}${pathname}`);
  if (cold.status !== 200) throw new Error(`${name} (${pathname}) answered ${cold.status}`);
  if (WARMUP > 0) await underLoad(web.url, pathname, WARMUP);
  const loadBefore = load();
  const cpuBefore = cpuMs(web.pid);
  const from = now();
  const { result, times, p50, p95, p99 } = await underLoad(web.url, pathname, SECONDS);
  const to = now();
  const cpuAfter = cpuMs(web.pid);
  const warm = [];
  for (let i = 0; i < 20; i++) warm.push((await single(`${web.url}${pathname}`)).ms);
  warm.sort((x, y) => x - y);
  const perAnswer = (key) => round((cpuAfter[key] - cpuBefore[key]) / Math.max(1, times.length));
  const cpuPerAnswer = perAnswer('all');
  const mainPerAnswer = perAnswer('main');
  windows.set(name, { from, to, answered: times.length, cpuPerAnswer, mainPerAnswer });
  return {
    page: name,
    'req/s': round(result.requests.average, 0),
    'p50 ms': round(p50),
    'p95 ms': round(p95),
    'p99 ms': round(p99),
    'errors/non-2xx': `${result.errors + result.timeouts}/${result.non2xx}`,
    'server CPU ms/req': cpuPerAnswer,
    'main thread': mainPerAnswer,
    'kB/answer': round(result.throughput.total / Math.max(1, result.requests.total) / 1024),
    'cold ms': round(cold.ms),
    'warm ms': round(percentile(warm, 50)),
    load: `${loadBefore}→${load()}`,
  };
};

// --- the CPU profile -------------------------------------------------------------------------

/** The checkouts whose files the profile names: this one, and the served one (BENCH_SERVE_DIR). */
const ROOTS = [...new Set([path.resolve(SERVE_DIR, '../..'), ROOT_DIR])];

/** A file of the profile as `node_modules`-relative, checkout-relative, or as it is. */
const shortUrl = (url) => {
  if (!url) return '';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules >= 0) return file.slice(modules + '/node_modules/'.length);
  const root = ROOTS.find((dir) => file.startsWith(`${dir}/`));
  return root ? path.relative(root, file) : file;
};

/** Where a function lives, for the per-package sums: a package, Node's own code, or native. */
const ownerOf = (url) => {
  if (!url) return '(native code, GC)';
  if (url.startsWith('node:')) return 'node (core modules)';
  const file = shortUrl(url);
  if (file.startsWith('/')) return file;
  const [first, second] = file.split('/');
  if (url.includes('/node_modules/')) return first.startsWith('@') ? `${first}/${second}` : first;
  return first === 'packages' ? `@katha/${second}` : `${first}/${second}`;
};

const frameName = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'}  ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
};
const isProjectCode = (key) => /\s(apps|packages)\//.test(key);

/**
 * Self and total time per function (name + file) of a .cpuprofile within [from, to] µs, self time
 * per package, and for each function the callers it was sampled under (the frames up to the first
 * of the project's own, e.g. zlib ← compressed ← sendHtml).
 */
const analyse = (profile, { from, to }) => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const total = new Map();
  const owners = new Map();
  const callers = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let all = 0;
  let idle = 0;
  const { samples, timeDeltas } = profile;
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i];
    if (at < from || at > to) continue;
    const ms = (timeDeltas[i + 1] ?? 0) / 1000; // until the next sample
    const node = nodes.get(samples[i]);
    all += ms;
    if (node.callFrame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    const key = frameName(node);
    add(self, key, ms);
    add(owners, ownerOf(node.callFrame.url), ms);
    const seen = new Set();
    const chain = [];
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const frame = nodes.get(id);
      if (!frame.callFrame.url) continue;
      const name = frameName(frame);
      if (id !== node.id && chain.length < 6 && !chain.at(-1)?.isProject) {
        chain.push({
          name: `${frame.callFrame.functionName || '(anonymous)'}`,
          isProject: isProjectCode(name),
        });
      }
      if (seen.has(name)) continue;
      seen.add(name);
      add(total, name, ms);
    }
    if (!callers.has(key)) callers.set(key, new Map());
    add(callers.get(key), chain.map((frame) => frame.name).join(' ← ') || '(top level)', ms);
  }
  return { self, total, owners, callers, busy: all - idle, all };
};

/**
 * Where the time goes: shares of the busy (not idle) main thread over the measured run (what V8's
 * profiler sees: JavaScript and the synchronous native calls it makes); ms per answer from the main
 * thread's CPU time that /proc counted for the same run (the profiler samples wall time, which also
 * counts time the thread waited for a core on a busy machine).
 */
const printProfile = (name, file, { from, to, answered, cpuPerAnswer, mainPerAnswer }) => {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  let span = { from, to };
  if (profile.startTime > to || profile.endTime < from) {
    console.warn('[bench] the profile does not cover the measured run (another clock?): reading all of it');
    span = { from: -Infinity, to: Infinity };
  }
  const { self, total, owners, callers, busy, all } = analyse(profile, span);
  const share = (ms) => `${round((ms / busy) * 100)} %`;
  const perAnswer = (ms) => round((ms / busy) * mainPerAnswer, 2);
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const rowsOf = (entries) =>
    entries.map(([fn, ms]) => ({ function: fn, 'share of CPU': share(ms), 'CPU ms/answer': perAnswer(ms) }));
  console.log(
    `\n[bench] ${name}: ${file}\n  the measured run: ${round(all / 1000)} s sampled, ${round((busy / Math.max(1, all)) * 100, 0)} % busy, ${answered} answers; CPU per answer (/proc): ${cpuPerAnswer} ms, ${mainPerAnswer} ms of it on the main thread (the profile's), ${round(cpuPerAnswer - mainPerAnswer)} ms on other threads`,
  );
  if (mainPerAnswer < cpuPerAnswer / 2)
    console.log(
      `  Most of the CPU ran off the main thread, where the profile does not look: asynchronous zlib (a streamed compression) in libuv's pool, or V8's GC helpers. The compression table at the end says what a level costs.`,
    );
  console.log(`\nTop ${TOP} functions by self time (${name}):`);
  const top = sorted(self).slice(0, TOP);
  console.table(rowsOf(top));
  console.log(`\nCalled from (the five most costly, ${name}):`);
  console.table(
    top.slice(0, 5).flatMap(([fn]) =>
      sorted(callers.get(fn))
        .slice(0, 3)
        .map(([chain, ms]) => ({
          function: fn.split('  ')[0],
          'called from': chain,
          'share of CPU': share(ms),
        })),
    ),
  );
  console.log(`\nThe project's own functions by total time (self + callees), ${name}:`);
  console.table(
    rowsOf(
      sorted(total)
        .filter(([key]) => isProjectCode(key))
        .slice(0, 15),
    ),
  );
  console.log(`\nSelf time by package (${name}):`);
  console.table(
    sorted(owners)
      .slice(0, 12)
      .map(([owner, ms]) => ({ where: owner, 'share of CPU': share(ms), 'CPU ms/answer': perAnswer(ms) })),
  );
};

/** What compressing this page's HTML costs once, per algorithm and level (median of 5, ms). */
const compressionCost = async (url) => {
  const html = Buffer.from(await (await fetch(url, { headers: { 'accept-language': 'en' } })).arrayBuffer());
  const time = (fn) => {
    const runs = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      fn();
      runs.push(performance.now() - started);
    }
    return round(runs.sort((x, y) => x - y)[2]);
  };
  const { BROTLI_PARAM_QUALITY } = zlib.constants;
  const brotli = (quality) => () =>
    zlib.brotliCompressSync(html, { params: { [BROTLI_PARAM_QUALITY]: quality } });
  return {
    'HTML kB': round(html.length / 1024),
    'gzip 9 ms': time(() => zlib.gzipSync(html, { level: 9 })),
    'gzip 6 ms': time(() => zlib.gzipSync(html, { level: 6 })),
    'brotli 11 ms': time(brotli(11)),
    'brotli 5 ms': time(brotli(5)),
    'brotli 4 ms': time(brotli(4)),
  };
};

// --- the run ---------------------------------------------------------------------------------

console.log(
  `[bench] ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}; starting the CMS (${LARGE ? 'generated data' : 'demo seed'})`,
);
const cms = await startCms();
const rows = [];
const profiles = [];
const compression = [];
try {
  const slug = await articleSlug(cms.url);
  const pages = [
    ['home', '/'],
    ['article', `/core/article/${encodeURIComponent(slug)}`],
  ];
  const served = SERVE_DIR === WEB_DIR ? '' : `, site ${SERVE_DIR}`;
  const header = `[bench] ${CONNECTIONS} connections, ${SECONDS} s per page after ${WARMUP} s of warm-up, anonymous, Accept-Language ${LANGUAGES.join('/')}, Accept-Encoding ${ENCODING || '(none)'}, article ${slug}${served}${PROFILE ? ', under --cpu-prof' : ''}${UNCACHED ? ', uncached (a session cookie)' : ''}`;
  if (!PROFILE) {
    const web = await startWeb(cms.url);
    try {
      for (const [name, pathname] of pages) rows.push(await benchPage(web, name, pathname));
      if (SIGNED_IN) {
        // The site's session cookie on a loopback origin (server/session.ts SESSION_COOKIE).
        BROWSER_HEADERS.cookie = `__Host-katha_session=${await signIn(cms.url)}`;
        for (const [name, pathname] of pages) rows.push(await benchPage(web, `${name}, signed in`, pathname));
      }
    } finally {
      await web.stop();
    }
  } else {
    const dir = process.env.BENCH_PROFILE_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'katha-web-prof-'));
    fs.mkdirSync(dir, { recursive: true });
    for (const [name, pathname] of pages) {
      const pageDir = fs.mkdtempSync(path.join(dir, `${name}-`));
      const web = await startWeb(cms.url, pageDir);
      let row;
      try {
        row = await benchPage(web, name, pathname);
        rows.push(row);
        compression.push({ page: name, ...(await compressionCost(`${web.url}${pathname}`)) });
      } finally {
        if (!(await web.stop())) console.warn(`[bench] the ${name} server did not exit cleanly: no profile`);
      }
      const file = fs.readdirSync(pageDir).find((entry) => entry.endsWith('.cpuprofile'));
      if (file) profiles.push([name, path.join(pageDir, file)]);
    }
  }
  console.log(`\n${header}`);
  console.table(rows);
  for (const [name, file] of profiles) printProfile(name, file, windows.get(name));
  if (compression.length) {
    console.log("\nCompressing each page's HTML once, in this process (median of 5):");
    console.table(compression);
  }
} finally {
  await cms.stop();
}
