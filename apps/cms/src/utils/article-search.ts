import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Core } from '@strapi/strapi';
import type { SearchReply, SearchWorkerData } from './search-worker';

/**
 * Text indexes for article search (`$containsi` on title, body, tags and the author's name), with
 * the exact semantics of Strapi's `$containsi` (`LOWER(column) LIKE LOWER('%text%')`, any script):
 *
 * - SQLite: an FTS5 table `articles_fts` (trigram tokenizer, external content = the `articles`
 *   table, rowid = article id) of the published rows only, kept in sync by triggers on `articles`,
 *   so every write path (REST, admin panel, seed, raw SQL) updates it in the same transaction. A
 *   trigram phrase matches any substring of 3 characters or more, case-insensitively; shorter
 *   texts keep the plain `LIKE` scan, and so do queries that may return drafts (readers search
 *   published articles; a draft's copy of each would double the index and every lookup).
 * - PostgreSQL: `pg_trgm` GIN indexes on `LOWER(CAST(column AS VARCHAR))`, the very expression
 *   Strapi's `$containsi` compares, so `LIKE '%text%'` uses them.
 *
 * Strapi builds such a search (`filters[$or]` over title, body, author name and tags) as one OR
 * across a LEFT JOIN to the author, which no index can serve. A database lifecycle
 * (`beforeFindMany`/`beforeCount` of articles) rewrites each of these `$containsi` conditions to
 * `id IN (subquery on the index)`: the same rows, found through the index.
 */

const UID = 'api::article.article';
const FTS_TABLE = 'articles_fts';
/** Searched text columns of `articles` (attribute name = column name). */
const TEXT_COLUMNS = ['title', 'body', 'tags'] as const;
type TextColumn = (typeof TEXT_COLUMNS)[number];
const isTextColumn = (key: string): key is TextColumn => (TEXT_COLUMNS as readonly string[]).includes(key);

/** The trigram tokenizer needs 3 characters (code points) to use the index. */
const MIN_INDEXED_LENGTH = 3;

type Where = Record<string, unknown>;

let mode: 'sqlite' | 'postgres' | 'off' = 'off';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const isRecord = (value: unknown): value is Where =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** `{ $containsi: 'text' }` (and nothing else) → 'text'. */
const containsiText = (value: unknown): string | undefined => {
  if (!isRecord(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length !== 1 || keys[0] !== '$containsi' || typeof value.$containsi !== 'string') return undefined;
  return value.$containsi;
};

/** `{ name: { $containsi: 'text' } }` (the author filter of a search) → 'text'. */
const authorNameText = (value: unknown): string | undefined => {
  if (!isRecord(value)) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === 'name' ? containsiText(value.name) : undefined;
};

const indexable = (text: string) => mode === 'postgres' || [...text].length >= MIN_INDEXED_LENGTH;

/**
 * The FTS5 query: the text as a phrase, in these columns. A search of every indexed column (the
 * site's) names none: the same rows, and FTS5 then skips a per-column check of every match
 * (measured on the benchmark's data: "monsoon" 7.0 → 5.4 ms, "monsoon river" 16.6 → 11.3 ms).
 */
export const ftsPhrase = (columns: readonly TextColumn[], text: string) => {
  const phrase = `"${text.replaceAll('"', '""')}"`;
  return TEXT_COLUMNS.every((column) => columns.includes(column))
    ? phrase
    : `{${columns.join(' ')}} : ${phrase}`;
};

const tableOf = (strapi: Core.Strapi, name: string) => {
  const schema = strapi.db.getSchemaName();
  return schema ? `${schema}.${name}` : name;
};

/**
 * Ids of the articles where one of the columns contains the text, or (`author`) whose author's
 * name contains it: one subquery, a UNION ALL of the text index and the author lookup.
 */
const searchSql = (
  strapi: Core.Strapi,
  columns: readonly TextColumn[],
  author: boolean,
  text: string,
): { sql: string; bindings: string[] } => {
  const pattern = `%${escapeLike(text)}%`;
  const parts: string[] = [];
  const bindings: string[] = [];
  if (columns.length && mode === 'sqlite') {
    parts.push(`SELECT rowid AS id FROM ${FTS_TABLE} WHERE ${FTS_TABLE} MATCH ?`);
    bindings.push(ftsPhrase(columns, text));
  } else if (columns.length) {
    parts.push(
      `SELECT id FROM ?? WHERE ${columns.map(() => 'LOWER(CAST(?? AS VARCHAR)) LIKE LOWER(?)').join(' OR ')}`,
    );
    bindings.push(tableOf(strapi, 'articles'), ...columns.flatMap((column) => [column, pattern]));
  }
  if (author) {
    const profiles = strapi.db.metadata.get('api::profile.profile');
    const link = (
      strapi.db.metadata.get(UID).attributes.author as unknown as {
        joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
      }
    ).joinTable;
    const name = mode === 'postgres' ? 'LOWER(CAST(name AS VARCHAR))' : 'LOWER(name)';
    const escapeClause = mode === 'sqlite' ? " ESCAPE '\\'" : '';
    parts.push(
      `SELECT ?? AS id FROM ?? WHERE ?? IN (SELECT id FROM ?? WHERE ${name} LIKE LOWER(?)${escapeClause})`,
    );
    bindings.push(
      link.joinColumn.name,
      tableOf(strapi, link.name),
      link.inverseJoinColumn.name,
      tableOf(strapi, profiles.tableName),
      pattern,
    );
  }
  return { sql: parts.join(' UNION ALL '), bindings };
};

/** What one search condition (or `$or` group of them) looks for. */
export interface Search {
  columns: TextColumn[];
  author: boolean;
  text: string;
}
/** Builds the `$in` value standing for a search. */
type Make = (search: Search) => unknown;

/** `{ column: { $containsi } }` or `{ author: { name: { $containsi } } }` → what it searches. */
const searchLeaf = (item: unknown): { text: string; column?: TextColumn; author?: true } | undefined => {
  if (!isRecord(item) || Object.keys(item).length !== 1) return undefined;
  const [key] = Object.keys(item);
  if (isTextColumn(key)) {
    const text = containsiText(item[key]);
    return text !== undefined && indexable(text) ? { text, column: key } : undefined;
  }
  if (key === 'author') {
    const text = authorNameText(item[key]);
    return text ? { text, author: true } : undefined;
  }
  return undefined;
};

/**
 * The where clause with every indexable `$containsi` on title/body/tags/author name replaced by
 * `id IN (…)`; in an `$or`, the conditions on the same text become one subquery. Returns the same
 * object when there is nothing to rewrite.
 */
export const rewriteWhere = (where: unknown, make: Make): unknown => {
  if (Array.isArray(where)) {
    let changed = false;
    const next = where.map((item) => {
      const rewritten = rewriteWhere(item, make);
      if (rewritten !== item) changed = true;
      return rewritten;
    });
    return changed ? next : where;
  }
  if (!isRecord(where)) return where;

  const parts: Where[] = [];
  let changed = false;
  for (const [key, value] of Object.entries(where)) {
    if (key === '$or' && Array.isArray(value)) {
      const rewritten = rewriteOr(value, make);
      if (rewritten !== value) changed = true;
      parts.push({ $or: rewritten });
      continue;
    }
    if ((key === '$and' || key === '$not') && (Array.isArray(value) || isRecord(value))) {
      const rewritten = rewriteWhere(value, make);
      if (rewritten !== value) changed = true;
      parts.push({ [key]: rewritten });
      continue;
    }
    const leaf = searchLeaf({ [key]: value });
    if (leaf) {
      changed = true;
      const columns = leaf.column ? [leaf.column] : [];
      parts.push({ id: { $in: make({ columns, author: !!leaf.author, text: leaf.text }) } });
      continue;
    }
    parts.push({ [key]: value });
  }
  if (!changed) return where;
  return parts.length === 1 ? parts[0] : { $and: parts };
};

/** An `$or` list: the search conditions on the same text share one subquery. */
const rewriteOr = (items: unknown[], make: Make): unknown[] => {
  const groups = new Map<string, { columns: TextColumn[]; author: boolean }>();
  for (const item of items) {
    const leaf = searchLeaf(item);
    if (!leaf) continue;
    const group = groups.get(leaf.text) ?? { columns: [], author: false };
    if (leaf.column && !group.columns.includes(leaf.column)) group.columns.push(leaf.column);
    if (leaf.author) group.author = true;
    groups.set(leaf.text, group);
  }
  if (!groups.size) {
    const next = items.map((item) => rewriteWhere(item, make));
    return next.some((item, index) => item !== items[index]) ? next : items;
  }
  const done = new Set<string>();
  const out: unknown[] = [];
  for (const item of items) {
    const leaf = searchLeaf(item);
    if (leaf) {
      if (!done.has(leaf.text)) {
        done.add(leaf.text);
        const group = groups.get(leaf.text)!;
        out.push({ id: { $in: make({ ...group, text: leaf.text }) } });
      }
      continue;
    }
    out.push(rewriteWhere(item, make));
  }
  return out;
};

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
const ensureSqlite = async (strapi: Core.Strapi) => {
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
const ensurePostgres = async (strapi: Core.Strapi) => {
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

/** Bootstrap: builds what is missing, then turns on the rewrite of searches. */
export const ensureArticleSearch = async (strapi: Core.Strapi) => {
  const client = strapi.db.dialect.client;
  try {
    if (client === 'sqlite') {
      await ensureSqlite(strapi);
      lookupThread = await startLookupThread(strapi);
    } else if (client === 'postgres') await ensurePostgres(strapi);
    else return;
    mode = client;
  } catch (error) {
    mode = 'off';
    strapi.log.warn(`[search] no text index (${(error as Error).message}); searches scan the tables`);
  }
};

/** A lookup on the server's thread: in a transaction of its own (the document service's), on its connection. */
const lookupHere = async (
  strapi: Core.Strapi,
  lookup: { toSQL(): { sql: string; bindings: readonly unknown[] } },
) => {
  const { sql, bindings } = lookup.toSQL();
  const rows = (await strapi.db.transaction(({ trx }) => trx.raw(sql, bindings as unknown[]))) as {
    ids: string;
  }[];
  return rows[0]?.ids ?? '[]';
};

/**
 * SQLite: the lookups on a thread of their own (src/utils/search-worker.ts), which reads the
 * database file through a connection of its own, so the server goes on with other requests
 * meanwhile. It reads what is committed: the only searches are readers' requests, never a step of
 * a write. A thread that fails or stops leaves the lookups to the server's thread.
 */
const startLookupThread = async (strapi: Core.Strapi) => {
  const filename = strapi.config.get<string | undefined>('database.connection.connection.filename');
  if (!filename || filename === ':memory:') return undefined;
  const knex = strapi.db.connection;
  const pragma = async (name: string) =>
    `${name} = ${((await knex.raw(`PRAGMA ${name}`)) as Record<string, number>[])[0]?.[name]}`;
  const workerData: SearchWorkerData = {
    filename,
    pragmas: [await pragma('cache_size'), await pragma('mmap_size')],
  };
  const worker = new Worker(path.join(__dirname, 'search-worker.js'), { workerData });
  worker.unref();
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  worker.on('message', (reply: SearchReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.value);
  });
  const run = ({ sql, bindings }: { sql: string; bindings: readonly unknown[] }) =>
    new Promise<unknown>((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql, bindings });
    });
  const stop = (error: Error) => {
    if (lookupThread !== run) return;
    lookupThread = undefined;
    strapi.log.warn(
      `[search] the lookup thread stopped (${error.message}); lookups run on the server's thread`,
    );
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`exit code ${code}`)));
  return run;
};
let lookupThread: Awaited<ReturnType<typeof startLookupThread>>;

/**
 * SQLite: the ids a search matches, as a JSON array, remembered per text while the database file
 * has not changed: Strapi runs a page's query and its count separately, and both (and the next
 * pages, and the same search by the next readers) then share one index lookup. "Not changed" is
 * the lookup thread's `PRAGMA data_version`, which changes with every commit by any other
 * connection to the file (https://sqlite.org/pragma.html#pragma_data_version): that thread's
 * connection only reads, so every write counts, this process's and those of every other process on
 * the same file (README "Several instances"), with no message between them. It is read before
 * the lookup: a commit in between makes an entry look older than it is, never newer. The check is
 * one round trip to the thread (0.03 to 0.07 ms; the lookup of a common word, 1.7 to 5.1 ms). A
 * lookup on the server's thread (no lookup thread) is not remembered: inside a transaction it
 * would see that transaction's own writes.
 */
const MEMO_ENTRIES = 200;
const memo = new Map<string, { ids: string; version: unknown }>();
const DATA_VERSION = { sql: 'SELECT data_version FROM pragma_data_version()', bindings: [] };
const keyOf = (search: Search) => JSON.stringify([search.columns, search.author, search.text]);

const matchingIds = async (strapi: Core.Strapi, search: Search): Promise<string> => {
  const { sql, bindings } = searchSql(strapi, search.columns, search.author, search.text);
  const lookup = strapi.db.connection.raw(`SELECT json_group_array(id) AS ids FROM (${sql})`, bindings);
  const thread = lookupThread;
  if (!thread) return lookupHere(strapi, lookup);
  try {
    const version = await thread(DATA_VERSION);
    const key = keyOf(search);
    const hit = memo.get(key);
    memo.delete(key);
    const ids =
      hit && hit.version === version ? hit.ids : ((await thread(lookup.toSQL().toNative())) as string);
    memo.set(key, { ids, version });
    for (const [oldest] of memo) {
      if (memo.size <= MEMO_ENTRIES) break;
      memo.delete(oldest);
    }
    return ids;
  } catch {
    return lookupHere(strapi, lookup);
  }
};

/** Whether the query returns published rows only (Strapi's `status: 'published'`, the default). */
const publishedOnly = (where: unknown): boolean => {
  if (!isRecord(where)) return false;
  const required = (condition: unknown) =>
    isRecord(condition) && isRecord(condition.publishedAt) && condition.publishedAt.$notNull === true;
  return required(where) || (Array.isArray(where.$and) && where.$and.some(required));
};

/** Register: rewrites the article queries' `$containsi` conditions to the index (once it exists). */
export const subscribeArticleSearch = (strapi: Core.Strapi) => {
  const rewrite = async (event: { params?: { where?: unknown } }) => {
    const where = event.params?.where;
    if (mode === 'off' || !where || !event.params) return;
    if (mode === 'postgres') {
      event.params.where = rewriteWhere(where, (search) => {
        const { sql, bindings } = searchSql(strapi, search.columns, search.author, search.text);
        return strapi.db.connection.raw(sql, bindings);
      });
      return;
    }
    // The SQLite index holds published rows only: other queries keep their `LIKE` scan.
    if (!publishedOnly(where)) return;
    const searches: Search[] = [];
    rewriteWhere(where, (search) => searches.push(search));
    if (!searches.length) return;
    const ids = new Map<string, string>();
    for (const search of searches) ids.set(keyOf(search), await matchingIds(strapi, search));
    event.params.where = rewriteWhere(where, (search) =>
      strapi.db.connection.raw('SELECT value FROM json_each(?)', [ids.get(keyOf(search))!]),
    );
  };
  strapi.db.lifecycles.subscribe({ models: [UID], beforeFindMany: rewrite, beforeCount: rewrite });
};
