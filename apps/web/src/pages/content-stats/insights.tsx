import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { INSIGHT_SORTS, type InsightSortOption } from '@katha/sdk/studio';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.js';
import { ErrorState } from '../../parts/error-state.js';
import { Loading } from '../../parts/loading.js';
import { ScrollTable } from '../../parts/scroll-table.js';
import { useI18n } from '../../state/locale.js';
import { useInsights } from './use-stats.js';
import '../../generated/messages/web-studio.js';

const SORT_LABELS = {
  newest: 'web-studio.sortNewest',
  oldest: 'web-studio.sortOldest',
  views: 'web-studio.sortViews',
  reads: 'web-studio.sortReads',
  likes: 'web-studio.sortLikes',
  comments: 'web-studio.sortComments',
} as const satisfies Record<InsightSortOption, string>;

/** The counted columns: each sorts by itself (its sort option has its name). */
const COUNTS = [
  ['views', 'web-studio.colViews'],
  ['reads', 'web-studio.colReads'],
  ['likes', 'web-studio.colLikes'],
  ['comments', 'web-studio.colComments'],
] as const satisfies readonly (readonly [InsightSortOption, string])[];

/** The column a sort orders by, for `aria-sort`. */
const sortedColumn = (sort: InsightSortOption) => (sort === 'newest' || sort === 'oldest' ? 'date' : sort);

/** The insights table: 5 a page, a sort, and paging (each page is one call). */
export function Insights() {
  const { t, formatDate, formatNumber } = useI18n();
  const sortId = useId();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<InsightSortOption>('newest');
  const insights = useInsights(page, sort);
  /** A new sort starts again at page 1. */
  const choose = (option: InsightSortOption) => {
    setSort(option);
    setPage(1);
  };
  const ariaSort = (column: string) =>
    sortedColumn(sort) === column ? (sort === 'oldest' ? 'ascending' : 'descending') : undefined;
  const data = insights.data;
  const busy = insights.status === 'loading';

  return (
    <section className="studio-section" aria-labelledby="insights-heading">
      <div className="studio-toolbar">
        <h2 id="insights-heading">{t('web-studio.insightsHeading')}</h2>
        <label className="sort" htmlFor={sortId}>
          {t('web-studio.sortBy')}
          <select
            id={sortId}
            value={sort}
            onChange={(event) => choose(event.target.value as InsightSortOption)}
          >
            {(Object.keys(INSIGHT_SORTS) as InsightSortOption[]).map((option) => (
              <option key={option} value={option}>
                {t(SORT_LABELS[option])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {insights.status === 'error' ? (
        <ErrorState onRetry={insights.reload} />
      ) : !data ? (
        <Loading variant="text" count={1} />
      ) : data.rows.length === 0 ? (
        <KathaEmptyState
          heading={t('web-studio.noInsightsHeading')}
          message={t('web-studio.noInsightsMessage')}
          headingLevel={3}
        />
      ) : (
        <>
          <ScrollTable labelledBy="insights-heading">
            <table className="studio-table" data-testid="insights-table" aria-busy={busy}>
              <caption>{t('web-studio.insightsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" aria-sort={ariaSort('date')}>
                    <SortButton onClick={() => choose(sort === 'newest' ? 'oldest' : 'newest')}>
                      {t('web-studio.colDate')}
                    </SortButton>
                  </th>
                  <th scope="col">{t('web-studio.colArticle')}</th>
                  {COUNTS.map(([name, label]) => (
                    <th key={name} scope="col" className="num" aria-sort={ariaSort(name)}>
                      <SortButton onClick={() => choose(name)}>{t(label)}</SortButton>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.documentId}>
                    <td className="nowrap" data-date={row.date}>
                      {formatDate(row.date, { dateStyle: 'medium', timeZone: 'UTC' })}
                    </td>
                    <td className="title" lang={row.article?.locale || undefined}>
                      {row.article?.slug ? (
                        <Link href={paths.article(row.article.slug)}>{row.article.title}</Link>
                      ) : (
                        (row.article?.title ?? t('web-studio.untitled'))
                      )}
                    </td>
                    {COUNTS.map(([name]) => (
                      <td key={name} className="num" data-value={row[name] ?? 0}>
                        {formatNumber(row[name] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <Pager page={data.page} pageCount={data.pageCount} busy={busy} onPage={setPage} />
        </>
      )}
    </section>
  );
}

/** Previous / "Page n of m" / Next. */
function Pager({
  page,
  pageCount,
  busy,
  onPage,
}: {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  return (
    <nav className="studio-pager" aria-label={t('web-studio.insightsHeading')}>
      <KathaButton variant="outlined" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {t('web-studio.previousPage')}
      </KathaButton>
      <span aria-live="polite" data-testid="insights-page">
        {t('web-studio.pageOf', { page, pages: pageCount })}
      </span>
      <KathaButton
        variant="outlined"
        size="sm"
        disabled={page >= pageCount || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('web-studio.nextPage')}
      </KathaButton>
    </nav>
  );
}

/** A sortable column's header: a button (the column's `aria-sort` says the current order). */
function SortButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="studio-sort" onClick={onClick}>
      {children}
    </button>
  );
}
