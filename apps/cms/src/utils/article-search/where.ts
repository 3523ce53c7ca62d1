import { type Dialect, type Search, TEXT_COLUMNS, type TextColumn } from './sql';

/**
 * The search conditions of an article query's where clause: which ones an index can serve, and the
 * where clause with each of them replaced by `id IN (…)`.
 */

/** The trigram tokenizer needs 3 characters (code points) to use the index. */
const MIN_INDEXED_LENGTH = 3;

type Where = Record<string, unknown>;
/** Builds the `$in` value standing for a search. */
type Make = (search: Search) => unknown;

const isTextColumn = (key: string): key is TextColumn => (TEXT_COLUMNS as readonly string[]).includes(key);

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

const indexable = (dialect: Dialect, text: string) =>
  dialect === 'postgres' || [...text].length >= MIN_INDEXED_LENGTH;

/** `{ column: { $containsi } }` or `{ author: { name: { $containsi } } }` → what it searches. */
const searchLeaf = (
  dialect: Dialect,
  item: unknown,
): { text: string; column?: TextColumn; author?: true } | undefined => {
  if (!isRecord(item) || Object.keys(item).length !== 1) return undefined;
  const [key] = Object.keys(item);
  if (isTextColumn(key)) {
    const text = containsiText(item[key]);
    return text !== undefined && indexable(dialect, text) ? { text, column: key } : undefined;
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
export const rewriteWhere = (where: unknown, dialect: Dialect, make: Make): unknown => {
  if (Array.isArray(where)) {
    let changed = false;
    const next = where.map((item) => {
      const rewritten = rewriteWhere(item, dialect, make);
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
      const rewritten = rewriteOr(value, dialect, make);
      if (rewritten !== value) changed = true;
      parts.push({ $or: rewritten });
      continue;
    }
    if ((key === '$and' || key === '$not') && (Array.isArray(value) || isRecord(value))) {
      const rewritten = rewriteWhere(value, dialect, make);
      if (rewritten !== value) changed = true;
      parts.push({ [key]: rewritten });
      continue;
    }
    const leaf = searchLeaf(dialect, { [key]: value });
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
const rewriteOr = (items: unknown[], dialect: Dialect, make: Make): unknown[] => {
  const groups = new Map<string, { columns: TextColumn[]; author: boolean }>();
  for (const item of items) {
    const leaf = searchLeaf(dialect, item);
    if (!leaf) continue;
    const group = groups.get(leaf.text) ?? { columns: [], author: false };
    if (leaf.column && !group.columns.includes(leaf.column)) group.columns.push(leaf.column);
    if (leaf.author) group.author = true;
    groups.set(leaf.text, group);
  }
  if (!groups.size) {
    const next = items.map((item) => rewriteWhere(item, dialect, make));
    return next.some((item, index) => item !== items[index]) ? next : items;
  }
  const done = new Set<string>();
  const out: unknown[] = [];
  for (const item of items) {
    const leaf = searchLeaf(dialect, item);
    if (leaf) {
      if (!done.has(leaf.text)) {
        done.add(leaf.text);
        const group = groups.get(leaf.text)!;
        out.push({ id: { $in: make({ ...group, text: leaf.text }) } });
      }
      continue;
    }
    out.push(rewriteWhere(item, dialect, make));
  }
  return out;
};

/** Whether the query returns published rows only (Strapi's `status: 'published'`, the default). */
export const publishedOnly = (where: unknown): boolean => {
  if (!isRecord(where)) return false;
  const required = (condition: unknown) =>
    isRecord(condition) && isRecord(condition.publishedAt) && condition.publishedAt.$notNull === true;
  return required(where) || (Array.isArray(where.$and) && where.$and.some(required));
};
