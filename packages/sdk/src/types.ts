import type { components, operations } from './generated/cms.js';

type Schemas = components['schemas'];

export type Article = Schemas['Article'];
export type ArticleType = Schemas['ArticleType'];
export type ArticleFilters = Schemas['ArticleFilters'];
export type ArticlePopulate = Schemas['ArticlePopulate'];
export type Profile = Schemas['Profile'];
export type UserStat = Schemas['UserStat'];
export type User = Schemas['User'];
export type Role = Schemas['Role'];
export type Topic = Schemas['Topic'];
export type Publisher = Schemas['Publisher'];
export type Media = Schemas['Media'];
export type Comment = Schemas['Comment'];
export type NewsletterSubscriber = Schemas['NewsletterSubscriber'];
export type RequestAuthorAccess = Schemas['RequestAuthorAccess'];
export type Insight = Schemas['Insight'];
export type ArticleRevenue = Schemas['ArticleRevenue'];
export type ProfileRevenue = Schemas['ProfileRevenue'];
export type Subscription = Schemas['Subscription'];
export type Notification = Schemas['Notification'];
export type NotificationKind = Schemas['Notification']['kind'];
export type SubscriptionPlan = Schemas['SubscriptionPlan'];
export type Pagination = Schemas['Pagination'];
export type RelationTarget = Schemas['RelationTarget'];

/** The query of `GET /articles`. */
export type ArticleListQuery = NonNullable<operations['listArticles']['parameters']['query']>;
/** The query of `GET /articles/bookmarked` (the caller's own bookmarks). */
export type BookmarkedArticlesQuery = NonNullable<
  operations['listBookmarkedArticles']['parameters']['query']
>;
/** The query of `GET /articles/trending`. */
export type TrendingQuery = NonNullable<operations['listTrendingArticles']['parameters']['query']>;
