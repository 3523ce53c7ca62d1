import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaErrorState } from '@katha/react/error-state';
import { dataOf, UNEXPECTED_DATA_FORMAT } from '@katha/sdk';
import {
  buildArticleRevenuesQuery,
  buildInsightsQuery,
  buildProfileRevenueQuery,
  earningsByArticle,
  earningsBySource,
  INSIGHT_SORTS,
  type InsightSortOption,
  insightsByDay,
  paidAndDue,
  topArticles,
} from '@katha/sdk/studio';
import { useAtomValue } from 'jotai';
import { Component, lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { paths } from '../lib/paths.js';
import { ErrorState } from '../parts/error-state.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import type { StatsChartsProps } from '../parts/stats-charts.js';
import { WriterOnly } from '../parts/writer-only.js';
import { useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';
import '../styles/studio.css';
import '@katha/i18n/messages/web-studio';

/** The chart library (Chart.js) loads with the charts, after the figures: never on reader routes. */
const loadCharts = () => lazy(() => import('../parts/stats-charts.js'));

/** Days of insights the charts cover. */
const TREND_DAYS = 30;
/** Insights fetched per request for the charts (the CMS's maximum page size). */
const TREND_PAGE_SIZE = 200;

/** `/core/content-stats`: insights, earnings per article, paid and due totals, and charts. */
export default function Page() {
  const { t } = useI18n();
  usePageTitle(t('web-studio.statsTitle'));
  return (
    <WriterOnly>
      <ContentStats />
    </WriterOnly>
  );
}

function ContentStats() {
  const { t } = useI18n();
  const profileId = useAtomValue(profileIdAtom) ?? '';

  const earnings = useAsync(async () => {
    const [revenues, profile] = await Promise.all([
      katha.GET('/article-revenues', { params: { query: buildArticleRevenuesQuery(profileId) } }),
      katha.GET('/profile-revenues', { params: { query: buildProfileRevenueQuery(profileId) } }),
    ]);
    // Not trusted to be a list: the helpers throw 'Unexpected data format from the server' otherwise.
    const rows: unknown = dataOf(revenues).data;
    return {
      bySource: earningsBySource(rows),
      byArticle: earningsByArticle(rows),
      totals: paidAndDue(dataOf(profile).data as unknown),
    };
  }, [profileId]);

  const trend = useAsync(async () => {
    const since = new Date(Date.now() - (TREND_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows = [];
    for (let page = 1; ; page++) {
      const answer = dataOf(
        await katha.GET('/insights', {
          params: { query: buildInsightsQuery({ page, pageSize: TREND_PAGE_SIZE, sort: 'oldest', since }) },
        }),
      );
      rows.push(...answer.data);
      if (page >= (answer.meta.pagination?.pageCount ?? 1)) break;
    }
    return { days: insightsByDay(rows), top: topArticles(rows, 5) };
  }, [profileId]);

  return (
    <section className="studio" aria-labelledby="stats-heading">
      <h1 id="stats-heading" className="section-title">
        {t('web-studio.statsTitle')}
      </h1>

      <section className="studio-section" aria-labelledby="earnings-heading">
        <h2 id="earnings-heading">{t('web-studio.earningsHeading')}</h2>
        {earnings.status === 'error' ? (
          <EarningsError error={earnings.error} onRetry={earnings.reload} />
        ) : earnings.data ? (
          <Totals earned={earnings.data.bySource.total} {...earnings.data.totals} />
        ) : (
          <Loading variant="text" count={1} />
        )}
      </section>

      <Insights />

      <section className="studio-section" aria-labelledby="per-article-heading">
        <h2 id="per-article-heading">{t('web-studio.perArticleHeading')}</h2>
        {earnings.status === 'error' ? (
          <EarningsError error={earnings.error} onRetry={earnings.reload} />
        ) : earnings.data ? (
          <EarningsTable rows={earnings.data.byArticle} />
        ) : (
          <Loading variant="text" count={1} />
        )}
      </section>

      <section className="studio-section" aria-labelledby="charts-heading">
        <h2 id="charts-heading">{t('web-studio.chartsHeading')}</h2>
        {trend.status === 'error' || earnings.status === 'error' ? (
          trend.status === 'error' ? (
            <ErrorState onRetry={trend.reload} />
          ) : (
            <EarningsError error={earnings.error} onRetry={earnings.reload} />
          )
        ) : trend.data && earnings.data ? (
          <Charts days={trend.data.days} top={trend.data.top} sources={earnings.data.bySource} />
        ) : (
          <Loading variant="card" count={1} />
        )}
      </section>
    </section>
  );
}

/** Revenue data that is not a list gets its own message; any other failure the common one. */
function EarningsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  if (error instanceof Error && error.message === UNEXPECTED_DATA_FORMAT)
    return <KathaErrorState message={t('web-studio.unexpectedFormat')} onKathaRetry={onRetry} />;
  return <ErrorState onRetry={onRetry} />;
}

function Totals({ earned, paid, due }: { earned: number; paid: number; due: number }) {
  const { t, formatCurrency } = useI18n();
  return (
    <dl className="stats">
      <div>
        <dt>{t('web-studio.totalEarned')}</dt>
        <dd data-testid="total-earned">{formatCurrency(earned)}</dd>
      </div>
      <div>
        <dt>{t('web-studio.totalPaid')}</dt>
        <dd data-testid="total-paid">{formatCurrency(paid)}</dd>
      </div>
      <div>
        <dt>{t('web-studio.totalDue')}</dt>
        <dd data-testid="total-due">{formatCurrency(due)}</dd>
      </div>
    </dl>
  );
}

const SORT_LABELS = {
  newest: 'web-studio.sortNewest',
  oldest: 'web-studio.sortOldest',
  views: 'web-studio.sortViews',
  reads: 'web-studio.sortReads',
  likes: 'web-studio.sortLikes',
  comments: 'web-studio.sortComments',
} as const satisfies Record<InsightSortOption, string>;

/** The column a sort orders by, for `aria-sort`. */
const SORTED_COLUMN: Record<InsightSortOption, string> = {
  newest: 'date',
  oldest: 'date',
  views: 'views',
  reads: 'reads',
  likes: 'likes',
  comments: 'comments',
};

/** The insights table: 5 a page, a sort, and paging (each page is one call). */
function Insights() {
  const { t, formatDate, formatNumber } = useI18n();
  const sortId = useId();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<InsightSortOption>('newest');
  const insights = useAsync(async () => {
    const answer = dataOf(
      await katha.GET('/insights', { params: { query: buildInsightsQuery({ page, sort }) } }),
    );
    return { rows: answer.data, page, pageCount: Math.max(1, answer.meta.pagination?.pageCount ?? 1) };
  }, [page, sort]);
  /** A new sort starts again at page 1. */
  const choose = (option: InsightSortOption) => {
    setSort(option);
    setPage(1);
  };
  const ariaSort = (column: string) =>
    SORTED_COLUMN[sort] === column ? (sort === 'oldest' ? 'ascending' : 'descending') : undefined;
  const data = insights.data;

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
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
          <section className="studio-table-wrap" tabIndex={0} aria-labelledby="insights-heading">
            <table
              className="studio-table"
              data-testid="insights-table"
              aria-busy={insights.status === 'loading'}
            >
              <caption>{t('web-studio.insightsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col" aria-sort={ariaSort('date')}>
                    <SortButton onClick={() => choose(sort === 'newest' ? 'oldest' : 'newest')}>
                      {t('web-studio.colDate')}
                    </SortButton>
                  </th>
                  <th scope="col">{t('web-studio.colArticle')}</th>
                  <th scope="col" className="num" aria-sort={ariaSort('views')}>
                    <SortButton onClick={() => choose('views')}>{t('web-studio.colViews')}</SortButton>
                  </th>
                  <th scope="col" className="num" aria-sort={ariaSort('reads')}>
                    <SortButton onClick={() => choose('reads')}>{t('web-studio.colReads')}</SortButton>
                  </th>
                  <th scope="col" className="num" aria-sort={ariaSort('likes')}>
                    <SortButton onClick={() => choose('likes')}>{t('web-studio.colLikes')}</SortButton>
                  </th>
                  <th scope="col" className="num" aria-sort={ariaSort('comments')}>
                    <SortButton onClick={() => choose('comments')}>{t('web-studio.colComments')}</SortButton>
                  </th>
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
                    <td className="num" data-value={row.views ?? 0}>
                      {formatNumber(row.views ?? 0)}
                    </td>
                    <td className="num" data-value={row.reads ?? 0}>
                      {formatNumber(row.reads ?? 0)}
                    </td>
                    <td className="num" data-value={row.likes ?? 0}>
                      {formatNumber(row.likes ?? 0)}
                    </td>
                    <td className="num" data-value={row.comments ?? 0}>
                      {formatNumber(row.comments ?? 0)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <nav className="studio-pager" aria-label={t('web-studio.insightsHeading')}>
            <KathaButton
              variant="outlined"
              size="sm"
              disabled={data.page <= 1 || insights.status === 'loading'}
              onClick={() => setPage(data.page - 1)}
            >
              {t('web-studio.previousPage')}
            </KathaButton>
            <span aria-live="polite" data-testid="insights-page">
              {t('web-studio.pageOf', { page: data.page, pages: data.pageCount })}
            </span>
            <KathaButton
              variant="outlined"
              size="sm"
              disabled={data.page >= data.pageCount || insights.status === 'loading'}
              onClick={() => setPage(data.page + 1)}
            >
              {t('web-studio.nextPage')}
            </KathaButton>
          </nav>
        </>
      )}
    </section>
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

function EarningsTable({ rows }: { rows: ReturnType<typeof earningsByArticle> }) {
  const { t, formatCurrency } = useI18n();
  if (rows.length === 0)
    return (
      <KathaEmptyState
        heading={t('web-studio.noEarningsHeading')}
        message={t('web-studio.noEarningsMessage')}
        headingLevel={3}
      />
    );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="studio-table-wrap" tabIndex={0} aria-labelledby="per-article-heading">
      <table className="studio-table" data-testid="earnings-table">
        <caption>{t('web-studio.perArticleCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('web-studio.colArticle')}</th>
            <th scope="col" className="num">
              {t('web-studio.colIncentive')}
            </th>
            <th scope="col" className="num">
              {t('web-studio.colAds')}
            </th>
            <th scope="col" className="num">
              {t('web-studio.colOther')}
            </th>
            <th scope="col" className="num">
              {t('web-studio.colTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.documentId || 'none'}>
              <th scope="row" className="title" lang={row.locale || undefined}>
                {row.slug ? (
                  <Link href={paths.article(row.slug)}>{row.title}</Link>
                ) : (
                  row.title || t('web-studio.untitled')
                )}
              </th>
              <td className="num">{formatCurrency(row.incentive)}</td>
              <td className="num">{formatCurrency(row.ads)}</td>
              <td className="num">{formatCurrency(row.other)}</td>
              <td className="num">{formatCurrency(row.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The charts, loaded on demand; when their code fails to load (offline), an error state with a retry. */
function Charts(props: StatsChartsProps) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry loads the chunk again
  const StatsCharts = useMemo(loadCharts, [attempt]);
  return (
    <ChartBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loading variant="card" count={1} />}>
        <StatsCharts {...props} />
      </Suspense>
    </ChartBoundary>
  );
}

class ChartBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ChartsFailed onRetry={this.props.onRetry} /> : this.props.children;
  }
}

function ChartsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return <KathaErrorState message={t('web-studio.chartsFailed')} onKathaRetry={onRetry} />;
}
