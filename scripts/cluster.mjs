// `npm run start:cluster`: Katha as it runs past one machine, on loopback: a PostgreSQL cluster,
// Redis, an S3-compatible store (s3rver), two CMS instances and two site servers, with HAProxy in
// front of each tier (README "Several instances"). Every engine is a throwaway one (started by the
// same helpers as the tests, tests/support/*.mjs) and the database is seeded on each start, by one
// instance (the startup lock). Ctrl-C or SIGTERM stops it all, by pid or process group.
//
//   readers ─▶ HAProxy :KATHA_WEB_PORT (3000) ─▶ site 1, site 2 ─▶ HAProxy :KATHA_CMS_PORT (1337)
//                                                                  ─▶ CMS 1, CMS 2 ─▶ PostgreSQL, Redis, S3
//
// KATHA_CLUSTER_SEED: the seed (full by default, minimal, none). The CMS serves its API only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../apps/cms/scripts/build-lib.mjs';
import { freePort, launchCms, newProxyKey, watchOutput } from '../apps/cms/scripts/cms-process.mjs';
import { isBuilt, launchSite } from '../apps/web/scripts/site-process.mjs';
import { startPostgres } from '../tests/support/postgres.mjs';
import { startRedis } from '../tests/support/redis.mjs';
import { startS3 } from '../tests/support/s3.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const cmsPort = Number(process.env.KATHA_CMS_PORT || 1337);
const webPort = Number(process.env.KATHA_WEB_PORT || 3000);
const seed = process.env.KATHA_CLUSTER_SEED || 'full';
const HAPROXY = process.env.KATHA_HAPROXY || '/usr/sbin/haproxy';
const INSTANCES = 2;

const log = (line) => console.log(`[cluster] ${line}`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-cluster-'));

/** What is running, stopped in reverse order. */
const running = [];
let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  log('stopping');
  for (const { name, stop } of running.reverse()) {
    await stop().catch((error) => log(`${name}: ${error.message}`));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

/** HAProxy's configuration: one frontend per tier, each instance checked every second. */
const haproxyConfig = ({ cms, web }) => `global
  maxconn 4096

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 120s
  default-server check inter 1s fall 2 rise 1

# The CMS tier: Strapi's /_health answers 204 once the instance is up. The site servers call it
# with the reader's address and their key (X-Forwarded-For passed on unchanged).
frontend cms
  bind 127.0.0.1:${cmsPort}
  default_backend cms
backend cms
  option httpchk GET /_health
  http-check expect status 204
${cms.map((url, i) => `  server cms${i + 1} ${new URL(url).host}`).join('\n')}

# The site tier: readers' addresses in X-Forwarded-For (KATHA_WEB_TRUST_PROXY on the servers).
frontend web
  bind 127.0.0.1:${webPort}
  option forwardfor
  default_backend web
backend web
  option httpchk GET /robots.txt
  http-check expect status 200
${web.map((url, i) => `  server web${i + 1} ${new URL(url).host}`).join('\n')}
`;

const startHaproxy = async (config) => {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stderr}`);
  // Foreground (-db), in a process group of its own.
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const watched = watchOutput(child);
  child.on('exit', (code) => {
    if (!stopping) log(`HAProxy exited (${code}):\n${watched.output}`);
  });
  return {
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
};

/** Resolves once `url` answers `status`. */
const answers = async (url, status) => {
  for (;;) {
    const reply = await fetch(url).catch(() => undefined);
    await reply?.body?.cancel();
    if (reply?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const main = async () => {
  const tools = ['redis-server', 'postgresql', 'haproxy'];
  const ensured = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-test-tools.mjs'), ...tools], {
    stdio: 'inherit',
  });
  if (ensured.status !== 0) throw new Error(`the cluster needs ${tools.join(', ')}`);
  log('building the CMS server and, when missing, the site');
  await buildServer({ quiet: true });
  if (!isBuilt()) {
    const built = spawnSync('npm', ['run', 'build', '-w', '@katha/web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the site did not build');
  }

  const [postgres, redis, s3] = await Promise.all([startPostgres(), startRedis(), startS3()]);
  running.push(
    { name: 'PostgreSQL', stop: postgres.stop },
    { name: 'Redis', stop: redis.stop },
    { name: 'S3', stop: s3.stop },
  );
  log(`PostgreSQL ${postgres.url}, Redis ${redis.url}, S3 ${s3.endpoint} (bucket ${s3.bucket})`);

  const proxyKey = process.env.KATHA_PROXY_KEY || newProxyKey();
  const publicUrl = process.env.KATHA_PUBLIC_URL || `http://localhost:${webPort}`;
  const cmsEnv = {
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: postgres.url,
    KATHA_REDIS_URL: redis.url,
    ...s3.env,
    KATHA_SEED: seed,
    KATHA_PROXY_KEY: proxyKey,
    KATHA_PUBLIC_URL: publicUrl,
  };
  // At once: one sets the database up and seeds, the other waits for it (the startup lock).
  log(`starting ${INSTANCES} CMS instances (seed: ${seed})`);
  const cms = await Promise.all(
    Array.from({ length: INSTANCES }, () => launchCms({ env: cmsEnv, echo: !!process.env.KATHA_CMS_LOGS })),
  );
  for (const [i, instance] of cms.entries()) running.push({ name: `CMS ${i + 1}`, stop: instance.stop });

  const webPorts = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const sites = await Promise.all(
    webPorts.map((port, i) =>
      launchSite({
        cmsUrl: `http://127.0.0.1:${cmsPort}`,
        port,
        env: {
          KATHA_PROXY_KEY: proxyKey,
          KATHA_PUBLIC_URL: publicUrl,
          KATHA_REDIS_URL: redis.url,
          KATHA_WEB_TRUST_PROXY: 'true',
          // Resized images may stay per server.
          KATHA_IMAGE_CACHE_DIR: path.join(dir, `images-${i + 1}`),
        },
      }),
    ),
  );
  for (const [i, site] of sites.entries()) running.push({ name: `site ${i + 1}`, stop: site.stop });

  const haproxy = await startHaproxy(
    haproxyConfig({ cms: cms.map(({ url }) => url), web: sites.map(({ url }) => url) }),
  );
  running.push({ name: 'HAProxy', stop: haproxy.stop });
  await Promise.all([
    answers(`http://127.0.0.1:${cmsPort}/_health`, 204),
    answers(`http://127.0.0.1:${webPort}/`, 200),
  ]);
  log(`CMS instances ${cms.map(({ url }) => url).join(', ')} behind http://127.0.0.1:${cmsPort}`);
  log(`site servers ${sites.map(({ url }) => url).join(', ')} behind http://127.0.0.1:${webPort}`);
  log(`ready: Katha is at ${publicUrl} (Ctrl-C stops everything)`);
};

main().catch((error) => {
  console.error(`[cluster] ${error.stack ?? error}`);
  stopAll(1);
});
