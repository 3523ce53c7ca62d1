// `npm start`: the whole site on embedded defaults. Starts every service below whose
// workspace defines the script, prefixes their output, and stops them all together.
//
// KATHA_START_PREBUILT=true serves the site as built (`npm run serve`) instead of building it
// first (start:local); the test of this script uses it with KATHA_SERVE_ADMIN=false.
// Ports: KATHA_CMS_PORT (default 1337) and KATHA_WEB_PORT (default 3000); the site is pointed
// at the CMS on its port, and the CMS at the site's public address (KATHA_PUBLIC_URL, else
// http://localhost:<web port>) for the links in its mail. Each service runs in a process group
// of its own (npm, the shell of its script and everything they start), and the whole group is
// stopped on SIGINT, SIGTERM or when one service exits: signalling npm alone left Strapi and the
// site's server running, re-parented to init and holding their ports.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newProxyKey } from '@katha/tools/cms-process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cmsPort = process.env.KATHA_CMS_PORT || '1337';
const webPort = process.env.KATHA_WEB_PORT || '3000';
/** How long a group has to stop after SIGTERM before it is killed. */
const GRACE_MS = Number(process.env.KATHA_START_GRACE_MS || 10_000);

/**
 * The CMS believes the X-Forwarded-For of calls that carry this key (the site's server sends it),
 * so readers count one by one: the environment's KATHA_PROXY_KEY, else a fresh one for this run.
 */
const proxyKey = process.env.KATHA_PROXY_KEY || newProxyKey();

/** The services of a local Katha, in start order. */
const services = [
  {
    name: 'cms',
    dir: 'apps/cms',
    script: 'dev',
    env: {
      PORT: cmsPort,
      KATHA_PROXY_KEY: proxyKey,
      KATHA_PUBLIC_URL: process.env.KATHA_PUBLIC_URL || `http://localhost:${webPort}`,
    },
  },
  {
    name: 'web',
    dir: 'apps/web',
    script: process.env.KATHA_START_PREBUILT === 'true' ? 'serve' : 'start:local',
    env: {
      PORT: webPort,
      KATHA_CMS_URL: process.env.KATHA_CMS_URL || `http://127.0.0.1:${cmsPort}`,
      KATHA_PROXY_KEY: proxyKey,
    },
  },
];

const hasScript = ({ dir, script }) => {
  const manifest = join(root, dir, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.[script]);
};

/** Whether any process of the group led by `pid` is still alive. */
const groupAlive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};
const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
};

const children = services.filter(hasScript).map(({ name, dir, script, env }) => {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: join(root, dir),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '1', ...env },
    // Its own process group (pgid = its pid), so the group can be signalled as a whole.
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) console.log(`[${name}] exited with code ${code}`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  const groups = children.map((child) => child.pid).filter((pid) => pid !== undefined);
  for (const pid of groups) signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while (groups.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of groups.filter(groupAlive)) signalGroup(pid, 'SIGKILL');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
// `npm start` forwards SIGTERM to its script's shell (the package.json's `exec` makes that shell
// this process); should whatever started this script die without a signal reaching it, stop too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stopAll(0);
}, 1000).unref();
// The terminal's Ctrl-C reaches only this process now that the services have groups of their own.
process.on('exit', () => {
  for (const child of children)
    if (child.pid !== undefined && groupAlive(child.pid)) signalGroup(child.pid, 'SIGKILL');
});
