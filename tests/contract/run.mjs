// The contract suite on SQLite, then again on PostgreSQL when KATHA_TEST_POSTGRES_URL is set (.ci/run sets
// it), so the spec holds for both databases the CMS supports. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

const run = (database) => {
  console.log(`\n[contract] @katha/sdk against the CMS on ${database}`);
  const { status } = spawnSync(
    process.execPath,
    [vitest, 'run', '--config', join(here, 'vitest.config.ts'), ...process.argv.slice(2)],
    { cwd: join(here, '..'), stdio: 'inherit', env: { ...process.env, KATHA_CONTRACT_DB: database } },
  );
  if (status !== 0) process.exit(status ?? 1);
};

run('sqlite');
if (process.env.KATHA_TEST_POSTGRES_URL && !process.env.KATHA_CMS_API_URL) run('postgres');
else console.log('[contract] KATHA_TEST_POSTGRES_URL not set: PostgreSQL run skipped');
