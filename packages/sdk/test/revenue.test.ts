import { describe, expect, it } from 'vitest';
import { createKathaClient } from '../src/client.js';
import { fetchRevenueTotal, totalRevenue } from '../src/revenue.js';
import { fakeFetch, json, list } from './fake-fetch.js';

describe('totalRevenue', () => {
  it('adds incentives, ads and other earnings to the paisa', () => {
    expect(
      totalRevenue([
        { amount_earned_incentive: 10.1, amount_earned_ads: 0.2, amount_earned_other: 5 },
        { amount_earned_incentive: 100, amount_earned_ads: null, amount_earned_other: 0.7 },
      ]),
    ).toBe(116);
  });

  it('reads decimals a database answered as strings, and counts missing amounts as zero', () => {
    expect(totalRevenue([{ amount_earned_incentive: '12.50' }, {}])).toBe(12.5);
  });

  it('is zero for no revenues', () => {
    expect(totalRevenue([])).toBe(0);
  });

  it('throws when the data is an object, not a list', () => {
    expect(() => totalRevenue({ amount_earned_ads: 1 })).toThrow('Unexpected data format from the server');
    expect(() => totalRevenue(null)).toThrow('Unexpected data format from the server');
  });
});

describe('fetchRevenueTotal', () => {
  it("fetches the author's revenues, 200 at a time, and totals them", async () => {
    const { fetch, calls } = fakeFetch(() => list([{ id: 1, documentId: 'r', amount_earned_ads: 3 }]));
    const client = createKathaClient({ baseUrl: 'http://cms.test/api', fetch });
    expect(await fetchRevenueTotal(client, 'author-1')).toBe(3);
    expect(calls[0]?.path).toBe('/article-revenues');
    expect(calls[0]?.query.get('filters[author][documentId][$eq]')).toBe('author-1');
    expect(calls[0]?.query.get('pagination[pageSize]')).toBe('200');
  });

  it('throws the format error when the server answers an object as data', async () => {
    const { fetch } = fakeFetch(() => json({ data: { amount_earned_ads: 3 }, meta: {} }));
    const client = createKathaClient({ baseUrl: 'http://cms.test/api', fetch });
    await expect(fetchRevenueTotal(client, 'a')).rejects.toThrow('Unexpected data format from the server');
  });
});
