import { factories } from '@strapi/strapi';
import { today } from '../../../utils/listing';

const UID = 'api::profile.profile';

/** Reading rule (README.md of apps/cms): points = the article's read time; level and bonus follow the points. */
export const POINTS_PER_LEVEL = 50;
export const BONUS_PER_LEVEL = 5;
export const levelFor = (points: number) => 1 + Math.floor(points / POINTS_PER_LEVEL);
export const bonusFor = (level: number) => (level - 1) * BONUS_PER_LEVEL;

export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * A new translation of an article inherits the likes and bookmarks of its document, so they
   * keep reaching every locale.
   */
  async extendToNewLocale(documentId: string, locale: string) {
    for (const relation of ['liked_articles', 'bookmarked_articles']) {
      const profiles: { documentId: string }[] = await strapi.db
        .query(UID)
        .findMany({ select: ['documentId'], where: { [relation]: { documentId } } });
      for (const profile of profiles) {
        await strapi.documents(UID).update({
          documentId: profile.documentId,
          data: { [relation]: { connect: [{ documentId, locale }] } } as Record<string, unknown>,
        });
      }
    }
  },

  /**
   * A signed-in reader opened an article: today's read event of theirs for it remembers when (the
   * first opening of the day), so a read can be checked against the time since (README.md, Read events).
   */
  async recordOpen(profileId: number, article: { documentId: string }) {
    return strapi.db.transaction(async () => {
      const date = today();
      const events = strapi.db.query('api::read-event.read-event');
      const where = { profile: { id: profileId }, article_document_id: article.documentId, date };
      const seen = await events.findOne({ select: ['id', 'opened_at'], where });
      if (seen?.opened_at) return;
      if (seen) await events.update({ where: { id: seen.id }, data: { opened_at: new Date() } });
      else
        await events.create({
          data: {
            profile: profileId,
            article_document_id: article.documentId,
            date,
            points: 0,
            opened_at: new Date(),
          },
        });
    });
  },

  /**
   * A signed-in reader's read of an article (the rule of @katha/rules' reading.ts already checked on
   * the figures sent): it counts only when they opened the article today at least `minSeconds` ago,
   * and only the first time that day; then it earns points (the read time in minutes), which set the
   * reading level and bonus. Returns `counted`, `again` (already read today) or `tooSoon`.
   */
  async recordRead(
    profileId: number,
    article: { documentId: string; read_time?: number | null },
    minSeconds: number,
  ): Promise<'counted' | 'again' | 'tooSoon'> {
    return strapi.db.transaction(async () => {
      const date = today();
      const events = strapi.db.query('api::read-event.read-event');
      const seen = await events.findOne({
        select: ['id', 'points', 'opened_at'],
        where: { profile: { id: profileId }, article_document_id: article.documentId, date },
      });
      // Rows written before views were recorded apart are reads (points > 0) without an opening time.
      if (seen && Number(seen.points) > 0) return 'again';
      const opened = seen?.opened_at ? new Date(seen.opened_at).getTime() : Number.NaN;
      if (!(Date.now() - opened >= minSeconds * 1000)) return 'tooSoon';
      const points = Math.max(1, article.read_time ?? 1);
      // Only the read that turns the day's event from 0 points earns them (not a concurrent twin).
      const { count } = await events.updateMany({ where: { id: seen!.id, points: 0 }, data: { points } });
      if (!count) return 'again';
      const profile = await strapi.db
        .query(UID)
        .findOne({ where: { id: profileId }, populate: ['user_stat'] });
      const stat = profile?.user_stat ?? {};
      const readingPoints = (Number(stat.reading_points) || 0) + points;
      const level = levelFor(readingPoints);
      await strapi.documents(UID).update({
        documentId: profile.documentId,
        data: {
          user_stat: {
            total_earnings: Number(stat.total_earnings) || 0,
            reading_points: readingPoints,
            reading_level: level,
            reading_bonus: bonusFor(level),
          },
        } as Record<string, unknown>,
      });
      return 'counted';
    });
  },
}));
