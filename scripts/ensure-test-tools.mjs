// `npm test` starts here: make sure the programs the tests start exist, a Chromium (the browser
// tests) and a redis-server (the CMS suite's several-instances test, tests/support/redis.ts),
// installing Debian's packages when we are root and one is missing, so a fresh machine needs no
// manual step.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const redisServer = () => {
  const path = process.env.KATHA_REDIS_SERVER ?? '/usr/bin/redis-server';
  return existsSync(path) ? path : undefined;
};
const TOOLS = [
  { name: 'Chromium', find: findChromium, apt: 'chromium', hint: 'or set CHROMIUM_PATH to its binary' },
  {
    name: 'redis-server',
    find: redisServer,
    apt: 'redis-server',
    hint: 'or set KATHA_REDIS_SERVER to its binary',
  },
];

const missing = TOOLS.filter((tool) => !tool.find());
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
for (const tool of TOOLS) {
  const path = tool.find();
  if (path) console.log(`${tool.name}: ${path}`);
  else {
    console.error(
      `No ${tool.name} found. Install one (Debian: \`apt-get install ${tool.apt}\`) ${tool.hint}.`,
    );
    failed = true;
  }
}
if (failed) process.exit(1);
