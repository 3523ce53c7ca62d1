import { ARTICLE_CARD_FIELDS, articlePopulate, buildArticleListQuery } from './articles.js';
import { type Locale, PAGE_SIZE } from './constants.js';
import type { operations } from './generated/cms.js';
import { UNEXPECTED_DATA_FORMAT } from './revenue.js';
import type { ArticleListQuery } from './types.js';

/** The query of `GET /insights`. */
export type InsightListQuery = NonNullable<operations['listInsights']['parameters']['query']>;
/** The query of `GET /article-revenues`. */
export type ArticleRevenueListQuery = NonNullable<operations['listArticleRevenues']['parameters']['query']>;
/** The query of `GET /profile-revenues`. */
export type ProfileRevenueListQuery = NonNullable<operations['listProfileRevenues']['parameters']['query']>;

/** The sorts of the insights table and the Strapi sort each one sends. */
export const INSIGHT_SORTS = {
  newest: 'date:desc',
  oldest: 'date:asc',
  views: 'views:desc',
  reads: 'reads:desc',
  likes: 'likes:desc',
  comments: 'comments:desc',
} as const satisfies Record<string, NonNullable<InsightListQuery['sort']>[number]>;
export type InsightSortOption = keyof typeof INSIGHT_SORTS;
export const DEFAULT_INSIGHT_SORT: InsightSortOption = 'newest';

/** The article fields the studio shows beside a statistic. */
const ARTICLE_TITLE = { fields: ['title' as const, 'slug' as const, 'locale' as const] };

export interface InsightsQueryOptions {
  page?: number;
  /** Default {@link PAGE_SIZE.analytics} (5). */
  pageSize?: number;
  sort?: InsightSortOption;
  /** Only insights of this day (`YYYY-MM-DD`) or later. */
  since?: string;
}

/**
 * The query of the caller's insights (`GET /insights`): a page (5 by default), a sort, and the
 * article's title. The CMS answers only the caller's own (and refuses readers).
 */
export function buildInsightsQuery(options: InsightsQueryOptions = {}): InsightListQuery {
  return {
    pagination: { page: options.page ?? 1, pageSize: options.pageSize ?? PAGE_SIZE.analytics },
    sort: [INSIGHT_SORTS[options.sort ?? DEFAULT_INSIGHT_SORT]],
    populate: { article: ARTICLE_TITLE },
    ...(options.since ? { filters: { date: { $gte: options.since } } } : {}),
  };
}

/** The query of an author's article revenues (`GET /article-revenues`), 200 at a time, with article titles. */
export function buildArticleRevenuesQuery(authorId: string): ArticleRevenueListQuery {
  return {
    filters: { author: { documentId: { $eq: authorId } } },
    pagination: { pageSize: PAGE_SIZE.earnings },
    sort: ['period:desc'],
    populate: { article: ARTICLE_TITLE },
  };
}

/** The query of a profile's paid and due totals (`GET /profile-revenues`). */
export function buildProfileRevenueQuery(profileId: string): ProfileRevenueListQuery {
  return { filters: { profile: { documentId: { $eq: profileId } } } };
}

/** The three lists of My Articles. */
export type MyArticlesKind = 'published' | 'drafts' | 'archived';

export interface MyArticlesQueryOptions {
  /** The author's profile documentId. */
  authorId: string;
  locale?: Locale;
  /** For `drafts`: the author's published documents, left out (their draft rows are not drafts). */
  publishedIds?: readonly string[];
  page?: number;
  /** Default 50: a page of cards the CMS's answer bound (1 MB) allows. */
  pageSize?: number;
}

/**
 * The query of one of an author's lists (`GET /articles`): `published`, `drafts` (never
 * published: `status=draft` rows of documents that have no published version, so pass the
 * published ids) and `archived` (`isArchive`, published or not: their draft rows). No listing
 * rule: writers see every piece, poems and short ones too. Newest first.
 */
export function buildMyArticlesQuery(
  kind: MyArticlesKind,
  options: MyArticlesQueryOptions,
): ArticleListQuery {
  const common = {
    locale: options.locale,
    authorId: options.authorId,
    listingRule: false,
    page: options.page ?? 1,
    pageSize: options.pageSize ?? 50,
  };
  if (kind === 'published') return buildArticleListQuery({ ...common, status: 'published' });
  if (kind === 'drafts')
    return buildArticleListQuery({ ...common, status: 'draft', excludeIds: options.publishedIds });
  // The article listings leave archived pieces out; this one lists only them.
  return {
    ...(options.locale ? { locale: options.locale } : {}),
    status: 'draft',
    populate: articlePopulate(),
    fields: [...ARTICLE_CARD_FIELDS],
    filters: { $and: [{ isArchive: { $eq: true } }, { author: { documentId: { $eq: options.authorId } } }] },
    pagination: { page: common.page, pageSize: common.pageSize },
    sort: ['updatedAt:desc'],
  };
}

/** One revenue row's three sources, as numbers (decimals may arrive as strings). */
interface RevenueRow {
  amount_earned_incentive?: number | string | null;
  amount_earned_ads?: number | string | null;
  amount_earned_other?: number | string | null;
  article?: { documentId?: string; title?: string; slug?: string; locale?: string } | null;
}

/** Earnings split by source, in rupees, exact to the paisa. */
export interface EarningsBySource {
  incentive: number;
  ads: number;
  other: number;
  total: number;
}

const paise = (value: unknown) => Math.round((Number(value) || 0) * 100);

function sources(rows: readonly RevenueRow[]): EarningsBySource {
  let incentive = 0;
  let ads = 0;
  let other = 0;
  for (const row of rows) {
    incentive += paise(row?.amount_earned_incentive);
    ads += paise(row?.amount_earned_ads);
    other += paise(row?.amount_earned_other);
  }
  return {
    incentive: incentive / 100,
    ads: ads / 100,
    other: other / 100,
    total: (incentive + ads + other) / 100,
  };
}

function asList(data: unknown): RevenueRow[] {
  if (!Array.isArray(data)) throw new Error(UNEXPECTED_DATA_FORMAT);
  return data as RevenueRow[];
}

/**
 * The totals of article revenues by source (incentive, ads, other) and overall, to the paisa.
 * Throws 'Unexpected data format from the server' when `data` is not a list.
 */
export function earningsBySource(data: unknown): EarningsBySource {
  return sources(asList(data));
}

/** What one article earned over all its revenue rows. */
export interface ArticleEarnings extends EarningsBySource {
  /** The article's documentId (empty when the revenue has no article). */
  documentId: string;
  title: string;
  slug: string;
  /** The article's locale (its title is in that language). */
  locale: string;
}

/**
 * Article revenues grouped by article (a row per month becomes a row per article), highest
 * total first. Throws 'Unexpected data format from the server' when `data` is not a list.
 */
export function earningsByArticle(data: unknown): ArticleEarnings[] {
  const groups = new Map<string, RevenueRow[]>();
  for (const row of asList(data)) {
    const id = row?.article?.documentId ?? '';
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return [...groups.entries()]
    .map(([documentId, rows]) => ({
      documentId,
      title: rows.find((row) => row.article?.title)?.article?.title ?? '',
      slug: rows.find((row) => row.article?.slug)?.article?.slug ?? '',
      locale: rows.find((row) => row.article?.locale)?.article?.locale ?? '',
      ...sources(rows),
    }))
    .sort((a, b) => b.total - a.total || a.title.localeCompare(b.title));
}

/** A writer's paid and due totals (rupees). */
export interface PaidAndDue {
  paid: number;
  due: number;
}

/**
 * The paid and due totals of profile revenues (normally one row; zero when none).
 * Throws 'Unexpected data format from the server' when `data` is not a list.
 */
export function paidAndDue(data: unknown): PaidAndDue {
  if (!Array.isArray(data)) throw new Error(UNEXPECTED_DATA_FORMAT);
  let paid = 0;
  let due = 0;
  for (const row of data as { Total_amount_paid?: unknown; Total_amount_due?: unknown }[]) {
    paid += paise(row?.Total_amount_paid);
    due += paise(row?.Total_amount_due);
  }
  return { paid: paid / 100, due: due / 100 };
}

/** An insight as the studio reads it. */
interface InsightRow {
  date: string;
  views?: number | null;
  reads?: number | null;
  likes?: number | null;
  comments?: number | null;
  article?: { documentId?: string; title?: string; locale?: string } | null;
}

/** Views and reads of one day over all the writer's articles. */
export interface DailyTotals {
  date: string;
  views: number;
  reads: number;
}

/** Insights summed per day, oldest first. */
export function insightsByDay(insights: readonly InsightRow[]): DailyTotals[] {
  const days = new Map<string, DailyTotals>();
  for (const insight of insights) {
    const day = days.get(insight.date) ?? { date: insight.date, views: 0, reads: 0 };
    day.views += insight.views ?? 0;
    day.reads += insight.reads ?? 0;
    days.set(insight.date, day);
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** One article's views and reads over a period. */
export interface ArticleReach {
  documentId: string;
  title: string;
  /** The article's locale (its title is in that language). */
  locale: string;
  views: number;
  reads: number;
}

/** The articles with the most views over the given insights (then reads), at most `limit`. */
export function topArticles(insights: readonly InsightRow[], limit = 5): ArticleReach[] {
  const byArticle = new Map<string, ArticleReach>();
  for (const insight of insights) {
    const id = insight.article?.documentId;
    if (!id) continue;
    const entry = byArticle.get(id) ?? {
      documentId: id,
      title: insight.article?.title ?? '',
      locale: insight.article?.locale ?? '',
      views: 0,
      reads: 0,
    };
    entry.views += insight.views ?? 0;
    entry.reads += insight.reads ?? 0;
    byArticle.set(id, entry);
  }
  return [...byArticle.values()].sort((a, b) => b.views - a.views || b.reads - a.reads).slice(0, limit);
}
