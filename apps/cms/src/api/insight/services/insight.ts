import { factories } from '@strapi/strapi';
import { daysAgo, today } from '../../../utils/listing';

const UID = 'api::insight.insight';

export type Counts = { views: number; reads: number; likes: number; comments: number };

/** Trending weights of CONTENT-MODEL.md: reads×3 + likes×2 + comments×2 + views (in the SQL below). */
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

/** Trending considers the best-scored articles of the window; the rest follow by recency. */
const TRENDING_TOP = 200;
/** Scores are recomputed at most this often, or at once after an engagement event in this process. */
const TRENDING_TTL_MS = 30_000;

export default factories.createCoreService(UID, ({ strapi }) => {
  let cached: { at: number; scores: Map<string, number> } | undefined;
  return {
    /**
     * Adds to today's insight of an article, creating the row on the day's first event. The insight
     * belongs to the published locale asked for, or to another published locale of the document.
     */
    async bump(documentId: string, preferredLocale: string, delta: Partial<Counts>) {
      cached = undefined;
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
            data: {
              date,
              ...counts,
              article,
              ...(target.author ? { author: target.author.documentId } : {}),
            },
          });
        }
      });
    },

    /**
     * Trending scores of the last 7 days by article documentId, highest first: one SQL aggregate,
     * the top TRENDING_TOP kept, cached for TRENDING_TTL_MS.
     */
    async trendingScores(): Promise<Map<string, number>> {
      if (cached && Date.now() - cached.at < TRENDING_TTL_MS) return cached.scores;
      const insights = strapi.db.metadata.get(UID);
      const articles = strapi.db.metadata.get('api::article.article');
      const link = (insights.attributes.article as unknown as { joinTable: JoinTable }).joinTable;
      const rows = (await strapi.db
        .connection(`${insights.tableName} as i`)
        .join(`${link.name} as l`, `l.${link.joinColumn.name}`, 'i.id')
        .join(`${articles.tableName} as a`, 'a.id', `l.${link.inverseJoinColumn.name}`)
        .where('i.date', '>=', daysAgo(6))
        .groupBy('a.document_id')
        .select('a.document_id as documentId')
        .select(
          strapi.db.connection.raw('sum(i.reads * 3 + i.likes * 2 + i.comments * 2 + i.views) as score'),
        )
        .orderBy('score', 'desc')
        .limit(TRENDING_TOP)) as { documentId: string; score: number | string }[];
      cached = { at: Date.now(), scores: new Map(rows.map((row) => [row.documentId, Number(row.score)])) };
      return cached.scores;
    },
  };
});
