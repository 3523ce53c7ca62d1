import { factories } from '@strapi/strapi';

const UID = 'api::notification.notification';
const PROFILE = 'api::profile.profile';
const ARTICLE = 'api::article.article';

export type NotificationKind =
  | 'comment_reply'
  | 'article_comment'
  | 'new_follower'
  | 'article_like'
  | 'author_access_approved'
  | 'author_access_declined';

export interface NotifyInput {
  kind: NotificationKind;
  /** The recipient's profile (numeric id). */
  recipient: number;
  /** Whose act it was (their profile's numeric id): nobody is told of their own acts. */
  actor?: number | null;
  /** The article it is about: its documentId, and the locale to name it in. */
  article?: { documentId: string; locale?: string } | null;
  commentId?: number | null;
}

/** At most this many notifications are kept per person: the oldest go when more come. */
export const NOTIFICATIONS_KEPT = 200;

/**
 * Notifications are made here, by the server, when something happens (src/api/profile follows and
 * likes, the comments extension, the author-access lifecycle), never by a client. What they show
 * (the actor's name, the article's title and slug) is copied in when they are made.
 */
export default factories.createCoreService(UID, ({ strapi }) => ({
  async notify(input: NotifyInput): Promise<void> {
    if (!input.recipient || (input.actor && input.actor === input.recipient)) return;
    try {
      const actor = input.actor
        ? ((await strapi.db
            .query(PROFILE)
            .findOne({ where: { id: input.actor }, select: ['username', 'name'] })) as {
            username?: string;
            name?: string | null;
          } | null)
        : null;
      let article: { slug?: string; title?: string; locale?: string } | null = null;
      if (input.article?.documentId) {
        const rows = (await strapi.db.query(ARTICLE).findMany({
          where: { documentId: input.article.documentId },
          select: ['slug', 'title', 'locale', 'publishedAt'],
        })) as { slug: string; title: string; locale: string; publishedAt: string | null }[];
        const published = rows.filter((row) => row.publishedAt);
        const pool = published.length ? published : rows;
        article =
          pool.find((row) => row.locale === input.article?.locale) ??
          pool.find((row) => row.locale === 'en') ??
          pool[0] ??
          null;
      }
      await strapi.documents(UID).create({
        data: {
          recipient: input.recipient,
          kind: input.kind,
          actor_username: actor?.username ?? null,
          actor_name: actor?.name || null,
          article_slug: article?.slug ?? null,
          article_title: article?.title?.slice(0, 300) ?? null,
          article_locale: article?.locale ?? null,
          comment_id: input.commentId ?? null,
        } as Record<string, unknown>,
      });
      const old = (await strapi.db.query(UID).findMany({
        where: { recipient: { id: input.recipient } },
        select: ['id'],
        orderBy: { id: 'desc' },
        offset: NOTIFICATIONS_KEPT,
        limit: 100,
      })) as { id: number }[];
      if (old.length)
        await strapi.db.query(UID).deleteMany({ where: { id: { $in: old.map((row) => row.id) } } });
    } catch (error) {
      // A notification is a courtesy: the act it tells of has happened and stays done.
      strapi.log.error(`Notification (${input.kind}) not made: ${(error as Error).message}`);
    }
  },

  /** The profile (numeric id) of a user (numeric id), or null. */
  async profileOfUser(userId: number | string | null | undefined): Promise<number | null> {
    const id = Number(userId);
    if (!Number.isInteger(id) || id <= 0) return null;
    const profile = (await strapi.db.query(PROFILE).findOne({ where: { user: { id } }, select: ['id'] })) as {
      id: number;
    } | null;
    return profile?.id ?? null;
  },

  /** The author (profile id) of an article by documentId, or null. */
  async authorOf(documentId: string): Promise<number | null> {
    const row = (await strapi.db.query(ARTICLE).findOne({
      where: { documentId, author: { id: { $notNull: true } } },
      select: ['id'],
      populate: { author: { select: ['id'] } },
    })) as { author?: { id: number } | null } | null;
    return row?.author?.id ?? null;
  },
}));
