import { mergePages } from '@katha/sdk';
import { type ReactNode, useState } from 'react';
import { PRIORITY_CARDS } from '../../shared/images.js';
import { useAsync } from '../lib/async.js';
import type { ListedArticle } from '../lib/listed-article.js';
import { ArticleList } from './article-list.js';

/** One page of a listing: its articles as the cards draw them (ListedArticle), and the CMS's pagination. */
export interface ArticlePage {
  data: ListedArticle[];
  meta: { pagination?: { pageCount?: number; total?: number } };
}

export interface PagedArticlesProps {
  /** Loads page `page` (1-based). Give the component a `key` that changes with the query: it starts over. */
  load: (page: number) => Promise<ArticlePage>;
  emptyHeading: string;
  emptyMessage: string;
  layout?: 'grid' | 'list';
  /** Shown above the list once the first page answered (a result count). */
  summary?: (total: number) => ReactNode;
  /** Page 1 as the route's loader already has it (the server's first screen): shown without calling `load`. */
  firstPage?: ArticlePage;
}

/**
 * A listing with "Load more": page 1 replaces, later pages append, skipping duplicates
 * (`mergePages`); a failed page shows the error and retry in place; a like or bookmark reloads
 * the last page loaded. It sits right under its page's h1, so the cards' titles are level 2.
 */
const pageInfo = (page: number, answer: ArticlePage) => ({
  page,
  pageCount: answer.meta.pagination?.pageCount ?? 1,
  total: answer.meta.pagination?.total ?? answer.data.length,
});

export function PagedArticles({
  load,
  emptyHeading,
  emptyMessage,
  layout,
  summary,
  firstPage,
}: PagedArticlesProps) {
  const [page, setPage] = useState(1);
  const [articles, setArticles] = useState<ListedArticle[]>(() => firstPage?.data ?? []);
  const listing = useAsync(
    async () => {
      const answer = await load(page);
      setArticles((current) => mergePages(current, answer.data, page));
      return pageInfo(page, answer);
    },
    [page],
    firstPage && pageInfo(1, firstPage),
  );
  return (
    <>
      {summary && listing.data ? summary(listing.data.total) : null}
      <ArticleList
        articles={articles}
        layout={layout ?? 'grid'}
        headingLevel={2}
        // The page's own list, at the top of it: its first card is the page's largest paint.
        priorityCount={PRIORITY_CARDS}
        loading={listing.status === 'loading'}
        error={listing.status === 'error'}
        hasMore={!!listing.data && listing.data.page < listing.data.pageCount}
        emptyHeading={emptyHeading}
        emptyMessage={emptyMessage}
        onLoadMore={() => setPage((listing.data?.page ?? 0) + 1)}
        onRetry={listing.reload}
        onChanged={listing.reload}
      />
    </>
  );
}
