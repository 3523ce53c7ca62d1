import { describe, expect, it } from 'vitest';
import {
  buildArticleListQuery,
  buildArticleSearchQuery,
  buildTrendingQuery,
  mergePages,
  passesListingRule,
} from '../src/articles.js';
import { serializeStrapiQuery } from '../src/query.js';

const params = (query: object | null) =>
  new URLSearchParams(serializeStrapiQuery(query as Record<string, unknown>));

describe('buildArticleListQuery', () => {
  it('defaults to page 1 of 10, latest first, with what a card shows populated', () => {
    const query = params(buildArticleListQuery({ locale: 'kn-IN' }));
    expect(query.get('locale')).toBe('kn-IN');
    expect(query.get('pagination[page]')).toBe('1');
    expect(query.get('pagination[pageSize]')).toBe('10');
    expect(query.get('sort[0]')).toBe('createdAt:desc');
    for (const relation of ['topic', 'publisher', 'blog_topic']) {
      expect(query.get(`populate[${relation}]`)).toBe('true');
    }
    // Translations only as links: their locale and slug, not whole documents.
    expect(query.getAll('populate[localizations][fields][0]')).toEqual(['locale']);
    expect(query.getAll('populate[localizations][fields][1]')).toEqual(['slug']);
    expect(query.get('populate[author][populate][profile_image][fields][0]')).toBe('url');
    // Every field but the body (a page of bodies could pass the CMS's answer bound).
    const fields = [...query].filter(([key]) => key.startsWith('fields[')).map(([, value]) => value);
    expect(fields).toContain('title');
    expect(fields).not.toContain('body');
    expect(params(buildArticleListQuery({ withBody: true })).has('fields[0]')).toBe(false);
    // A card names its author; the article page reads the author whole (the bio in each language).
    expect(query.getAll('populate[author][fields][0]')).toEqual(['username']);
    expect(params(buildArticleListQuery({ withBody: true })).has('populate[author][fields][0]')).toBe(false);
  });

  it('populates liked_by and bookmarked_by with the current profile only', () => {
    const query = params(buildArticleListQuery({ profileId: 'me' }));
    expect(query.get('populate[liked_by][filters][documentId][$eq]')).toBe('me');
    expect(query.get('populate[bookmarked_by][filters][documentId][$eq]')).toBe('me');
    const anonymous = params(buildArticleListQuery({}));
    expect([...anonymous.keys()].some((key) => key.startsWith('populate[liked_by]'))).toBe(false);
  });

  it.each([
    ['latest', 'createdAt:desc'],
    ['oldest', 'createdAt:asc'],
    ['duration_high', 'read_time:desc'],
    ['duration_low', 'read_time:asc'],
  ] as const)('sorts %s as %s', (sort, expected) => {
    expect(buildArticleListQuery({ sort }).sort).toEqual([expected]);
  });

  it('filters by slug, topics and author excluding ids, next to the listing rule', () => {
    const query = buildArticleListQuery({
      slug: 'monsoon',
      topicIds: ['t1', 't2'],
      authorId: 'writer',
      excludeIds: ['current'],
      page: 3,
      pageSize: 4,
    });
    expect(query.pagination).toEqual({ page: 3, pageSize: 4 });
    expect(query.filters?.$and).toEqual(
      expect.arrayContaining([
        { slug: { $eq: 'monsoon' } },
        { topic: { documentId: { $in: ['t1', 't2'] } } },
        { author: { documentId: { $eq: 'writer' } } },
        { documentId: { $notIn: ['current'] } },
        { $or: [{ word_count: { $gte: 150 } }, { word_count: { $null: true } }] },
        { $or: [{ type: { $eq: 'article' } }, { type: { $null: true } }] },
        { $or: [{ isArchive: { $eq: false } }, { isArchive: { $null: true } }] },
      ]),
    );
  });

  it("lists the caller's drafts in preview mode when asked, published articles otherwise", () => {
    expect(buildArticleListQuery({ status: 'draft', authorId: 'me', listingRule: false }).status).toBe(
      'draft',
    );
    expect(buildArticleListQuery({})).not.toHaveProperty('status');
  });

  it('can leave the listing rule out (an article page by slug) but never lists archived articles', () => {
    const filters = buildArticleListQuery({ slug: 's', listingRule: false }).filters?.$and;
    expect(filters).toEqual([
      { $or: [{ isArchive: { $eq: false } }, { isArchive: { $null: true } }] },
      { slug: { $eq: 's' } },
    ]);
  });
});

describe('buildArticleSearchQuery', () => {
  it('matches title, body, author name and tags, case-insensitively', () => {
    const query = buildArticleSearchQuery('  Monsoon ', { locale: 'en' });
    expect(query?.filters?.$and).toContainEqual({
      $or: [
        { title: { $containsi: 'Monsoon' } },
        { body: { $containsi: 'Monsoon' } },
        { author: { name: { $containsi: 'Monsoon' } } },
        { tags: { $containsi: 'Monsoon' } },
      ],
    });
  });

  it('finds what the article page opens: published and not archived, listed or not', () => {
    const query = buildArticleSearchQuery('Postman', { locale: 'en' });
    const page = buildArticleListQuery({ locale: 'en', listingRule: false });
    expect(query?.filters?.$and?.slice(0, -1)).toEqual(page.filters?.$and);
    expect(query?.status).toBe(page.status);
  });

  it('does nothing for an empty or blank search', () => {
    expect(buildArticleSearchQuery('')).toBeNull();
    expect(buildArticleSearchQuery('   ')).toBeNull();
  });
});

describe('buildTrendingQuery', () => {
  it('sends the listing filters (archive included) and populate, without a sort', () => {
    const query = buildTrendingQuery({ locale: 'hi-IN', pageSize: 4 });
    expect(query).not.toHaveProperty('sort');
    expect(query.filters?.$and).toContainEqual({
      $or: [{ isArchive: { $eq: false } }, { isArchive: { $null: true } }],
    });
    expect(query.pagination).toEqual({ page: 1, pageSize: 4 });
  });
});

describe('passesListingRule', () => {
  it.each([
    [{ word_count: 150, type: 'article' }, true],
    [{ word_count: 149, type: 'article' }, false],
    [{ word_count: null, type: null }, true],
    [{}, true],
    [{ word_count: 5000, type: 'poem' }, false],
    [{ word_count: 0 }, false],
  ] as const)('%o is listed: %s', (article, listed) => {
    expect(passesListingRule(article)).toBe(listed);
  });
});

describe('mergePages', () => {
  const items = (...ids: string[]) => ids.map((documentId) => ({ documentId }));

  it('replaces the list with page 1', () => {
    expect(mergePages(items('a', 'b'), items('c'), 1)).toEqual(items('c'));
  });

  it('appends later pages, skipping duplicates by id', () => {
    expect(mergePages(items('a', 'b'), items('b', 'c', 'c'), 2)).toEqual(items('a', 'b', 'c'));
  });

  it('keeps the list when a later page is empty or all duplicates', () => {
    expect(mergePages(items('a'), [], 2)).toEqual(items('a'));
    expect(mergePages(items('a', 'b'), items('b', 'a'), 3)).toEqual(items('a', 'b'));
  });
});
