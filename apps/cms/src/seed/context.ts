/** What every step of the seed shares: its context, Strapi's services as the seed calls them, dates and money. */
import type { Core } from '@strapi/strapi';
import type { SeedContent } from './content';

export type SeedMode = 'full' | 'minimal';

export const ARTICLE = 'api::article.article';
export const PROFILE = 'api::profile.profile';
export const USER = 'plugin::users-permissions.user';
export const ROLE = 'plugin::users-permissions.role';

export const DAY = 86_400_000;

export interface Doc {
  id: number;
  documentId: string;
  [key: string]: unknown;
}
export type Data = Record<string, unknown>;
interface LooseDocuments {
  create(params: { data: Data; locale?: string; status?: 'published' | 'draft' }): Promise<Doc>;
  update(params: {
    documentId: string;
    data: Data;
    locale?: string;
    status?: 'published' | 'draft';
  }): Promise<Doc | null>;
  findFirst(params: Data): Promise<Doc | null>;
  findMany(params: Data): Promise<Doc[]>;
}
interface LooseQuery {
  findOne(params: Data): Promise<Doc | null>;
  findMany(params: Data): Promise<Doc[]>;
  update(params: Data): Promise<Doc | null>;
  updateMany(params: Data): Promise<{ count: number }>;
  create(params: Data): Promise<Doc>;
  count(params?: Data): Promise<number>;
}

export interface Ctx {
  strapi: Core.Strapi;
  mode: SeedMode;
  today: Date;
  tmpDir: string;
  cacheDir: string;
  content: SeedContent;
  log: (msg: string) => void;
  /** the knex transaction the seed runs in */
  trx: unknown;
}

export const docs = (strapi: Core.Strapi, uid: string) =>
  strapi.documents(uid as never) as unknown as LooseDocuments;
export const query = (strapi: Core.Strapi, uid: string) =>
  strapi.db.query(uid as never) as unknown as LooseQuery;

export const dayOffset = (today: Date, days: number, hours = 0) =>
  new Date(today.getTime() - days * DAY + hours * 3_600_000);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const money = (n: number) => Math.round(n * 100) / 100;

/**
 * Starts `fn` over `items` with at most `limit` in flight and returns one promise per item, so a
 * caller can await item i while later items are still being made.
 */
export function startLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active--;
    queue.shift()?.();
  };
  return items.map((item, i) => {
    const p = new Promise<R>((resolve, reject) => {
      const run = () => {
        active++;
        fn(item, i).then(resolve, reject).finally(release);
      };
      if (active < limit) run();
      else queue.push(run);
    });
    p.catch(() => {}); // awaited later; do not let an early failure crash the process as unhandled
    return p;
  });
}

export const mapLimit = <T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) => Promise.all(startLimited(items, limit, fn));
