import { describe, expect, it } from 'vitest';
import { serializeStrapiQuery } from '../src/query.js';
import {
  buildArticleRevenuesQuery,
  buildInsightsQuery,
  buildMyArticlesQuery,
  buildProfileRevenueQuery,
  earningsByArticle,
  earningsBySource,
  insightsByDay,
  paidAndDue,
  topArticles,
} from '../src/studio.js';

const FORMAT = 'Unexpected data format from the server';

describe('buildInsightsQuery', () => {
  it('asks for a page of 5, newest first, with the article title', () => {
    expect(buildInsightsQuery()).toEqual({
      pagination: { page: 1, pageSize: 5 },
      sort: ['date:desc'],
      populate: { article: { fields: ['title', 'slug', 'locale'] } },
    });
  });

  it('pages, sorts and limits by date', () => {
    const query = buildInsightsQuery({ page: 3, sort: 'reads', since: '2026-10-01', pageSize: 100 });
    expect(query.pagination).toEqual({ page: 3, pageSize: 100 });
    expect(query.sort).toEqual(['reads:desc']);
    expect(query.filters).toEqual({ date: { $gte: '2026-10-01' } });
    expect(serializeStrapiQuery(query as Record<string, unknown>)).toContain('sort[0]=reads%3Adesc');
  });
});

describe('revenue queries', () => {
  it("fetch an author's article revenues 200 at a time with titles", () => {
    const query = buildArticleRevenuesQuery('p1');
    expect(query.filters).toEqual({ author: { documentId: { $eq: 'p1' } } });
    expect(query.pagination).toEqual({ pageSize: 200 });
    expect(query.populate).toEqual({ article: { fields: ['title', 'slug', 'locale'] } });
  });

  it('filter profile revenues by profile', () => {
    expect(buildProfileRevenueQuery('p1')).toEqual({ filters: { profile: { documentId: { $eq: 'p1' } } } });
  });
});

describe('buildMyArticlesQuery', () => {
  const author = { documentId: { $eq: 'me' } };

  it('lists published pieces of the author without the listing rule, archived ones left out', () => {
    const query = buildMyArticlesQuery('published', { authorId: 'me', locale: 'hi-IN' });
    expect(query.locale).toBe('hi-IN');
    expect(query.status).toBe('published');
    const and = query.filters?.$and ?? [];
    expect(and).toContainEqual({ author });
    expect(and).toContainEqual({ $or: [{ isArchive: { $eq: false } }, { isArchive: { $null: true } }] });
    expect(JSON.stringify(and)).not.toContain('word_count');
    expect(query.pagination).toEqual({ page: 1, pageSize: 50 });
  });

  it('lists drafts in preview mode, leaving out documents that are published', () => {
    const query = buildMyArticlesQuery('drafts', { authorId: 'me', publishedIds: ['a', 'b'] });
    expect(query.status).toBe('draft');
    expect(query.filters?.$and).toContainEqual({ documentId: { $notIn: ['a', 'b'] } });
  });

  it('lists archived pieces, published or not', () => {
    const query = buildMyArticlesQuery('archived', { authorId: 'me', locale: 'en' });
    expect(query.status).toBe('draft');
    expect(query.filters).toEqual({ $and: [{ isArchive: { $eq: true } }, { author }] });
    expect(query.sort).toEqual(['updatedAt:desc']);
  });
});

describe('earnings', () => {
  const rows = [
    {
      amount_earned_incentive: 10.1,
      amount_earned_ads: 0.2,
      amount_earned_other: 5,
      article: { documentId: 'a', title: 'A' },
    },
    {
      amount_earned_incentive: '100',
      amount_earned_ads: null,
      amount_earned_other: 0.7,
      article: { documentId: 'b', title: 'B' },
    },
    { amount_earned_incentive: 0.1, amount_earned_ads: 0.2, article: { documentId: 'a', title: 'A' } },
  ];

  it('splits by source to the paisa', () => {
    expect(earningsBySource(rows)).toEqual({ incentive: 110.2, ads: 0.4, other: 5.7, total: 116.3 });
    expect(earningsBySource([])).toEqual({ incentive: 0, ads: 0, other: 0, total: 0 });
  });

  it('groups by article, highest total first', () => {
    expect(earningsByArticle(rows)).toEqual([
      { documentId: 'b', title: 'B', slug: '', locale: '', incentive: 100, ads: 0, other: 0.7, total: 100.7 },
      { documentId: 'a', title: 'A', slug: '', locale: '', incentive: 10.2, ads: 0.4, other: 5, total: 15.6 },
    ]);
  });

  it('totals paid and due', () => {
    expect(paidAndDue([{ Total_amount_paid: '500.25', Total_amount_due: 150.5 }])).toEqual({
      paid: 500.25,
      due: 150.5,
    });
    expect(paidAndDue([])).toEqual({ paid: 0, due: 0 });
  });

  it("throw 'Unexpected data format from the server' when the data is not a list", () => {
    for (const data of [{ amount_earned_ads: 1 }, null, 'x']) {
      expect(() => earningsBySource(data)).toThrow(FORMAT);
      expect(() => earningsByArticle(data)).toThrow(FORMAT);
      expect(() => paidAndDue(data)).toThrow(FORMAT);
    }
  });
});

describe('insights', () => {
  const insights = [
    { date: '2026-11-02', views: 10, reads: 4, article: { documentId: 'a', title: 'A' } },
    { date: '2026-11-01', views: 5, reads: 1, article: { documentId: 'b', title: 'B', locale: 'hi-IN' } },
    { date: '2026-11-02', views: 7, reads: null, article: { documentId: 'b', title: 'B' } },
    { date: '2026-11-01', views: 1, reads: 1, article: null },
  ];

  it('sums views and reads per day, oldest first', () => {
    expect(insightsByDay(insights)).toEqual([
      { date: '2026-11-01', views: 6, reads: 2 },
      { date: '2026-11-02', views: 17, reads: 4 },
    ]);
  });

  it('ranks articles by views, then reads', () => {
    expect(topArticles(insights)).toEqual([
      { documentId: 'b', title: 'B', locale: 'hi-IN', views: 12, reads: 1 },
      { documentId: 'a', title: 'A', locale: '', views: 10, reads: 4 },
    ]);
    expect(topArticles(insights, 1)).toHaveLength(1);
  });
});
