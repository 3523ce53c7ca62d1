// The contract suite on SQLite, then again on PostgreSQL when KATHA_TEST_POSTGRES_URL is set, so the spec
// holds for both databases the CMS supports; KATHA_TEST_DATABASES chooses
// (apps/cms/scripts/test-databases.mjs). Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testDatabases } from '../../apps/cms/scripts/test-databases.mjs';

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

// KATHA_CMS_API_URL: a CMS already running (tests/contract/cms.ts), whatever its database: one run.
const databases = process.env.KATHA_CMS_API_URL ? ['sqlite'] : testDatabases();
for (const database of databases) run(database);
if (!databases.includes('postgres'))
  console.log('[contract] PostgreSQL run skipped (KATHA_TEST_DATABASES, KATHA_TEST_POSTGRES_URL)');
