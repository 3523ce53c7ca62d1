// The signed-in writer's real figures for /dashboards/modern, through the studio's own calls
// (recentInsights and writerRevenues in apps/web/src/pages/content-stats/use-stats.ts): the insights
// of the last TREND_DAYS days (views, reads, per day, per article), the article revenues (earned by
// source) and the profile revenue (paid and due). No markup here.
import { earningsBySource, insightsByDay, paidAndDue, topArticles } from '@katha/sdk/studio';
import { useAsync } from '../../lib/async.js';
import { useLoaderContext } from '../../loaders.js';
import { recentInsights, writerRevenues } from '../../pages/content-stats/use-stats.js';

export interface Activity {
  id: string;
  date: string;
  title: string;
  locale: string;
  views: number;
  reads: number;
}

/** Loads a writer's figures; `profileId` null loads nothing (a visitor or a reader: sample figures). */
export function useWriterFigures(profileId: string | null) {
  const { client } = useLoaderContext();
  return useAsync(async () => {
    if (!profileId) return null;
    const [rows, revenues] = await Promise.all([
      recentInsights(client, 'newest'),
      writerRevenues(client, profileId),
    ]);
    const days = insightsByDay(rows);
    const activity: Activity[] = rows.slice(0, 5).map((row) => ({
      id: row.documentId,
      date: row.date,
      title: row.article?.title ?? '',
      locale: row.article?.locale ?? '',
      views: row.views ?? 0,
      reads: row.reads ?? 0,
    }));
    return {
      views: days.reduce((total, day) => total + day.views, 0),
      reads: days.reduce((total, day) => total + day.reads, 0),
      days,
      top: topArticles(rows, 5),
      activity,
      earnings: earningsBySource(revenues.rows),
      ...paidAndDue(revenues.profile),
    };
  }, [profileId]);
}

export type WriterFigures = NonNullable<NonNullable<ReturnType<typeof useWriterFigures>['data']>>;
