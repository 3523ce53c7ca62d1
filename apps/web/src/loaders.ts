import type { Locale } from '@katha/i18n/core';
import {
  type Article,
  type ArticleSortOption,
  buildArticleListQuery,
  buildArticleSearchQuery,
  buildTrendingQuery,
  dataOf,
  type KathaClient,
  LOCALES,
  PAGE_SIZE,
  type Topic,
} from '@katha/sdk';
import { createContext, useContext } from 'react';
import { type ListedArticle, listed } from './lib/listed-article.js';
import type { ArticlePage } from './parts/paged-articles.js';

/**
 * Route loaders: one function per page that has first-screen data, shared by the server (which
 * renders the page with their answer and hands it to the browser in the `katha-data` block) and
 * the browser (which calls them when it opens or reloads the page itself).
 */
export interface LoaderContext {
  /** The CMS client: the server's (anonymous) or the browser's (`/api` of this origin, with the session cookie). */
  client: KathaClient;
  /**
   * For reads that are the same for every reader (the home's topics): on the server, its anonymous
   * client when `client` is a signed-in reader's, so the CMS's response cache answers them (it
   * answers every call with a bearer afresh). Else `client`.
   */
  publicClient?: KathaClient;
  /** CMS HTML made safe for the page: jsdom + DOMPurify on the server, DOMPurify in the browser. */
  sanitize: (html: string) => string | Promise<string>;
}

const Loaders = createContext<LoaderContext | null>(null);
export const LoaderProvider = Loaders.Provider;

export function useLoaderContext(): LoaderContext {
  const context = useContext(Loaders);
  if (!context) throw new Error('No LoaderProvider above this page (src/app.tsx).');
  return context;
}

interface Reader {
  locale: Locale;
  /** The signed-in reader's profile (their likes and bookmarks in the answer); null for a visitor. */
  profileId: string | null;
}

/**
 * A page's first-screen data: its loader, and the key of what it was loaded for (page, parameters,
 * locale, reader), under which the server hands it to the browser (state/route-data.ts). `name`
 * says which page's data it is, for the server's head tags and cache tags (server/head.ts,
 * server/page-changes.ts).
 */
export interface PageLoader<Input extends object, Data> {
  name: string;
  key(input: Input & Reader): string;
  load(input: Input & Reader, context: LoaderContext): Promise<Data>;
}

// ---- home -------------------------------------------------------------------------------------

export interface HomeData {
  latest: ArticlePage;
  trending: ListedArticle[];
  topics: Topic[];
}

export async function loadLatest(
  client: KathaClient,
  {
    locale,
    profileId,
    sort = 'latest',
    topicId = null,
    page = 1,
  }: Reader & {
    sort?: ArticleSortOption;
    topicId?: string | null;
    page?: number;
  },
): Promise<{ data: Article[]; meta: ArticlePage['meta'] }> {
  return dataOf(
    await client.GET('/articles', {
      params: {
        query: buildArticleListQuery({ locale, profileId, sort, page, topicIds: topicId ? [topicId] : [] }),
      },
    }),
  );
}

export async function loadTrending(client: KathaClient, { locale, profileId }: Reader): Promise<Article[]> {
  return dataOf(
    await client.GET('/articles/trending', {
      params: { query: buildTrendingQuery({ locale, profileId, pageSize: 5 }) },
    }),
  ).data;
}

export async function loadTopics(client: KathaClient, locale: Locale): Promise<Topic[]> {
  return dataOf(
    await client.GET('/topics', {
      params: { query: { locale, pagination: { pageSize: PAGE_SIZE.topics } } },
    }),
  ).data;
}

/** The home's first screen: the first page of latest stories, trending, topics. */
export async function loadHome(
  reader: Reader,
  { client, publicClient = client }: LoaderContext,
): Promise<HomeData> {
  const [latest, trending, topics] = await Promise.all([
    loadLatest(client, reader),
    loadTrending(client, reader),
    loadTopics(publicClient, reader.locale),
  ]);
  // A topic chip needs its name and documentId (Topic's required fields), not Strapi's dates.
  const chips = topics.map(({ id, documentId, name }): Topic => ({ id, documentId, name }));
  return {
    latest: { ...latest, data: latest.data.map(listed) },
    trending: trending.map(listed),
    topics: chips,
  };
}

export const homeData: PageLoader<object, HomeData> = {
  name: 'home',
  key: ({ locale, profileId }) => `home|${locale}|${profileId}`,
  load: loadHome,
};

// ---- article ----------------------------------------------------------------------------------

export interface ArticleData {
  article: Article;
  /** The article's body, sanitized (the CMS sanitizes on save too; this is the second line). */
  body: string;
}

/**
 * The article with this slug (slugs are unique per locale): in the reader's language first, else
 * in whichever language has it; null when none has.
 */
export async function loadArticle(
  { slug, locale, profileId }: Reader & { slug: string },
  { client, sanitize }: LoaderContext,
): Promise<ArticleData | null> {
  const find = async (inLocale: Locale) =>
    dataOf(
      await client.GET('/articles', {
        params: {
          query: buildArticleListQuery({
            slug,
            locale: inLocale,
            profileId,
            listingRule: false,
            pageSize: 1,
            withBody: true,
          }),
        },
      }),
    ).data[0] ?? null;
  let article = await find(locale);
  if (!article) {
    const others = await Promise.all(LOCALES.filter((other) => other !== locale).map(find));
    article = others.find(Boolean) ?? null;
  }
  if (!article) return null;
  return { article, body: article.body ? await sanitize(article.body) : '' };
}

export const articleData: PageLoader<{ slug: string }, ArticleData | null> = {
  name: 'article',
  key: ({ slug, locale, profileId }) => `article|${slug}|${locale}|${profileId}`,
  load: loadArticle,
};

// ---- search -----------------------------------------------------------------------------------

/** Page `page` of the results for `key` (title, body, author name, tags); null for an empty key. */
export async function loadSearch(
  { key, locale, profileId, page = 1 }: Reader & { key: string; page?: number },
  { client }: Pick<LoaderContext, 'client'>,
): Promise<ArticlePage | null> {
  const query = buildArticleSearchQuery(key, { locale, profileId });
  if (!query) return null;
  const results = dataOf(
    await client.GET('/articles', {
      params: { query: { ...query, pagination: { page, pageSize: PAGE_SIZE.articles } } },
    }),
  );
  return { ...results, data: results.data.map(listed) };
}

export const searchData: PageLoader<{ key: string }, ArticlePage | null> = {
  name: 'search',
  key: ({ key, locale, profileId }) => `search|${key}|${locale}|${profileId}`,
  load: loadSearch,
};
