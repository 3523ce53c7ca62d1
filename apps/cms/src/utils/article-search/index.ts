import type { Core } from '@strapi/strapi';
import { ensurePostgres, ensureSqlite } from './indexes';
import { keyOf, matchingIds, startLookups } from './lookups';
import { type Dialect, type Search, searchSql, UID } from './sql';
import { publishedOnly, rewriteWhere } from './where';

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
 *
 * Here: bootstrap and the lifecycle. Beside: `indexes.ts` (the indexes), `where.ts` (the search
 * conditions of a where clause), `sql.ts` (a search's subquery), `lookups.ts` and `worker.ts`
 * (SQLite's lookups on a thread of their own, remembered per text).
 */

let mode: Dialect | 'off' = 'off';

/** Bootstrap: builds what is missing, then turns on the rewrite of searches. */
export const ensureArticleSearch = async (strapi: Core.Strapi) => {
  const client = strapi.db.dialect.client;
  try {
    if (client === 'sqlite') {
      await ensureSqlite(strapi);
      await startLookups(strapi);
    } else if (client === 'postgres') await ensurePostgres(strapi);
    else return;
    mode = client;
  } catch (error) {
    mode = 'off';
    strapi.log.warn(`[search] no text index (${(error as Error).message}); searches scan the tables`);
  }
};

/** Register: rewrites the article queries' `$containsi` conditions to the index (once it exists). */
export const subscribeArticleSearch = (strapi: Core.Strapi) => {
  const rewrite = async (event: { params?: { where?: unknown } }) => {
    const where = event.params?.where;
    if (mode === 'off' || !where || !event.params) return;
    if (mode === 'postgres') {
      event.params.where = rewriteWhere(where, mode, (search) => {
        const { sql, bindings } = searchSql(strapi, 'postgres', search);
        return strapi.db.connection.raw(sql, bindings);
      });
      return;
    }
    // The SQLite index holds published rows only: other queries keep their `LIKE` scan.
    if (!publishedOnly(where)) return;
    const searches: Search[] = [];
    rewriteWhere(where, mode, (search) => searches.push(search));
    if (!searches.length) return;
    const ids = new Map<string, string>();
    for (const search of searches) ids.set(keyOf(search), await matchingIds(strapi, search));
    event.params.where = rewriteWhere(where, mode, (search) =>
      strapi.db.connection.raw('SELECT value FROM json_each(?)', [ids.get(keyOf(search))!]),
    );
  };
  strapi.db.lifecycles.subscribe({ models: [UID], beforeFindMany: rewrite, beforeCount: rewrite });
};
