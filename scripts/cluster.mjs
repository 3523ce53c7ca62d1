// `npm run start:cluster`: Katha as it runs past one machine, on loopback: a PostgreSQL cluster,
// Redis, an S3-compatible store (s3rver), two CMS instances and two site servers, with HAProxy in
// front of each tier (README "Several instances"). Every engine is a throwaway one (started by the
// same helpers as the tests, tools/*.mjs) and the database is seeded on each start, by one
// instance (the startup lock). Ctrl-C or SIGTERM stops it all, by pid or process group.
//
//   readers ─▶ HAProxy :KATHA_WEB_PORT (3000) ─▶ site 1, site 2 ─▶ HAProxy :KATHA_CMS_PORT (1337)
//                                                                  ─▶ CMS 1, CMS 2 ─▶ PostgreSQL, Redis, S3
//
// KATHA_CLUSTER_SEED: the seed (full by default, minimal, none). The CMS serves its API only.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster, stopRunning } from '@katha/tools/cluster';
import { buildServer } from '@katha/tools/cms-build';
import { isBuilt } from '@katha/tools/site-process';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (line) => console.log(`[cluster] ${line}`);

/** What has started so far, stopped on Ctrl-C even halfway through the start. */
const running = [];
let stopping = false;
const stopAll = async (code) => {
  if (stopping) return;
  stopping = true;
  log('stopping');
  await stopRunning(running, log);
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

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
  const webPort = Number(process.env.KATHA_WEB_PORT || 3000);
  const cluster = await startCluster({
    cmsPort: Number(process.env.KATHA_CMS_PORT || 1337),
    webPort,
    seed: process.env.KATHA_CLUSTER_SEED || 'full',
    publicUrl: process.env.KATHA_PUBLIC_URL || `http://localhost:${webPort}`,
    log,
    echo: !!process.env.KATHA_CMS_LOGS,
    running,
  });
  log(`CMS instances ${cluster.cms.map(({ url }) => url).join(', ')} behind ${cluster.cmsUrl}`);
  log(`site servers ${cluster.sites.map(({ url }) => url).join(', ')} behind ${cluster.webUrl}`);
  log(`ready: Katha is at ${cluster.publicUrl} (Ctrl-C stops everything)`);
};

main().catch((error) => {
  console.error(`[cluster] ${error.stack ?? error}`);
  stopAll(1);
});
