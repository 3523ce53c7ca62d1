// `npm test`: the API suite against a real CMS on SQLite, then again on PostgreSQL when
// KATHA_TEST_POSTGRES_URL is set; KATHA_TEST_DATABASES chooses (./test-databases.mjs). Extra
// arguments go to vitest.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from '@katha/tools/cms-build';
import { testDatabases } from './test-databases.mjs';

const vitest = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);
const run = (database) => {
  console.log(`\n[cms] API tests on ${database}`);
  const { status } = spawnSync(process.execPath, [vitest, 'run', ...process.argv.slice(2)], {
    cwd: CMS_DIR,
    stdio: 'inherit',
    env: { ...process.env, KATHA_TEST_DB: database },
  });
  if (status !== 0) process.exit(status ?? 1);
};

// The unit tests of the seed (src/seed, written alongside the seed data) and of these scripts.
const seedConfig = path.join(CMS_DIR, 'src', 'seed', 'vitest.config.mts');
if (fs.existsSync(seedConfig)) {
  console.log('\n[cms] unit tests (the seed, the scripts)');
  const { status } = spawnSync(process.execPath, [vitest, 'run', '--config', seedConfig], {
    cwd: CMS_DIR,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}

const databases = testDatabases();
for (const database of databases) run(database);
if (!databases.includes('postgres'))
  console.log('[cms] PostgreSQL run skipped (KATHA_TEST_DATABASES, KATHA_TEST_POSTGRES_URL)');
