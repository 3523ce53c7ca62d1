// Katha as it runs past one machine, on loopback (README "Several instances"): the engines
// (PostgreSQL, Redis, an S3-compatible store), CMS instances and site servers, with HAProxy in front
// of each tier. `npm run start:cluster` (scripts/cluster.mjs), the whole-system test
// (apps/cms/test/cluster.test.ts) and the figures (scripts/cluster-bench.mjs) start it here. Every
// process is a child of the caller, stopped by pid or process group.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, launchCms, newProxyKey, watchOutput } from './cms-process.mjs';
import { startPostgres } from './postgres.mjs';
import { startRedis } from './redis.mjs';
import { startS3 } from './s3.mjs';
import { launchSite } from './site-process.mjs';

export const HAPROXY = process.env.KATHA_HAPROXY || '/usr/sbin/haproxy';

/**
 * HAProxy's configuration: one frontend per tier (a tier without instances is left out), each
 * instance checked every second. A request that finds its instance gone (refused, reset, no answer)
 * is sent again to another, at once (`retry-on`, `option redispatch`): readers of a killed instance
 * see the survivor's answer, not an error, before the checks mark it down. Only reads are sent
 * again once they reached an instance (a write may have been done there); a write is only when its
 * connection failed. `X-Katha-Instance` names the instance that answered.
 */
export const haproxyConfig = ({ cms = [], web = [], cmsPort, webPort }) => {
  const servers = (urls, name) =>
    urls.map((url, i) => `  server ${name}${i + 1} ${new URL(url).host}`).join('\n');
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 120s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  # A killed instance fails its check at once (connection refused); a busy one may answer slowly. With
  # the check's timeout at its interval (1 s), both instances were taken out at load 17, and every
  # reader got a 503.
  timeout check 5s
  default-server check inter 1s fall 2 rise 1
${
  cms.length
    ? `
# The CMS tier: Strapi's /_health answers 204 once the instance is up. The site servers call it
# with the reader's address and their key (X-Forwarded-For passed on unchanged).
frontend cms
  bind 127.0.0.1:${cmsPort}
  default_backend cms
backend cms
  option httpchk GET /_health
  http-check expect status 204
  http-request disable-l7-retry unless METH_GET
  http-response set-header X-Katha-Instance %s
${servers(cms, 'cms')}
`
    : ''
}${
  web.length
    ? `
# The site tier: readers' addresses in X-Forwarded-For (KATHA_WEB_TRUST_PROXY on the servers).
frontend web
  bind 127.0.0.1:${webPort}
  option forwardfor
  default_backend web
backend web
  option httpchk GET /robots.txt
  http-check expect status 200
  http-request disable-l7-retry unless METH_GET
  http-response set-header X-Katha-Instance %s
${servers(web, 'web')}
`
    : ''
}`;
};

/** Starts HAProxy in the foreground (-db), in a process group of its own, on `config`. */
export const startHaproxy = async (config, dir, log = () => {}) => {
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const check = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its configuration:\n${check.stderr}`);
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const watched = watchOutput(child);
  let stopping = false;
  child.on('exit', (code) => {
    if (!stopping) log(`HAProxy exited (${code}):\n${watched.output}`);
  });
  return {
    pid: child.pid,
    output: () => watched.output,
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
};

/** Resolves once `url` answers `status` (no fixed wait: each try is a request). */
export const answers = async (url, status) => {
  for (;;) {
    const reply = await fetch(url).catch(() => undefined);
    await reply?.body?.cancel();
    if (reply?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** Stops what `running` lists (`{ name, stop }`, in start order), the last started first. */
export const stopRunning = async (running, log = () => {}) => {
  for (const { name, stop } of running.splice(0).reverse())
    await stop().catch((error) => log(`${name}: ${error.message}`));
};

/**
 * Starts the cluster: PostgreSQL (`postgresUrl` and `schema` when given, else a throwaway cluster),
 * Redis, s3rver, `cmsInstances` CMS instances started at once (the startup lock sets the database
 * up once), `webInstances` site servers (the site must be built) and HAProxy on `cmsPort` and
 * `webPort`. Resolves once every balancer answers; `stop()` stops all of it in reverse order. What
 * was started before a failure is stopped before the error is thrown. Each process is listed in
 * `running` as it starts, so a caller stopped while it starts (Ctrl-C) can stop what is there.
 */
export const startCluster = async ({
  cmsInstances = 2,
  webInstances = 2,
  cmsPort,
  webPort,
  seed = 'full',
  postgresUrl,
  schema,
  publicUrl,
  log = () => {},
  echo = false,
  running = [],
} = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-cluster-'));
  running.push({ name: 'its folder', stop: async () => fs.rmSync(dir, { recursive: true, force: true }) });
  const stop = () => stopRunning(running, log);
  try {
    const ports = {
      cms: cmsPort ?? (await freePort()),
      web: webPort ?? (await freePort()),
    };
    const [postgres, redis, s3] = await Promise.all([
      postgresUrl ? undefined : startPostgres(),
      startRedis(),
      startS3(),
    ]);
    if (postgres) running.push({ name: 'PostgreSQL', stop: postgres.stop });
    running.push({ name: 'Redis', stop: redis.stop }, { name: 'S3', stop: s3.stop });
    const databaseUrl = postgresUrl ?? postgres.url;
    log(`PostgreSQL ${databaseUrl}, Redis ${redis.url}, S3 ${s3.endpoint} (bucket ${s3.bucket})`);

    const proxyKey = process.env.KATHA_PROXY_KEY || newProxyKey();
    const address = publicUrl || `http://localhost:${ports.web}`;
    const cmsEnv = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: databaseUrl,
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      KATHA_REDIS_URL: redis.url,
      ...s3.env,
      KATHA_SEED: seed,
      KATHA_PROXY_KEY: proxyKey,
      KATHA_PUBLIC_URL: address,
    };
    log(`starting ${cmsInstances} CMS instances (seed: ${seed})`);
    const started = await Promise.allSettled(
      Array.from({ length: cmsInstances }, () => launchCms({ env: cmsEnv, echo })),
    );
    const cms = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const [i, instance] of cms.entries()) running.push({ name: `CMS ${i + 1}`, stop: instance.stop });
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    const cmsUrl = `http://127.0.0.1:${ports.cms}`;
    const sitePorts = await Promise.all(Array.from({ length: webInstances }, () => freePort()));
    const sites = [];
    for (const [i, port] of sitePorts.entries()) {
      const site = await launchSite({
        cmsUrl,
        port,
        env: {
          KATHA_PROXY_KEY: proxyKey,
          KATHA_PUBLIC_URL: address,
          KATHA_REDIS_URL: redis.url,
          KATHA_WEB_TRUST_PROXY: 'true',
          // Resized images may stay per server.
          KATHA_IMAGE_CACHE_DIR: path.join(dir, `images-${i + 1}`),
        },
      });
      sites.push(site);
      running.push({ name: `site ${i + 1}`, stop: site.stop });
    }

    const haproxy = await startHaproxy(
      haproxyConfig({
        cms: cms.map(({ url }) => url),
        web: sites.map(({ url }) => url),
        cmsPort: ports.cms,
        webPort: ports.web,
      }),
      dir,
      log,
    );
    running.push({ name: 'HAProxy', stop: haproxy.stop });
    const webUrl = `http://127.0.0.1:${ports.web}`;
    await Promise.all([answers(`${cmsUrl}/_health`, 204), sites.length ? answers(`${webUrl}/`, 200) : null]);
    return {
      dir,
      postgresUrl: databaseUrl,
      redis,
      s3,
      cms,
      sites,
      haproxy,
      cmsUrl,
      webUrl: sites.length ? webUrl : undefined,
      publicUrl: address,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
