import {
  passesListingRule as listingRule,
  NOT_ARCHIVED_FILTER,
  LISTING_RULE_FILTERS as RULE_FILTERS,
} from '@katha/rules';
import { dataOf, type KathaReader } from './client.js';
import { ARTICLE_SORTS, type ArticleSortOption, DEFAULT_SORT, type Locale, PAGE_SIZE } from './constants.js';
import type {
  Article,
  ArticleFilters,
  ArticleListQuery,
  ArticlePopulate,
  BookmarkedArticlesQuery,
  TrendingQuery,
} from './types.js';

export interface ArticleListOptions {
  locale?: Locale;
  /**
   * The signed-in reader's profile documentId. `liked_by` and `bookmarked_by` are then populated with that
   * profile only, so a non-empty list means "I liked / bookmarked it". Without it they are not populated.
   */
  profileId?: string | null;
  /** Only the article with this slug. */
  slug?: string;
  /** Only articles in one of these topics (documentIds). */
  topicIds?: readonly string[];
  /** Only articles by this author (profile documentId). */
  authorId?: string;
  /** Leave these articles (documentIds) out, for example the one being read. */
  excludeIds?: readonly string[];
  /** `draft` lists drafts (preview mode: the CMS answers only the caller's own). Default: published. */
  status?: 'draft' | 'published';
  /** Apply the listing rule (word count and type) in the query. Default true. */
  listingRule?: boolean;
  page?: number;
  pageSize?: number;
  sort?: ArticleSortOption;
  /**
   * Also answer each article's body and its whole author, bios included (the article page). A
   * listing leaves them out: a body holds up to 100,000 characters, and the CMS answers a page that
   * could pass 1 MB at the page size that fits (about three articles with their bodies).
   */
  withBody?: boolean;
}

/** What a card shows: every field of an article but its body. */
export const ARTICLE_CARD_FIELDS = [
  'title',
  'subtitle',
  'slug',
  'tags',
  'image_alt',
  'type',
  'word_count',
  'read_time',
  'isArchive',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
] as const satisfies readonly NonNullable<ArticleListQuery['fields']>[number][];

/**
 * The listing rule (from `@katha/rules`): an article is listed when its word count is at least
 * `MIN_WORD_COUNT` (150) or absent, and its type is `article` or absent.
 */
export const passesListingRule: (article: Pick<Article, 'word_count' | 'type'>) => boolean = listingRule;

/** The listing rule as Strapi filters (the same rule as {@link passesListingRule}). */
export const LISTING_RULE_FILTERS: readonly ArticleFilters[] = RULE_FILTERS;

/** What a reader may find (`@katha/rules`): archived ("deleted") articles never are. */
const NOT_ARCHIVED: ArticleFilters = NOT_ARCHIVED_FILTER;

/** What a card shows of a picture (its renditions for `srcset`). */
const CARD_IMAGE = {
  fields: ['url', 'formats', 'alternativeText', 'width', 'height', 'name', 'mime'],
} satisfies NonNullable<ArticlePopulate['featured_image']>;

/**
 * What an article card needs: author (name) with picture, image, taxonomy, translations, and my
 * like/bookmark; only the fields a card shows, so a page of cards stays within the CMS's answer bound.
 * Translations are read for their link only (`locale`, `slug`), not as whole documents. The article
 * page (`withBody`) reads its author whole: the page shows the author's bio in each language.
 */
export function articlePopulate(profileId?: string | null, { articlePage = false } = {}): ArticlePopulate {
  const mine = profileId
    ? { fields: ['username' as const], filters: { documentId: { $eq: profileId } } }
    : undefined;
  return {
    author: articlePage
      ? { populate: { profile_image: CARD_IMAGE } }
      : { fields: ['username', 'name'], populate: { profile_image: CARD_IMAGE } },
    localizations: { fields: ['locale', 'slug'] },
    featured_image: CARD_IMAGE,
    topic: true,
    publisher: true,
    blog_topic: true,
    ...(mine ? { liked_by: mine, bookmarked_by: mine } : {}),
  };
}

function articleFilters(options: ArticleListOptions, extra: readonly ArticleFilters[] = []): ArticleFilters {
  const and: ArticleFilters[] = [NOT_ARCHIVED];
  if (options.listingRule !== false) and.push(...LISTING_RULE_FILTERS);
  if (options.slug) and.push({ slug: { $eq: options.slug } });
  if (options.topicIds?.length) and.push({ topic: { documentId: { $in: [...options.topicIds] } } });
  if (options.authorId) and.push({ author: { documentId: { $eq: options.authorId } } });
  if (options.excludeIds?.length) and.push({ documentId: { $notIn: [...options.excludeIds] } });
  and.push(...extra);
  return { $and: and };
}

/** The query of an article listing (`GET /articles`). */
export function buildArticleListQuery(
  options: ArticleListOptions = {},
  extra: readonly ArticleFilters[] = [],
): ArticleListQuery {
  return {
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.status ? { status: options.status } : {}),
    populate: articlePopulate(options.profileId, { articlePage: options.withBody }),
    ...(options.withBody ? {} : { fields: [...ARTICLE_CARD_FIELDS] }),
    filters: articleFilters(options, extra),
    pagination: { page: options.page ?? 1, pageSize: options.pageSize ?? PAGE_SIZE.articles },
    sort: [ARTICLE_SORTS[options.sort ?? DEFAULT_SORT]],
  };
}

/**
 * The query of a search: title, body, author name and tags contain the text (case-insensitively).
 * Returns null for blank text: an empty search does nothing. A search finds every article a reader
 * may open (the article page's query: published, not archived); the listing rule picks which of
 * them the listings show, not which a reader may look up.
 */
export function buildArticleSearchQuery(
  text: string,
  options: Omit<ArticleListOptions, 'listingRule'> = {},
): ArticleListQuery | null {
  const term = text.trim();
  if (!term) return null;
  return buildArticleListQuery({ ...options, listingRule: false }, [
    {
      $or: [
        { title: { $containsi: term } },
        { body: { $containsi: term } },
        { author: { name: { $containsi: term } } },
        { tags: { $containsi: term } },
      ],
    },
  ]);
}

/** The query of `GET /articles/trending`: the listing filters and populate, ranked by the server. */
export function buildTrendingQuery(options: Omit<ArticleListOptions, 'sort' | 'status'> = {}): TrendingQuery {
  const { sort: _sort, status: _status, ...query } = buildArticleListQuery(options);
  return query;
}

/**
 * The query of `GET /articles/bookmarked` (the caller's own bookmarks): a listing's query without `status`
 * (published only). Default order: newest article first.
 */
export function buildBookmarkedArticlesQuery(
  options: Omit<ArticleListOptions, 'status' | 'authorId'> = {},
): BookmarkedArticlesQuery {
  const { status: _status, ...query } = buildArticleListQuery({ listingRule: false, ...options });
  return query;
}

/**
 * One page of the signed-in caller's bookmarked articles (`GET /articles/bookmarked`; the token is the
 * caller, no user id is sent). Rejects with `KathaApiError` (401/403 when signed out).
 */
export async function fetchBookmarkedArticles(
  client: KathaReader,
  options: Omit<ArticleListOptions, 'status' | 'authorId'> = {},
) {
  return dataOf(
    await client.GET('/articles/bookmarked', { params: { query: buildBookmarkedArticlesQuery(options) } }),
  );
}

/** Page merging: page 1 replaces the list; later pages append, skipping articles already listed. */
export function mergePages<T extends { documentId: string }>(
  current: readonly T[],
  incoming: readonly T[],
  page: number,
): T[] {
  const merged = page <= 1 ? [] : [...current];
  const seen = new Set(merged.map((item) => item.documentId));
  for (const item of incoming) {
    if (seen.has(item.documentId)) continue;
    seen.add(item.documentId);
    merged.push(item);
  }
  return merged;
}
