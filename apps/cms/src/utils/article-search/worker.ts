import { parentPort, workerData } from 'node:worker_threads';

/**
 * The SQLite search index's lookups, on a thread of their own (lookups.ts beside it starts
 * it): a read-only connection to the CMS's database file answers `{ id, sql, bindings }` with the
 * statement's single value. better-sqlite3 runs a statement synchronously, so a lookup run on the
 * server's thread (a few milliseconds for a common word, more for a phrase) would hold up every
 * other request meanwhile.
 */

interface Statement {
  pluck(): Statement;
  get(...bindings: unknown[]): unknown;
}
interface Connection {
  prepare(sql: string): Statement;
  pragma(sql: string): unknown;
}
type Open = new (filename: string, options: { readonly: boolean; fileMustExist: boolean }) => Connection;

export interface SearchWorkerData {
  filename: string;
  /** The server connection's page cache and memory map settings, e.g. `cache_size = -65536`. */
  pragmas: string[];
}
export type SearchRequest = { id: number; sql: string; bindings: unknown[] };
export type SearchReply = { id: number; value: unknown } | { id: number; error: string };

const { filename, pragmas } = workerData as SearchWorkerData;
const Database = require('better-sqlite3') as Open;
const connection = new Database(filename, { readonly: true, fileMustExist: true });
for (const pragma of pragmas) connection.pragma(pragma);

const statements = new Map<string, Statement>();
parentPort!.on('message', ({ id, sql, bindings }: SearchRequest) => {
  let reply: SearchReply;
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = connection.prepare(sql).pluck();
      statements.set(sql, statement);
    }
    reply = { id, value: statement.get(...bindings) };
  } catch (error) {
    reply = { id, error: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
