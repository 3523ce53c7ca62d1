import { factories } from '@strapi/strapi';
import { daysAgo, today } from '../../../utils/listing';
import { responseCache } from '../../../utils/response-cache';

const UID = 'api::insight.insight';
const MARK = 'api::engagement-mark.engagement-mark';
const MARK_KEY = ['kind', 'article_document_id', 'who', 'day'];

export type Counts = { views: number; reads: number; likes: number; comments: number };
const COUNTS: (keyof Counts)[] = ['views', 'reads', 'likes', 'comments'];

/** Trending weights of CONTENT-MODEL.md: reads×3 + likes×2 + comments×2 + views (in the SQL below). */
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };

/** Trending considers the best-scored articles of the window; the rest follow by recency. */
const TRENDING_TOP = 200;
/** Scores are recomputed at most this often, or at once after an engagement event in this process. */
const TRENDING_TTL_MS = 30_000;

type Article = { documentId: string; locale: string };
type Row = Partial<Counts> & { id: number; article?: { locale: string } | null };

/**
 * Insights count distinct people (README.md, The read-event rule): a view or a read once per person,
 * article and UTC day, a like once per person and article while it lasts. Each counts when its
 * engagement mark is claimed: the marks' unique index decides, in the database, so concurrent
 * requests and several CMS instances agree.
 */
export default factories.createCoreService(UID, ({ strapi }) => {
  let cached: { at: number; scores: Map<string, number> } | undefined;
  let prunedOn: string | undefined;
  const marks = () => strapi.db.connection(strapi.db.metadata.get(MARK).tableName);
  /** Inserts a mark; true when it is new (false when one with its key is there already). */
  const claim = async (mark: Record<string, string>) =>
    ((await marks().insert(mark).onConflict(MARK_KEY).ignore().returning('id')) as unknown[]).length > 0;

  /**
   * Adds `delta` to an article's insight of `date`: the published locale asked for, or another
   * published locale of the document. A day's first event creates the row; a decrease never goes
   * below 0 nor creates one. Increments run in SQL, so concurrent events are never lost.
   */
  async function add(documentId: string, preferredLocale: string, delta: Partial<Counts>, date = today()) {
    cached = undefined;
    await strapi.db.transaction(async ({ trx }) => {
      // One writer per article and day on PostgreSQL, so two first events make one row, not two.
      if (strapi.db.dialect.client === 'postgres')
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`insight:${documentId}:${date}`]);
      const rows = (await strapi.db.query('api::article.article').findMany({
        select: ['locale'],
        where: { documentId, publishedAt: { $notNull: true } },
        populate: { author: { select: ['documentId'] } },
      })) as { locale: string; author?: { documentId: string } | null }[];
      const target = rows.find((row) => row.locale === preferredLocale) ?? rows[0];
      if (!target) return;
      const existing = (await strapi.db.query(UID).findMany({
        select: ['id', ...COUNTS],
        where: { date, article: { documentId } },
        populate: { article: { select: ['locale'] } },
      })) as Row[];
      const decreases = COUNTS.filter((key) => (delta[key] ?? 0) < 0);
      // A decrease takes from a row that has it to give: the locale's, else another locale's.
      const fits = (one: Row) => decreases.every((key) => Number(one[key]) > 0);
      const row =
        existing.find((one) => one.article?.locale === target.locale && fits(one)) ??
        (decreases.length ? existing.find(fits) : undefined);
      if (row) {
        const knex = strapi.db.connection;
        const changes = Object.fromEntries(
          COUNTS.filter((key) => delta[key]).map((key) => {
            const by = delta[key]!;
            return [
              key,
              by > 0
                ? knex.raw('?? + ?', [key, by])
                : knex.raw('case when ?? > ? then ?? - ? else 0 end', [key, -by, key, -by]),
            ];
          }),
        );
        await trx(strapi.db.metadata.get(UID).tableName).where({ id: row.id }).update(changes);
      } else if (!decreases.length) {
        const counts = Object.fromEntries(COUNTS.map((key) => [key, delta[key] ?? 0]));
        await strapi.documents(UID).create({
          data: {
            date,
            ...counts,
            article: { documentId, locale: target.locale },
            ...(target.author ? { author: target.author.documentId } : {}),
          },
        });
      }
    });
    // The increments are SQL of their own, which the cache's database lifecycles do not see.
    responseCache.invalidate('trending');
  }

  return {
    /** Adds to today's insight of an article (comments: every comment counts). */
    async bump(documentId: string, preferredLocale: string, delta: Partial<Counts>) {
      await add(documentId, preferredLocale, delta);
    },

    /**
     * A view or a read of an article by `who` (utils/visitor.ts): counted on today's insight only the
     * first time that day. Marks of earlier days are not needed any more and go (once a day per process).
     */
    async countOnce(kind: 'view' | 'read', article: Article, who: string): Promise<boolean> {
      const day = today();
      if (prunedOn !== day) {
        prunedOn = day;
        await marks().whereIn('kind', ['view', 'read']).where('day', '<', day).delete();
      }
      if (!(await claim({ kind, article_document_id: article.documentId, who, day }))) return false;
      await add(article.documentId, article.locale, kind === 'view' ? { views: 1 } : { reads: 1 }, day);
      return true;
    },

    /**
     * `who` now likes the article (`liked`) or no longer does: a like counts on the insight of the day
     * it was made and leaves it when undone, so the insights add up to the people who like it now.
     * `first` is the first like ever of this person for this article (its author hears of it once);
     * `changed` a like or unlike that moved the count; `unchanged` one that was already so.
     */
    async likeChanged(
      article: Article,
      who: string,
      liked: boolean,
    ): Promise<'first' | 'changed' | 'unchanged'> {
      const key = { kind: 'like', article_document_id: article.documentId, who, day: '' };
      if (liked) {
        const day = today();
        const first = await claim({ ...key, liked_on: day });
        if (!first && !(await marks().where(key).whereNull('liked_on').update({ liked_on: day })))
          return 'unchanged';
        await add(article.documentId, article.locale, { likes: 1 }, day);
        return first ? 'first' : 'changed';
      }
      const mark = (await marks().where(key).whereNotNull('liked_on').first('liked_on')) as
        | { liked_on: string }
        | undefined;
      // Compare and set: of two concurrent unlikes, one takes the like away.
      if (
        !mark ||
        !(await marks()
          .where({ ...key, liked_on: mark.liked_on })
          .update({ liked_on: null }))
      )
        return 'unchanged';
      await add(article.documentId, article.locale, { likes: -1 }, mark.liked_on);
      return 'changed';
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
