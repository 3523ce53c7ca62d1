import type { Locale } from '@katha/i18n/core';
import {
  type Article,
  type ArticleFilters,
  buildArticleListQuery,
  dataOf,
  type KathaReader,
} from '@katha/sdk';

export interface ArticlePage {
  articles: Article[];
  pageCount: number;
  /** How many articles match, over every page. */
  total: number;
}

/** One page of published, listed articles matching `filters`, in `locale`. */
export async function fetchArticles(
  client: KathaReader,
  options: {
    locale: Locale;
    filters: readonly ArticleFilters[];
    page?: number;
    pageSize?: number;
    listingRule?: boolean;
    signal?: AbortSignal;
  },
): Promise<ArticlePage> {
  const query = buildArticleListQuery(
    {
      locale: options.locale,
      page: options.page ?? 1,
      pageSize: options.pageSize ?? 6,
      ...(options.listingRule === false ? { listingRule: false } : {}),
    },
    options.filters,
  );
  const result = dataOf(
    await client.GET('/articles', {
      params: { query },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  const pagination = result.meta?.pagination;
  return {
    articles: result.data,
    pageCount: pagination?.pageCount ?? 1,
    total: pagination?.total ?? result.data.length,
  };
}
