import { LISTING_RULE_FILTERS, NOT_ARCHIVED_FILTER } from '@katha/rules';

type Filters = Record<string, unknown>;

export type Doc = { id: number; documentId: string; locale?: string } & Record<string, unknown>;

/** The document service with loosely typed parameters (the project has no generated content-type typings). */
export interface Documents {
  findMany(params: Record<string, unknown>): Promise<Doc[]>;
  findFirst(params: Record<string, unknown>): Promise<Doc | null>;
  findOne(params: Record<string, unknown>): Promise<Doc | null>;
  count(params: Record<string, unknown>): Promise<number>;
  create(params: Record<string, unknown>): Promise<Doc>;
  update(params: Record<string, unknown>): Promise<Doc | null>;
}

/** The listing rule of spec §5 (`@katha/rules`: at least 150 words or not counted, of type article or none), not archived. */
export const LISTING_RULE: Filters = { $and: [...LISTING_RULE_FILTERS, NOT_ARCHIVED_FILTER] };

/**
 * The article rows a reader can open (the site's article page: published, not archived, listed or
 * not), as `strapi.db.query` conditions: only these take likes, bookmarks and comments.
 */
export const OPEN_TO_READERS: Filters = { $and: [{ publishedAt: { $notNull: true } }, NOT_ARCHIVED_FILTER] };

/** All the given filters at once (undefined ones are left out). */
export const allOf = (...filters: (Filters | undefined)[]): Filters => {
  const present = filters.filter((filter): filter is Filters => !!filter && Object.keys(filter).length > 0);
  return present.length === 1 ? present[0]! : { $and: present };
};

export interface Page {
  page: number;
  pageSize: number;
}

/** `pagination[page]`/`pagination[pageSize]` (or start/limit) of a query, with the API's defaults and cap. */
export const pageOf = (pagination: unknown, defaultSize = 10, max = 200): Page => {
  const p = (pagination ?? {}) as Record<string, unknown>;
  const pageSize = Math.min(max, Math.max(1, Number(p.pageSize ?? p.limit ?? defaultSize) || defaultSize));
  const page = p.start !== undefined ? Math.floor(Number(p.start) / pageSize) + 1 : Number(p.page ?? 1) || 1;
  return { page: Math.max(1, page), pageSize };
};

export const paginationMeta = ({ page, pageSize }: Page, total: number) => ({
  page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
  total,
});

/** Today's date (UTC) as YYYY-MM-DD, the key of daily insights. */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

export const daysAgo = (days: number, now = new Date()) => today(new Date(now.getTime() - days * 86_400_000));
