import { type ArticleListOptions, buildArticleListQuery, buildTrendingQuery } from './articles.js';
import { dataOf, type KathaReader } from './client.js';
import { PAGE_SIZE } from './constants.js';
import type { Article } from './types.js';

export interface AuthorArticlesOptions extends Pick<ArticleListOptions, 'locale' | 'profileId' | 'pageSize'> {
  /** The author (profile documentId). */
  authorId: string;
  /** The topic (documentId) of the article being read, for the second fallback. */
  topicId?: string | null;
  /** Articles already shown (the one being read), left out of every step. */
  excludeIds?: readonly string[];
}

export interface AuthorArticles {
  /** Which step of the chain answered. */
  source: 'author' | 'topic' | 'trending';
  articles: Article[];
}

/**
 * The author listing with its fallback chain: the author's other articles, else articles of the same topic,
 * else trending articles.
 */
export async function loadAuthorArticles(
  client: KathaReader,
  options: AuthorArticlesOptions,
): Promise<AuthorArticles> {
  const base = {
    locale: options.locale,
    profileId: options.profileId,
    excludeIds: options.excludeIds,
    pageSize: options.pageSize ?? PAGE_SIZE.authorArticles,
  };
  const byAuthor = dataOf(
    await client.GET('/articles', {
      params: { query: buildArticleListQuery({ ...base, authorId: options.authorId }) },
    }),
  ).data;
  if (byAuthor.length) return { source: 'author', articles: byAuthor };
  if (options.topicId) {
    const byTopic = dataOf(
      await client.GET('/articles', {
        params: { query: buildArticleListQuery({ ...base, topicIds: [options.topicId] }) },
      }),
    ).data;
    if (byTopic.length) return { source: 'topic', articles: byTopic };
  }
  const trending = dataOf(
    await client.GET('/articles/trending', { params: { query: buildTrendingQuery(base) } }),
  ).data;
  return { source: 'trending', articles: trending };
}
