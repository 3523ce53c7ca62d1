/** Business constants of the product (spec section 9) that are not about layout. */

/** The locales the site is offered in (the first is the default), and the listing rule's minimum word count. */
/** When an article counts as read (the site sends a read then; apps/cms README, Read events). */
export {
  DEFAULT_LOCALE,
  isRead,
  LOCALES,
  type Locale,
  MIN_WORD_COUNT,
  READ_MIN_PROGRESS,
  READ_MIN_SECONDS,
  READ_MIN_TIME_SHARE,
  type ReadEvidence,
  readMinSeconds,
} from '@katha/rules';

/** Default page sizes. */
export const PAGE_SIZE = {
  articles: 10,
  authorArticles: 4,
  topics: 100,
  authors: 12,
  analytics: 5,
  earnings: 200,
  revenueTotal: 200,
} as const;

/** Article sort options and the Strapi sort each one sends. */
export const ARTICLE_SORTS = {
  latest: 'createdAt:desc',
  oldest: 'createdAt:asc',
  duration_high: 'read_time:desc',
  duration_low: 'read_time:asc',
} as const;
export type ArticleSortOption = keyof typeof ARTICLE_SORTS;
export const DEFAULT_SORT: ArticleSortOption = 'latest';

/** A page description falls back to this many first characters of the body text. */
export const DESCRIPTION_LENGTH = 150;

/** Money is shown in rupees. */
export const CURRENCY = 'INR';

/** After a 401 the site logs out and goes home after this delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;
