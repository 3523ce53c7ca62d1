import type { Core } from '@strapi/strapi';
import { FTS_TABLE, TEXT_COLUMNS, tableOf } from './sql';

/** The text indexes themselves: made at start when missing or out of date. */

const FTS_COLUMNS = TEXT_COLUMNS.join(', ');
const FTS_DEFINITION = `CREATE VIRTUAL TABLE ${FTS_TABLE} USING fts5(${FTS_COLUMNS}, content='articles', content_rowid='id', tokenize='trigram')`;
/** `new.id, new.title, …`: a trigger row's id and text, when it is a published row. */
const published = (row: 'new' | 'old') =>
  `SELECT ${[`${row}.id`, ...TEXT_COLUMNS.map((column) => `${row}.${column}`)].join(', ')} WHERE ${row}.published_at IS NOT NULL`;
const ftsInsert = (row: 'new' | 'old') =>
  `INSERT INTO ${FTS_TABLE}(rowid, ${FTS_COLUMNS}) ${published(row)};`;
const ftsDelete = (row: 'new' | 'old') =>
  `INSERT INTO ${FTS_TABLE}(${FTS_TABLE}, rowid, ${FTS_COLUMNS}) ${published(row).replace('SELECT ', "SELECT 'delete', ")};`;
/** The index holds exactly the published rows: each trigger adds or removes a row only if it is one. */
const SQLITE_TRIGGERS: Record<string, string> = {
  [`${FTS_TABLE}_ai`]: `CREATE TRIGGER ${FTS_TABLE}_ai AFTER INSERT ON articles BEGIN
  ${ftsInsert('new')}
END`,
  [`${FTS_TABLE}_ad`]: `CREATE TRIGGER ${FTS_TABLE}_ad AFTER DELETE ON articles BEGIN
  ${ftsDelete('old')}
END`,
  [`${FTS_TABLE}_au`]: `CREATE TRIGGER ${FTS_TABLE}_au AFTER UPDATE OF ${FTS_COLUMNS}, published_at ON articles BEGIN
  ${ftsDelete('old')}
  ${ftsInsert('new')}
END`,
};

/**
 * SQLite: creates the FTS5 table and its triggers, or replaces them when their stored definition
 * differs from these (an older version of this file, or a table recreated by a schema change,
 * which loses its triggers); either way the index is then filled from the published rows.
 */
export const ensureSqlite = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const stored = new Map(
    (
      (await knex.raw(
        `SELECT name, sql FROM sqlite_master WHERE name = ? OR (type = 'trigger' AND tbl_name = 'articles' AND name LIKE ?)`,
        [FTS_TABLE, `${FTS_TABLE}%`],
      )) as { name: string; sql: string }[]
    ).map((row) => [row.name, row.sql]),
  );
  const expected = new Map([[FTS_TABLE, FTS_DEFINITION], ...Object.entries(SQLITE_TRIGGERS)]);
  const current =
    stored.size === expected.size && [...expected].every(([name, sql]) => stored.get(name) === sql);
  if (current) return;
  await strapi.db.transaction(async ({ trx }) => {
    for (const name of stored.keys()) {
      if (name !== FTS_TABLE) await trx.raw(`DROP TRIGGER ${name}`);
    }
    if (stored.has(FTS_TABLE)) await trx.raw(`DROP TABLE ${FTS_TABLE}`);
    await trx.raw(FTS_DEFINITION);
    for (const sql of Object.values(SQLITE_TRIGGERS)) await trx.raw(sql);
    await trx.raw(
      `INSERT INTO ${FTS_TABLE}(rowid, ${FTS_COLUMNS}) SELECT id, ${FTS_COLUMNS} FROM articles WHERE published_at IS NOT NULL`,
    );
  });
  strapi.log.info(`[search] ${FTS_TABLE} (FTS5 trigram, published articles) built`);
};

/** PostgreSQL: pg_trgm (in the `public` schema when possible) and the GIN indexes, when missing. */
export const ensurePostgres = async (strapi: Core.Strapi) => {
  const knex = strapi.db.connection;
  const findExtension = async () =>
    (
      (await knex.raw(
        `SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
      )) as { rows: { schema: string }[] }
    ).rows[0]?.schema;
  let extensionSchema = await findExtension();
  if (!extensionSchema) {
    try {
      await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    } catch (error) {
      strapi.log.warn(
        `[search] pg_trgm is not installed and could not be (${(error as Error).message}); searches scan the tables`,
      );
      return;
    }
    extensionSchema = await findExtension();
  }
  const opclass = `${knex.raw('??', [extensionSchema]).toQuery()}.gin_trgm_ops`;
  const targets: [string, string][] = [
    ...TEXT_COLUMNS.map((column): [string, string] => ['articles', column]),
    [strapi.db.metadata.get('api::profile.profile').tableName, 'name'],
  ];
  for (const [table, column] of targets) {
    await knex.raw(
      `CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin ((LOWER(CAST(?? AS VARCHAR))) ${opclass})`,
      [`${table}_${column}_trgm_idx`, tableOf(strapi, table), column],
    );
  }
};
