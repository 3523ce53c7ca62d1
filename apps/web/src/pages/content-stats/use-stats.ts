// The data of Content & Stats: earnings (per source, per article, paid and due), the trend of the
// last days, and one page of insights. No markup here.
import { dataOf } from '@katha/sdk';
import {
  buildArticleRevenuesQuery,
  buildInsightsQuery,
  buildProfileRevenueQuery,
  earningsByArticle,
  earningsBySource,
  type InsightSortOption,
  insightsByDay,
  paidAndDue,
  topArticles,
} from '@katha/sdk/studio';
import { useAsync } from '../../lib/async.js';
import { katha } from '../../lib/client.js';

/** Days of insights the charts cover. */
const TREND_DAYS = 30;
/** Insights fetched per request for the charts (the CMS's maximum page size). */
const TREND_PAGE_SIZE = 200;

/** A writer's earnings: by source (with the total), by article, and what was paid and is due. */
export function useEarnings(profileId: string) {
  return useAsync(async () => {
    const [revenues, profile] = await Promise.all([
      katha.GET('/article-revenues', { params: { query: buildArticleRevenuesQuery(profileId) } }),
      katha.GET('/profile-revenues', { params: { query: buildProfileRevenueQuery(profileId) } }),
    ]);
    // Not trusted to be a list: the helpers throw 'Unexpected data format from the server' otherwise.
    const rows: unknown = dataOf(revenues).data;
    return {
      bySource: earningsBySource(rows),
      byArticle: earningsByArticle(rows),
      totals: paidAndDue(dataOf(profile).data as unknown),
    };
  }, [profileId]);
}

export type Earnings = NonNullable<ReturnType<typeof useEarnings>['data']>;

/** Views and reads per day over the last TREND_DAYS days, and the most viewed articles then. */
export function useTrend(profileId: string) {
  return useAsync(async () => {
    const since = new Date(Date.now() - (TREND_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows = [];
    for (let page = 1; ; page++) {
      const answer = dataOf(
        await katha.GET('/insights', {
          params: { query: buildInsightsQuery({ page, pageSize: TREND_PAGE_SIZE, sort: 'oldest', since }) },
        }),
      );
      rows.push(...answer.data);
      if (page >= (answer.meta.pagination?.pageCount ?? 1)) break;
    }
    return { days: insightsByDay(rows), top: topArticles(rows, 5) };
  }, [profileId]);
}

/** One page of the insights table, in a sort (each page is one call). */
export function useInsights(page: number, sort: InsightSortOption) {
  return useAsync(async () => {
    const answer = dataOf(
      await katha.GET('/insights', { params: { query: buildInsightsQuery({ page, sort }) } }),
    );
    return { rows: answer.data, page, pageCount: Math.max(1, answer.meta.pagination?.pageCount ?? 1) };
  }, [page, sort]);
}
