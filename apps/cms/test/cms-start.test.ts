import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { copySeededSqlite, foldWriteAheadLog } from '@katha/tools/cms';
import { CMS_DIR } from '@katha/tools/cms-build';
import { launchCms } from '@katha/tools/cms-process';
import { describe, expect, it } from 'vitest';
import { adminToken, CEILING_MS } from './api.ts';

type Sqlite = {
  pragma(sql: string, options: { simple: true }): unknown;
  prepare(sql: string): { get(): unknown };
  close(): void;
};
const Database = createRequire(path.join(CMS_DIR, 'package.json'))('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => Sqlite;

/**
 * How the harness waits for a CMS it starts (tools/cms-process.mjs): no fixed guess of how long a
 * start takes. A start that makes progress is waited for (the ceiling is generous); one that makes
 * none, neither output nor CPU time, is given up after `stallMs` instead of at the ceiling.
 */
describe('starting a CMS for the tests', () => {
  it('gives up on a process that makes no progress, long before the ceiling', async () => {
    // Held before its first line of code, waiting for a debugger that never comes: alive, silent, idle.
    const started = launchCms({
      env: { NODE_OPTIONS: '--inspect-brk=127.0.0.1:0' },
      stallMs: 3_000,
      timeoutMs: 3_600_000,
    });
    await expect(started).rejects.toThrow(/made no progress \(no output, no CPU time\) for 3 s/);
  }, 120_000);
});

describe('the CMS the harness starts', () => {
  it("signs the dev admin in for longer than a suite on a busy machine runs (the panel's default is 30 minutes)", async () => {
    // Signed in once per run (global-setup.ts): the CMS suite at load 15 ran 40 minutes, and every
    // admin call after the 30th minute got 401.
    const token = await adminToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(6 * 3600);
  });
});

describe('the SQLite databases the harness copies', () => {
  it(
    'are in write-ahead-log mode, copied without the log, the seed inside',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-seed-copy-'));
      try {
        const file = path.join(dir, 'data.db');
        await copySeededSqlite(file, 'minimal');
        expect(fs.existsSync(`${file}-wal`)).toBe(false);
        const db = new Database(file, { readonly: true });
        try {
          // config/database.ts: a commit without an fsync of its own (the log is synced at checkpoints).
          expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
          expect(
            db
              .prepare(`SELECT value FROM strapi_core_store_settings WHERE key LIKE '%katha-seed-version'`)
              .get(),
          ).toEqual({ value: JSON.stringify('1:minimal') });
        } finally {
          db.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    CEILING_MS,
  );

  it('hold what a CMS killed before closing its database left in the log', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-wal-fold-'));
    try {
      const file = path.join(dir, 'data.db');
      // A process that commits in write-ahead-log mode and dies without closing the database.
      const writer = spawnSync(
        process.execPath,
        [
          '-e',
          `const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
           db.pragma('journal_mode = WAL');
           db.pragma('wal_autocheckpoint = 0');
           db.exec("CREATE TABLE likes (article TEXT); INSERT INTO likes VALUES ('the last postman')");
           process.kill(process.pid, 'SIGKILL');`,
        ],
        { cwd: CMS_DIR },
      );
      expect(writer.signal).toBe('SIGKILL');
      expect(fs.existsSync(`${file}-wal`)).toBe(true);
      foldWriteAheadLog(file);
      const copy = path.join(dir, 'copy.db');
      fs.copyFileSync(file, copy);
      const db = new Database(copy, { readonly: true });
      try {
        expect(db.prepare('SELECT article FROM likes').get()).toEqual({ article: 'the last postman' });
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
