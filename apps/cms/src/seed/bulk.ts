/**
 * Bulk inserts for the seed's many small rows (insights): one multi-row INSERT per table instead
 * of thousands of Document Service calls. Table and column names come from Strapi's own database
 * metadata, so they follow the schema on SQLite and PostgreSQL alike.
 */
import type { Core } from '@strapi/strapi';
import { createRng, type Rng } from './prng';

type Knex = (table: string) => {
  insert(rows: Record<string, unknown>[], returning?: string[]): Promise<Array<{ id: number } | number>>;
  withSchema(schema: string): ReturnType<Knex>;
  select(...cols: string[]): { where(w: Record<string, unknown>): Promise<Array<Record<string, unknown>>> };
};

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
  inverseOrderColumnName?: string;
}
interface AttributeMeta {
  type: string;
  columnName?: string;
  joinTable?: JoinTable;
}
interface ModelMeta {
  tableName: string;
  attributes: Record<string, AttributeMeta>;
}

export interface BulkRow {
  /** scalar attributes by attribute name */
  fields: Record<string, unknown>;
  /** relation attribute name → target row ids */
  relations: Record<string, number[]>;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A 24-character document id like Strapi's, from the seed's PRNG (so runs are reproducible). */
export function documentIdFrom(rng: Rng): string {
  let id = ID_ALPHABET[Math.floor(rng.next() * 26)];
  for (let i = 1; i < 24; i++) id += ID_ALPHABET[Math.floor(rng.next() * ID_ALPHABET.length)];
  return id;
}

export async function bulkInsert(
  strapi: Core.Strapi,
  trx: unknown,
  uid: string,
  rows: BulkRow[],
  seed: string,
) {
  if (!rows.length) return 0;
  const db = strapi.db as unknown as {
    metadata: { get(uid: string): ModelMeta };
    getSchemaName(): string | undefined;
  };
  const meta = db.metadata.get(uid);
  const schema = db.getSchemaName();
  const knex = trx as Knex;
  const table = (name: string) => (schema ? knex(name).withSchema(schema) : knex(name));
  const column = (attr: string) => meta.attributes[attr]?.columnName ?? attr;
  const rng = createRng(seed);
  const now = new Date();
  const CHUNK = 100;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const records = chunk.map((row) => {
      const record: Record<string, unknown> = {
        [column('documentId')]: documentIdFrom(rng),
        [column('createdAt')]: now,
        [column('updatedAt')]: now,
        [column('publishedAt')]: now,
      };
      for (const [name, value] of Object.entries(row.fields)) record[column(name)] = value;
      return record;
    });
    const inserted = await table(meta.tableName).insert(records, ['id']);
    let ids = inserted.map((r) => (typeof r === 'number' ? r : r.id));
    if (ids.length !== chunk.length) {
      // SQLite without RETURNING gives the last id only: the ids of one INSERT are consecutive
      const last = ids[ids.length - 1];
      ids = chunk.map((_, i) => last - chunk.length + 1 + i);
    }
    const links = new Map<string, Record<string, unknown>[]>();
    chunk.forEach((row, i) => {
      for (const [name, targets] of Object.entries(row.relations)) {
        const jt = meta.attributes[name]?.joinTable;
        if (!jt) throw new Error(`${uid}.${name} is not a relation with a join table`);
        const list = links.get(jt.name) ?? [];
        targets.forEach((target, n) => {
          const link: Record<string, unknown> = {
            [jt.joinColumn.name]: ids[i],
            [jt.inverseJoinColumn.name]: target,
          };
          if (jt.orderColumnName) link[jt.orderColumnName] = n + 1;
          if (jt.inverseOrderColumnName) link[jt.inverseOrderColumnName] = 1;
          list.push(link);
        });
        links.set(jt.name, list);
      }
    });
    for (const [name, list] of links) {
      for (let s = 0; s < list.length; s += 200) await table(name).insert(list.slice(s, s + 200));
    }
  }
  return rows.length;
}
