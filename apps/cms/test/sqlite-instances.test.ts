import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConfirmed } from '../../../tests/support/accounts.mjs';
import { copySeededSqlite, type RunningCms, startCms } from '../../../tests/support/cms.ts';
import { CEILING_MS, unique } from './api.ts';

/**
 * Two CMS instances on one SQLite file, the one set-up of several instances the cluster
 * (cluster.test.ts, on PostgreSQL) does not cover: registrations through both at once each get
 * their confirmation mail.
 */
let a: RunningCms;
let b: RunningCms;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-sqlite-instances-'));
const mailbox = path.join(dir, 'mailbox');

// The limits scaled as the suite's (global-setup.ts): this file registers fast, from one address.
const env = {
  DATABASE_FILENAME: path.join(dir, 'data.db'),
  KATHA_RATE_LIMIT_SCALE: '100',
  KATHA_DEV_MAILBOX_DIR: mailbox,
};

beforeAll(async () => {
  // A copy of the seeded template the suite makes anyway (attack.test.ts, cms-start.test.ts): set up
  // already, so both start at once (on an empty file both would set it up).
  await copySeededSqlite(env.DATABASE_FILENAME, 'minimal');
  [a, b] = await Promise.all([startCms({ env }), startCms({ env })]);
}, CEILING_MS);

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  fs.rmSync(dir, { recursive: true, force: true });
}, CEILING_MS);

/**
 * Registers a new reader through `cms` and confirms it from its mail. A failure carries both
 * instances' last log lines (the mail is sent after the answer, so only the logs say why one did
 * not come).
 */
const reader = async (cms: RunningCms) => {
  const username = unique('sqlite');
  try {
    const { jwt } = await registerConfirmed(
      cms.apiUrl,
      { username, email: `${username}@example.test`, password: 'Secret#123', t_n_c_accepted: true },
      { mailbox },
    );
    return jwt;
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- CMS a ---\n${a.logs()}\n--- CMS b ---\n${b.logs()}`,
    );
  }
};

describe('two instances on one SQLite file', () => {
  it(
    'send the confirmation mail of every registration, through either instance, at the same time',
    async () => {
      // Both processes write accounts and confirmation tokens at once. On one SQLite file, a
      // transaction that had read and then wrote while the other process wrote was refused at once
      // (SQLITE_BUSY, config/database.ts): the account was not made, and no mail came.
      const jwts = await Promise.all([a, b, a, b, a, b].map((cms) => reader(cms)));
      expect(jwts.every((jwt) => typeof jwt === 'string' && jwt.length > 0)).toBe(true);
    },
    CEILING_MS,
  );
});
