import { dataOf, type KathaReader } from './client.js';
import { PAGE_SIZE } from './constants.js';
import type { ArticleRevenue } from './types.js';

export const UNEXPECTED_DATA_FORMAT = 'Unexpected data format from the server';

type RevenueAmounts = Pick<
  ArticleRevenue,
  'amount_earned_incentive' | 'amount_earned_ads' | 'amount_earned_other'
>;

/**
 * The total earned (₹) over article revenues: incentives, ads and other sources, to the paisa.
 * Throws 'Unexpected data format from the server' when `data` is not a list.
 */
export function totalRevenue(data: unknown): number {
  if (!Array.isArray(data)) throw new Error(UNEXPECTED_DATA_FORMAT);
  const paise = (data as RevenueAmounts[]).reduce(
    (sum, row) =>
      sum +
      Math.round(
        (Number(row?.amount_earned_incentive) || 0) * 100 +
          (Number(row?.amount_earned_ads) || 0) * 100 +
          (Number(row?.amount_earned_other) || 0) * 100,
      ),
    0,
  );
  return paise / 100;
}

/** Fetches an author's article revenues (up to 200) and totals them. */
export async function fetchRevenueTotal(client: KathaReader, authorId: string): Promise<number> {
  const result = await client.GET('/article-revenues', {
    params: {
      query: {
        filters: { author: { documentId: { $eq: authorId } } },
        pagination: { pageSize: PAGE_SIZE.revenueTotal },
      },
    },
  });
  return totalRevenue(dataOf(result).data);
}
