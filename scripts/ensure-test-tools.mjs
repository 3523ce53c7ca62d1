// `npm test` starts here (and `npm run start:cluster`): make sure the programs the tests start
// exist, a Chromium (the browser tests), a redis-server and PostgreSQL's binaries (the CMS suite's
// several-instances tests, tools/redis.mjs and postgres.mjs) and HAProxy (the cluster's
// load balancers, tools/cluster.mjs, which the CMS suite's cluster.test.ts starts too),
// installing Debian's packages when we are root and one is missing, so a fresh machine needs no
// manual step. Arguments name the Debian packages to check (without: every one the tests need).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { findChromium, findHeadlessShell } from '@katha/tools/chromium';

/** The program at `variable`'s path, else at `fallback`, when it exists. */
const program = (variable, fallback) => () => {
  const path = process.env[variable] ?? fallback;
  return existsSync(path) ? path : undefined;
};
/** Debian's PostgreSQL server binaries (tools/postgres.mjs takes the newest), or KATHA_POSTGRES_BIN's. */
const postgres = () => {
  if (process.env.KATHA_POSTGRES_BIN) return program('KATHA_POSTGRES_BIN', '')();
  const root = '/usr/lib/postgresql';
  const found = existsSync(root) ? readdirSync(root).map((version) => `${root}/${version}/bin`) : [];
  return found.find((bin) => existsSync(`${bin}/postgres`));
};
const TOOLS = [
  { name: 'Chromium', find: findChromium, apt: 'chromium', hint: 'or set CHROMIUM_PATH to its binary' },
  {
    name: "Chromium's headless shell",
    find: findHeadlessShell,
    apt: 'chromium-headless-shell',
    hint: 'for less CPU: the test runners use the full Chromium without it',
    // Installed when we are root; without it the tests still run. Unused when CHROMIUM_PATH is set.
    optional: true,
    skip: Boolean(process.env.CHROMIUM_PATH),
  },
  {
    name: 'redis-server',
    find: program('KATHA_REDIS_SERVER', '/usr/bin/redis-server'),
    apt: 'redis-server',
    hint: 'or set KATHA_REDIS_SERVER to its binary',
  },
  {
    name: 'PostgreSQL',
    find: postgres,
    apt: 'postgresql',
    hint: 'or set KATHA_POSTGRES_BIN to its bin folder',
  },
  {
    name: 'HAProxy',
    find: program('KATHA_HAPROXY', '/usr/sbin/haproxy'),
    apt: 'haproxy',
    hint: 'or set KATHA_HAPROXY to its binary',
  },
];

const asked = process.argv.slice(2);
const tools = asked.length
  ? TOOLS.filter((tool) => asked.includes(tool.apt))
  : TOOLS.filter((tool) => !tool.skip);
const missing = tools.filter((tool) => !tool.find());
if (missing.length > 0 && process.getuid?.() === 0) {
  const packages = missing.map((tool) => tool.apt).join(' ');
  console.log(
    `Not found: ${missing.map((tool) => tool.name).join(', ')}. Installing Debian's ${packages} (about a minute)…`,
  );
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  });
}
let failed = false;
for (const tool of tools) {
  const path = tool.find();
  if (path) console.log(`${tool.name}: ${path}`);
  else {
    console.error(
      `No ${tool.name} found. Install one (Debian: \`apt-get install ${tool.apt}\`) ${tool.hint}.`,
    );
    failed ||= !tool.optional;
  }
}
if (failed) process.exit(1);
