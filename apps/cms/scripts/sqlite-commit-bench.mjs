// What one write costs the CMS on SQLite, by journal: single-row commits (a like, a comment, a
// permission at start) on the CMS's own driver, in a throwaway file beside the CMS's database (the
// same disk), with SQLite's default rollback journal (synced at every commit) and with the
// write-ahead log config/database.ts sets. Prints the median of RUNS runs of COMMITS commits each,
// with the date, the load average and the driver.
//
//   node apps/cms/scripts/sqlite-commit-bench.mjs   # COMMITS=500 RUNS=5
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CMS_DIR } from '@katha/tools/cms-build';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const COMMITS = Number(process.env.COMMITS || 500);
const RUNS = Number(process.env.RUNS || 5);

const JOURNALS = {
  'rollback journal, synchronous=FULL (SQLite default)': ['journal_mode = DELETE', 'synchronous = FULL'],
  'write-ahead log, synchronous=NORMAL (config/database.ts)': ['journal_mode = WAL', 'synchronous = NORMAL'],
};

const dir = fs.mkdtempSync(path.join(CMS_DIR, '.tmp', 'commit-bench-'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(
  `${new Date().toISOString()} · load ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} · Node ${process.version} · SQLite ${
    new Database(':memory:').prepare('select sqlite_version() as v').get().v
  } · ${COMMITS} commits × ${RUNS} runs`,
);
try {
  for (const [index, [name, pragmas]] of Object.entries(JOURNALS).entries()) {
    const times = [];
    for (let run = 0; run < RUNS; run++) {
      const file = path.join(dir, `${index}-${run}.db`);
      const db = new Database(file);
      for (const pragma of pragmas) db.pragma(pragma);
      db.exec('CREATE TABLE likes (id INTEGER PRIMARY KEY, article TEXT, at TEXT)');
      const insert = db.prepare('INSERT INTO likes (article, at) VALUES (?, ?)');
      const started = process.hrtime.bigint();
      for (let i = 0; i < COMMITS; i++) db.transaction(() => insert.run(`a${i}`, new Date().toISOString()))();
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      db.close();
    }
    const ms = median(times);
    console.log(
      `  ${name.padEnd(58)} ${(ms / COMMITS).toFixed(3)} ms a commit (median run ${ms.toFixed(0)} ms)`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
