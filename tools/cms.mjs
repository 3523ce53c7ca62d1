/**
 * Starts a real Katha CMS (Strapi) for tests and benches: a child process on a free loopback port
 * with a throwaway database, API only (no admin build needed).
 *
 *   const cms = await startCms({ seed: true });            // SQLite copy of a seeded template
 *   const cms = await startCms({ database: { postgresUrl } }); // fresh schema in that database
 *   await fetch(`${cms.apiUrl}/articles`); ... await cms.stop();
 *
 * KATHA_CMS_LOGS=1 echoes the CMS output to stderr. The process handling lives in
 * cms-process.mjs (shared with the launchers and the benchmarks). Types in cms.d.mts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, CMS_DIR, cmsRequire, newest, serverSourcesMtime, withLock } from './cms-build.mjs';
import { launchCms } from './cms-process.mjs';

/**
 * The password of every account the seed makes, and of the dev admin-panel account: the seed's
 * own (apps/cms/seed-content/authors.json), read from it, so tests and benches never copy it.
 */
export const SEED_PASSWORD = JSON.parse(
  fs.readFileSync(path.join(CMS_DIR, 'seed-content', 'authors.json'), 'utf8'),
).password;

/** The dev admin-panel account the CMS creates outside production (see apps/cms/README.md). */
export const CMS_ADMIN = Object.freeze({ email: 'admin@katha.dev', password: SEED_PASSWORD });

/** Signs the dev admin in to the admin panel of the CMS at `url`; resolves with the token. */
export const adminLogin = async (url) => {
  const reply = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CMS_ADMIN),
  });
  if (!reply.ok) throw new Error(`admin login: ${reply.status} ${await reply.text()}`);
  return (await reply.json()).data.token;
};

/**
 * Moves back, by `seconds`, when the reader with profile `profileDocumentId` opened the article
 * (their read event of today), through the admin panel: as if they had been reading since. The
 * CMS counts a read only that long after its own record of the opening, so a test need not wait.
 */
export const backdateOpening = async (url, adminJwt, { articleId, profileDocumentId, seconds }) => {
  const events = `${url}/content-manager/collection-types/api::read-event.read-event`;
  const headers = { authorization: `Bearer ${adminJwt}`, 'content-type': 'application/json' };
  const list = await fetch(
    `${events}?page=1&pageSize=100&filters[$and][0][article_document_id][$eq]=${articleId}&populate[0]=profile`,
    { headers },
  );
  if (!list.ok) throw new Error(`read events: ${list.status} ${await list.text()}`);
  const { results } = await list.json();
  const event = results.find(({ profile }) => profile?.documentId === profileDocumentId);
  if (!event) throw new Error(`the reader ${profileDocumentId} has not opened the article ${articleId}`);
  const moved = await fetch(`${events}/${event.documentId}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ opened_at: new Date(Date.now() - seconds * 1000).toISOString() }),
  });
  if (!moved.ok) throw new Error(`moving the opening back: ${moved.status} ${await moved.text()}`);
};

const TEMPLATE_DIR = path.join(CMS_DIR, '.tmp', 'templates');

/** Compiles the CMS server code (TypeScript → dist) when its sources changed since the last build. */
const ensureCmsBuilt = () => buildServer({ quiet: true });

const seedEnv = (seed) => (seed === true ? 'full' : seed === 'minimal' ? 'minimal' : 'none');

/**
 * Folds the write-ahead log of a stopped CMS's SQLite file into the file (config/database.ts): the
 * CMS stops without closing its database, and a copy of the file alone would miss what the log holds.
 * A checkpoint writes the log into the file; closing the last connection then removes the log.
 */
export const foldWriteAheadLog = (filename) => {
  const Database = cmsRequire('better-sqlite3');
  const db = new Database(filename);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  if (fs.existsSync(`${filename}-wal`)) throw new Error(`${filename}-wal is still there after a checkpoint`);
};

/**
 * A seeded SQLite database to copy, made once per version of the code and the seed content, and per
 * day (UTC) for a seed with data: its dates count back from the day it ran ("the last 30 days" has
 * data), and a template kept from an earlier day had none for today (seed.test.ts failed on a run
 * that crossed midnight, as it would have on any later day of a developer's unchanged checkout).
 */
const sqliteTemplate = async (seed, timeoutMs) => {
  const day = seedEnv(seed) === 'none' ? '' : new Date().toISOString().slice(0, 10);
  const key = createHash('sha1')
    .update(`${seedEnv(seed)}:${serverSourcesMtime()}:${newest('seed-content')}:${day}`)
    .digest('hex')
    .slice(0, 12);
  const file = path.join(TEMPLATE_DIR, `${seedEnv(seed)}-${key}.db`);
  if (fs.existsSync(file)) return file;
  return withLock('template', async () => {
    if (fs.existsSync(file)) return file;
    fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
    for (const old of fs.readdirSync(TEMPLATE_DIR))
      if (old.startsWith(`${seedEnv(seed)}-`)) fs.rmSync(path.join(TEMPLATE_DIR, old));
    const building = `${file}.building`;
    fs.rmSync(building, { force: true });
    const cms = await launchCms({
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: building, KATHA_SEED: seedEnv(seed) },
      timeoutMs,
    });
    await cms.stop();
    foldWriteAheadLog(building);
    fs.renameSync(building, file);
    return file;
  });
};

/**
 * Writes a copy of the seeded SQLite template (made once per version of the code and the seed) to
 * `filename`: a CMS started on it finds the seed done and starts at once.
 */
export const copySeededSqlite = async (filename, seed = true) => {
  await ensureCmsBuilt();
  fs.copyFileSync(await sqliteTemplate(seed, undefined), filename);
};

/** Runs one statement on the PostgreSQL database at `postgresUrl` (a schema made or dropped). */
const withPostgres = async (postgresUrl, sql) => {
  const { Client } = cmsRequire('pg');
  const client = new Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** Starts a CMS on a free port with a throwaway database and waits until it answers. */
export const startCms = async (options = {}) => {
  const { database = 'sqlite', seed = false, env = {}, timeoutMs } = options;
  await ensureCmsBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-cms-'));
  // Uploads of an unseeded CMS go to a throwaway folder; seeded ones keep apps/cms/public, where the seed's images are.
  const publicEnv = seed ? {} : { KATHA_PUBLIC_DIR: path.join(dir, 'public') };
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  let dropDatabase = async () => {};
  let dbEnv;
  if (database === 'sqlite') {
    const filename = path.join(dir, 'data.db');
    if (seed) fs.copyFileSync(await sqliteTemplate(seed, timeoutMs), filename);
    dbEnv = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename };
  } else {
    const schema = `katha_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    await withPostgres(database.postgresUrl, `CREATE SCHEMA "${schema}"`);
    dbEnv = { DATABASE_CLIENT: 'postgres', DATABASE_URL: database.postgresUrl, DATABASE_SCHEMA: schema };
    dropDatabase = () => withPostgres(database.postgresUrl, `DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  }
  const cleanup = async () => {
    await dropDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const cms = await launchCms({
      env: { ...dbEnv, ...publicEnv, KATHA_SEED: seedEnv(seed), ...env },
      timeoutMs,
    });
    return {
      url: cms.url,
      apiUrl: `${cms.url}/api`,
      proxyKey: cms.proxyKey,
      logs: cms.logs,
      stop: async () => {
        await cms.stop();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
};
