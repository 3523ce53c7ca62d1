// The signed-in writer's real figures for /dashboards/modern, from the same CMS calls and helpers
// as the studio's Content & Stats (apps/web/src/pages/content-stats/use-stats.ts): the insights of
// the last days (views, reads, per day, per article), the article revenues (earned by source) and
// the profile revenue (paid and due). No markup here.
import { dataOf } from '@katha/sdk';
import {
  buildArticleRevenuesQuery,
  buildInsightsQuery,
  buildProfileRevenueQuery,
  earningsBySource,
  insightsByDay,
  paidAndDue,
  topArticles,
} from '@katha/sdk/studio';
import { useAsync } from '../../lib/async.js';
import { useLoaderContext } from '../../loaders.js';

/** Days of insights the dashboard covers (the studio's charts cover as many). */
export const WRITER_DAYS = 30;
/** Insights fetched per request (the CMS's maximum page size). */
const PAGE_SIZE = 200;

/** The first day (`YYYY-MM-DD`, UTC) of the last WRITER_DAYS days. */
export const firstDay = (now = Date.now()) =>
  new Date(now - (WRITER_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);

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
    const since = firstDay();
    const insightsPage = (page: number) =>
      client
        .GET('/insights', {
          params: { query: buildInsightsQuery({ page, pageSize: PAGE_SIZE, sort: 'newest', since }) },
        })
        .then(dataOf);
    const [first, revenues, profile] = await Promise.all([
      insightsPage(1),
      client.GET('/article-revenues', { params: { query: buildArticleRevenuesQuery(profileId) } }),
      client.GET('/profile-revenues', { params: { query: buildProfileRevenueQuery(profileId) } }),
    ]);
    // The other pages of insights (the first answer says how many) at once.
    const pageCount = first.meta.pagination?.pageCount ?? 1;
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) => insightsPage(index + 2)),
    );
    const rows = [...first.data, ...rest.flatMap((answer) => answer.data)];
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
      since,
      views: days.reduce((total, day) => total + day.views, 0),
      reads: days.reduce((total, day) => total + day.reads, 0),
      days,
      top: topArticles(rows, 5),
      activity,
      // Not trusted to be lists: the helpers throw 'Unexpected data format from the server' otherwise.
      earnings: earningsBySource(dataOf(revenues).data as unknown),
      ...paidAndDue(dataOf(profile).data as unknown),
    };
  }, [profileId]);
}

export type WriterFigures = NonNullable<NonNullable<ReturnType<typeof useWriterFigures>['data']>>;
