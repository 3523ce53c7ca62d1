import { factories } from '@strapi/strapi';
import { daysAgo, today } from '../../../utils/listing';

const UID = 'api::insight.insight';

export type Counts = { views: number; reads: number; likes: number; comments: number };

/** Trending weights of CONTENT-MODEL.md: reads×3 + likes×2 + comments×2 + views. */
const score = (c: Counts) => c.reads * 3 + c.likes * 2 + c.comments * 2 + c.views;

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * Adds to today's insight of an article, creating the row on the day's first event. The insight
   * belongs to the published locale asked for, or to another published locale of the document.
   */
  async bump(documentId: string, preferredLocale: string, delta: Partial<Counts>) {
    await strapi.db.transaction(async () => {
      const rows = (await strapi.db.query('api::article.article').findMany({
        select: ['locale'],
        where: { documentId, publishedAt: { $notNull: true } },
        populate: { author: { select: ['documentId'] } },
      })) as { locale: string; author?: { documentId: string } | null }[];
      const target = rows.find((row) => row.locale === preferredLocale) ?? rows[0];
      if (!target) return;
      const article = { documentId, locale: target.locale };
      const date = today();
      const existing = await strapi.documents(UID).findFirst({
        filters: { date, article },
        fields: ['views', 'reads', 'likes', 'comments'],
      });
      const counts: Counts = { views: 0, reads: 0, likes: 0, comments: 0 };
      for (const key of Object.keys(counts) as (keyof Counts)[]) {
        counts[key] = Math.max(0, (Number(existing?.[key]) || 0) + (delta[key] ?? 0));
      }
      if (existing) {
        await strapi
          .documents(UID)
          .update({ documentId: existing.documentId, data: { ...counts } as Record<string, number> });
      } else {
        await strapi.documents(UID).create({
          data: { date, ...counts, article, ...(target.author ? { author: target.author.documentId } : {}) },
        });
      }
    });
  },

  /** Trending scores of the last `days` days by article documentId, highest first. */
  async trendingScores(days = 7): Promise<Map<string, number>> {
    const rows = (await strapi.db.query(UID).findMany({
      select: ['views', 'reads', 'likes', 'comments'],
      where: { date: { $gte: daysAgo(days - 1) } },
      populate: { article: { select: ['documentId'] } },
    })) as (Counts & { article?: { documentId: string } | null })[];
    const scores = new Map<string, number>();
    for (const row of rows) {
      if (!row.article) continue;
      scores.set(row.article.documentId, (scores.get(row.article.documentId) ?? 0) + score(row));
    }
    return new Map([...scores].sort((a, b) => b[1] - a[1]));
  },
}));
