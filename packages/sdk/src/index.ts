export {
  ARTICLE_CARD_FIELDS,
  type ArticleListOptions,
  articlePopulate,
  buildArticleListQuery,
  buildArticleSearchQuery,
  buildBookmarkedArticlesQuery,
  buildTrendingQuery,
  fetchBookmarkedArticles,
  LISTING_RULE_FILTERS,
  mergePages,
  passesListingRule,
} from './articles.js';
export { type AuthorArticles, type AuthorArticlesOptions, loadAuthorArticles } from './authors.js';
export {
  createKathaClient,
  dataOf,
  type KathaClient,
  type KathaClientOptions,
  type KathaMethod,
  type KathaReader,
  type KathaResult,
} from './client.js';
export * from './constants.js';
export { KathaApiError, retryAfterOf, type StrapiErrorBody, WRONG_SERVICES } from './errors.js';
export type { components, operations, paths } from './generated/cms.js';
export {
  fetchNotifications,
  fetchUnreadNotificationCount,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPage,
} from './notifications.js';
export { bioFor, type LocalizedBio } from './profiles.js';
export { serializeStrapiQuery } from './query.js';
export { type ArticleRef, includesProfile, toggleBookmark, toggleFollow, toggleLike } from './relations.js';
export { fetchRevenueTotal, totalRevenue, UNEXPECTED_DATA_FORMAT } from './revenue.js';
export { joinTags, splitTags } from './tags.js';
export { bodyExcerpt } from './text.js';
export {
  createBrowserTokenStore,
  createMemoryTokenStore,
  createStorageTokenStore,
  type KeyValueStorage,
  SESSION_KEYS,
  type StoredKey,
  type StoredValues,
  type TokenStore,
} from './token-store.js';
export type * from './types.js';
export { isUsernameAvailable } from './users.js';
