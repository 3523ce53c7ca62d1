import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { type Ctx, callerProfile } from '../../../utils/owner';

const UID = 'api::notification.notification';
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

interface Row {
  id: number;
  documentId: string;
  kind: string;
  actor_username: string | null;
  actor_name: string | null;
  article_slug: string | null;
  article_title: string | null;
  article_locale: string | null;
  comment_id: number | null;
  read_at: string | null;
  createdAt: string;
}

const FIELDS = [
  'id',
  'documentId',
  'kind',
  'actor_username',
  'actor_name',
  'article_slug',
  'article_title',
  'article_locale',
  'comment_id',
  'read_at',
  'createdAt',
];

/** A notification as the contract's `Notification` says: who, what, where, and whether it was read. */
const view = (row: Row) => ({
  id: row.id,
  documentId: row.documentId,
  kind: row.kind,
  read: row.read_at !== null,
  createdAt: new Date(row.createdAt).toISOString(),
  actor: row.actor_username ? { username: row.actor_username, name: row.actor_name ?? null } : null,
  article: row.article_slug
    ? { slug: row.article_slug, title: row.article_title ?? '', locale: row.article_locale ?? 'en' }
    : null,
  commentId: row.comment_id ?? null,
});

const positive = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

/**
 * The caller's own notifications, newest first, and nobody else's: every query is narrowed to the
 * caller's profile here (there is no filter to send), and marking one read finds it among the
 * caller's own only (someone else's answers 404, as if it did not exist).
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const mine = (profileId: number) => ({ recipient: { id: profileId } });
  return {
    async find(ctx: Ctx) {
      const own = await callerProfile(strapi, ctx);
      const query = (ctx.query.pagination ?? {}) as Record<string, unknown>;
      const pageSize = Math.min(MAX_PAGE_SIZE, positive(query.pageSize, DEFAULT_PAGE_SIZE));
      const page = positive(query.page, 1);
      const [rows, total] = await Promise.all([
        strapi.db.query(UID).findMany({
          where: mine(own.id),
          select: FIELDS,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: (page - 1) * pageSize,
          limit: pageSize,
        }) as Promise<Row[]>,
        strapi.db.query(UID).count({ where: mine(own.id) }),
      ]);
      ctx.body = {
        data: rows.map(view),
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
      };
    },

    async unreadCount(ctx: Ctx) {
      const own = await callerProfile(strapi, ctx);
      const count = await strapi.db
        .query(UID)
        .count({ where: { ...mine(own.id), read_at: { $null: true } } });
      ctx.body = { data: { count } };
    },

    async markAllRead(ctx: Ctx) {
      const own = await callerProfile(strapi, ctx);
      // The ids first: an update's where cannot join the recipient relation.
      const rows = (await strapi.db
        .query(UID)
        .findMany({ where: { ...mine(own.id), read_at: { $null: true } }, select: ['id'] })) as {
        id: number;
      }[];
      if (rows.length)
        await strapi.db
          .query(UID)
          .updateMany({ where: { id: { $in: rows.map((row) => row.id) } }, data: { read_at: new Date() } });
      ctx.body = { data: { count: rows.length } };
    },

    async markRead(ctx: Ctx) {
      const own = await callerProfile(strapi, ctx);
      const where = { documentId: String(ctx.params.id), ...mine(own.id) };
      const found = (await strapi.db.query(UID).findOne({ where, select: ['id', 'read_at'] })) as Row | null;
      if (!found) throw new errors.NotFoundError('Not Found');
      if (found.read_at === null)
        await strapi.db.query(UID).update({ where: { id: found.id }, data: { read_at: new Date() } });
      const row = (await strapi.db.query(UID).findOne({ where: { id: found.id }, select: FIELDS })) as Row;
      ctx.body = { data: view(row) };
    },
  };
});
