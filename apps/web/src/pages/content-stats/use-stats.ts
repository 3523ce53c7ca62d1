// The data of Content & Stats: earnings (per source, per article, paid and due), the trend of the
// last days, and one page of insights; and the calls a writer's figures are made of, which
// /dashboards/modern (template/dashboards/use-writer-figures.ts) makes too. No markup here.
import { dataOf, type KathaClient } from '@katha/sdk';
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

/** Days of insights a writer's figures cover (these charts, and /dashboards/modern). */
export const TREND_DAYS = 30;
/** Insights fetched per request (the CMS's maximum page size). */
const TREND_PAGE_SIZE = 200;

/**
 * Every insight of the last TREND_DAYS days, in `sort` order: the first page, then the others (the
 * first answer says how many) at once.
 */
export async function recentInsights(client: KathaClient, sort: InsightSortOption) {
  const since = new Date(Date.now() - (TREND_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const page = (page: number) =>
    client
      .GET('/insights', {
        params: { query: buildInsightsQuery({ page, pageSize: TREND_PAGE_SIZE, sort, since }) },
      })
      .then(dataOf);
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, (first.meta.pagination?.pageCount ?? 1) - 1) }, (_, index) =>
      page(index + 2),
    ),
  );
  return [...first.data, ...rest.flatMap((answer) => answer.data)];
}

/**
 * A writer's article revenues (rows) and profile revenue (paid and due), as the CMS answers: not
 * trusted to be lists, so the studio helpers throw 'Unexpected data format from the server' otherwise.
 */
export async function writerRevenues(client: KathaClient, profileId: string) {
  const [revenues, profile] = await Promise.all([
    client.GET('/article-revenues', { params: { query: buildArticleRevenuesQuery(profileId) } }),
    client.GET('/profile-revenues', { params: { query: buildProfileRevenueQuery(profileId) } }),
  ]);
  return { rows: dataOf(revenues).data as unknown, profile: dataOf(profile).data as unknown };
}

/** A writer's earnings: by source (with the total), by article, and what was paid and is due. */
export function useEarnings(profileId: string) {
  return useAsync(async () => {
    const { rows, profile } = await writerRevenues(katha, profileId);
    return {
      bySource: earningsBySource(rows),
      byArticle: earningsByArticle(rows),
      totals: paidAndDue(profile),
    };
  }, [profileId]);
}

export type Earnings = NonNullable<ReturnType<typeof useEarnings>['data']>;

/** Views and reads per day over the last TREND_DAYS days, and the most viewed articles then. */
export function useTrend(profileId: string) {
  return useAsync(async () => {
    const rows = await recentInsights(katha, 'oldest');
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
