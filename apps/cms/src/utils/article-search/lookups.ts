import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Core } from '@strapi/strapi';
import { type Search, searchSql } from './sql';
import type { SearchReply, SearchWorkerData } from './worker';

/** SQLite: running the lookups of the index, on a thread of their own, and remembering their ids. */

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
 * SQLite: the lookups on a thread of their own (worker.ts beside this file), which reads the
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
  const worker = new Worker(path.join(__dirname, 'worker.js'), { workerData });
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

/** Bootstrap (SQLite): starts the lookup thread, where the database is a file. */
export const startLookups = async (strapi: Core.Strapi) => {
  lookupThread = await startLookupThread(strapi);
};

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
export const keyOf = (search: Search) => JSON.stringify([search.columns, search.author, search.text]);

export const matchingIds = async (strapi: Core.Strapi, search: Search): Promise<string> => {
  const { sql, bindings } = searchSql(strapi, 'sqlite', search);
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
