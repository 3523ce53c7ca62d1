import path from 'node:path';
import type { Core } from '@strapi/strapi';

/** Prepared SQLite statements kept per connection (by SQL text; all dropped when full). */
const SQLITE_STATEMENTS = 500;

/**
 * SQLite at `.tmp/data.db` by default (DATABASE_FILENAME overrides the path);
 * PostgreSQL when DATABASE_CLIENT=postgres, through DATABASE_URL (DATABASE_SCHEMA picks the schema).
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => {
  if (env('DATABASE_CLIENT', 'sqlite') === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: {
          connectionString: env('DATABASE_URL'),
          schema: env('DATABASE_SCHEMA', 'public'),
          ssl: env.bool('DATABASE_SSL', false) ? { rejectUnauthorized: false } : false,
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: 60000,
        debug: env.bool('DATABASE_DEBUG', false),
      },
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(process.cwd(), env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      debug: env.bool('DATABASE_DEBUG', false),
      pool: {
        // A 64 MB page cache and memory-mapped reads (SQLite's defaults: 2 MB, none): the search
        // index (src/utils/article-search/) is read page by page on every search.
        afterCreate: (
          connection: { pragma: (sql: string) => unknown; prepare: (sql: string) => unknown },
          done: (error: Error | null, c: unknown) => void,
        ) => {
          // Write-ahead logging, synced at checkpoints (SQLite's defaults: a rollback journal synced
          // at every commit): a single-row commit took 1.2 ms here at rest and 11 to 15 ms at load 8,
          // and takes 0.03 to 0.2 ms (scripts/sqlite-commit-bench.mjs). Readers no longer wait for a
          // writer, and a crash of the process loses nothing; a power cut may lose the last
          // commits, never the file. The log (`data.db-wal`) is part of the database until a
          // checkpoint: copy the file with the CMS stopped and the log folded in (tools/cms.mjs).
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          connection.pragma(`cache_size = -${env.int('DATABASE_SQLITE_CACHE_MB', 64) * 1024}`);
          connection.pragma(`mmap_size = ${env.int('DATABASE_SQLITE_MMAP_MB', 256) * 1024 * 1024}`);
          // knex prepares every query afresh (measured: 0.1 to 0.2 ms each, 10 or so per listing);
          // the same SQL text reuses its statement. better-sqlite3 runs statements synchronously
          // (knex calls `all`/`run`, never `iterate`), so a statement is never busy when reused, and
          // SQLite re-prepares a statement itself after a schema change.
          const prepare = connection.prepare.bind(connection);
          const statements = new Map<string, unknown>();
          connection.prepare = (text: string) => {
            // Every transaction takes the write lock when it begins (knex begins them deferred). A
            // deferred one that has read and then writes while another process writes the same
            // file is refused at once, SQLITE_BUSY without waiting (SQLite's deadlock rule): two
            // instances on one file lost registrations so. An immediate one waits its turn
            // (better-sqlite3's 5 s busy timeout), as a lone write does.
            const sql = text === 'BEGIN;' ? 'BEGIN IMMEDIATE;' : text;
            let statement = statements.get(sql);
            if (!statement) {
              statement = prepare(sql);
              if (statements.size >= SQLITE_STATEMENTS) statements.clear();
              statements.set(sql, statement);
            }
            return statement;
          };
          done(null, connection);
        },
      },
    },
  };
};
