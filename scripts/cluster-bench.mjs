// `node scripts/cluster-bench.mjs`: one instance against two, under concurrent load (issue 30,
// figures). Starts the cluster (tools/cluster.mjs: PostgreSQL, Redis, S3, two CMS instances,
// two site servers, HAProxy in front of each tier) and, beside it, one more site server that calls
// the first CMS instance directly: one instance of each, as `npm start` runs. autocannon then loads
// the home page, for a visitor (the page cache answers) and for the seed's signed-in reader (every
// answer rendered, the CMS asked who they are), in three set-ups, interleaved, RUNS times:
//   one, direct         the lone site server, no balancer
//   one, behind HAProxy the lone site server behind a balancer of its own (what HAProxy costs)
//   two, behind HAProxy the cluster's site balancer: two site servers, two CMS instances
// It prints the median of the runs of requests/s and p50/p95/p99 latency, with the date and the
// load average before and after. Asserts nothing. The site must be built (`npm run build -w
// @katha/web`); HAProxy, redis-server and PostgreSQL as for start:cluster.
// BENCH_SECONDS (10) per run, BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_RUNS (3),
// KATHA_CLUSTER_SEED (minimal).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measure } from '@katha/tools/bench';
import { answers, haproxyConfig, startCluster, startHaproxy, stopRunning } from '@katha/tools/cluster';
import { SEED_PASSWORD } from '@katha/tools/cms';
import { buildServer } from '@katha/tools/cms-build';
import { freePort } from '@katha/tools/cms-process';
import { isBuilt, launchSite } from '@katha/tools/site-process';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const RUNS = Number(process.env.BENCH_RUNS || 3);
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en',
};

const log = (line) => console.error(`[cluster-bench] ${line}`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
/** autocannon on `url` for `seconds`: requests/s, p50/p95/p99 (ms) of every answer, and the failures. */
const underLoad = async (url, headers, seconds) => {
  const { result, p50, p95, p99 } = await measure({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    headers,
  });
  return {
    rps: result.requests.total / seconds,
    p50,
    p95,
    p99,
    failed: result.errors + result.timeouts + result.non2xx,
  };
};

/** The seed's reader signed in through the CMS: their token, as the site's session cookie holds it. */
const signIn = async (cmsUrl) => {
  const reply = await fetch(`${cmsUrl}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'reader@katha.dev', password: SEED_PASSWORD }),
  });
  if (!reply.ok) throw new Error(`Signing the seed's reader in answered ${reply.status}`);
  return (await reply.json()).jwt;
};

const running = [];
const main = async () => {
  if (!isBuilt()) throw new Error('Build the site first: npm run build -w @katha/web');
  await buildServer({ quiet: true });
  const started = new Date().toISOString();
  const loadBefore = load();
  log('starting the cluster');
  const cluster = await startCluster({ seed: process.env.KATHA_CLUSTER_SEED || 'minimal', log, running });
  const [first] = cluster.cms;
  const lone = await launchSite({
    cmsUrl: first.url,
    env: {
      KATHA_PROXY_KEY: first.proxyKey,
      KATHA_PUBLIC_URL: cluster.publicUrl,
      KATHA_REDIS_URL: cluster.redis.url,
      KATHA_WEB_TRUST_PROXY: 'true',
      KATHA_IMAGE_CACHE_DIR: path.join(cluster.dir, 'images-lone'),
    },
  });
  running.push({ name: 'the lone site server', stop: lone.stop });
  const loneDir = fs.mkdtempSync(path.join(cluster.dir, 'lone-'));
  const lonePort = await freePort();
  const loneBalancer = await startHaproxy(
    haproxyConfig({ web: [lone.url], cmsPort: 0, webPort: lonePort }),
    loneDir,
    log,
  );
  running.push({ name: "the lone server's HAProxy", stop: loneBalancer.stop });
  await answers(`http://127.0.0.1:${lonePort}/robots.txt`, 200);

  const setUps = [
    ['one, direct', lone.url],
    ['one, behind HAProxy', `http://127.0.0.1:${lonePort}`],
    ['two, behind HAProxy', cluster.webUrl],
  ];
  // The site's session cookie on a loopback origin (apps/web/server/session.ts SESSION_COOKIE).
  const cookie = `__Host-katha_session=${await signIn(cluster.cmsUrl)}`;
  const readers = [
    ['visitor', HEADERS],
    ['signed in', { ...HEADERS, cookie }],
  ];
  const results = new Map();
  for (let run = 1; run <= RUNS; run++) {
    for (const [reader, headers] of readers) {
      for (const [setUp, base] of setUps) {
        if (WARMUP > 0) await underLoad(`${base}/`, headers, WARMUP);
        const figures = await underLoad(`${base}/`, headers, SECONDS);
        log(
          `run ${run}, ${reader}, ${setUp}: ${figures.rps.toFixed(1)} req/s, p50 ${figures.p50} ms (load ${load()})`,
        );
        const key = `${reader} | ${setUp}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
  }

  console.log(
    `Katha, one instance against two: home page, ${CONNECTIONS} connections, ${SECONDS} s per run after ${WARMUP} s of warm-up, median of ${RUNS} runs (interleaved)`,
  );
  console.log(
    `${started}, ${os.cpus().length} CPUs, load average (1/5/15 min) ${loadBefore} before, ${load()} after`,
  );
  console.log('| reader | set-up | req/s | p50 ms | p95 ms | p99 ms | failed |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [key, runs] of results) {
    const [reader, setUp] = key.split(' | ');
    const of = (name) => median(runs.map((figures) => figures[name])).toFixed(1);
    console.log(
      `| ${reader} | ${setUp} | ${of('rps')} | ${of('p50')} | ${of('p95')} | ${of('p99')} | ${runs.reduce((sum, { failed }) => sum + failed, 0)} |`,
    );
  }
};

let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  await stopRunning(running, log);
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(130));
main().then(
  () => stopAll(0),
  (error) => {
    log(error.stack ?? String(error));
    stopAll(1);
  },
);
