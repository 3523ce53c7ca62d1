import { useAtomValue } from 'jotai';
import { ErrorState } from '../parts/error-state.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { WriterOnly } from '../parts/writer-only.js';
import { useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';
import { Charts } from './content-stats/charts.js';
import { EarningsTable } from './content-stats/earnings-table.js';
import { Insights } from './content-stats/insights.js';
import { EarningsError, WithEarnings } from './content-stats/parts.js';
import { Totals } from './content-stats/totals.js';
import { useEarnings, useTrend } from './content-stats/use-stats.js';
import '../styles/studio.css';
import '../generated/messages/web-studio.js';

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
  const earnings = useEarnings(profileId);
  const trend = useTrend(profileId);

  return (
    <section className="studio" aria-labelledby="stats-heading">
      <h1 id="stats-heading" className="section-title">
        {t('web-studio.statsTitle')}
      </h1>

      <section className="studio-section" aria-labelledby="earnings-heading">
        <h2 id="earnings-heading">{t('web-studio.earningsHeading')}</h2>
        <WithEarnings earnings={earnings}>
          {({ bySource, totals }) => <Totals earned={bySource.total} {...totals} />}
        </WithEarnings>
      </section>

      <Insights />

      <section className="studio-section" aria-labelledby="per-article-heading">
        <h2 id="per-article-heading">{t('web-studio.perArticleHeading')}</h2>
        <WithEarnings earnings={earnings}>
          {({ byArticle }) => <EarningsTable rows={byArticle} />}
        </WithEarnings>
      </section>

      <section className="studio-section" aria-labelledby="charts-heading">
        <h2 id="charts-heading">{t('web-studio.chartsHeading')}</h2>
        {trend.status === 'error' ? (
          <ErrorState onRetry={trend.reload} />
        ) : earnings.status === 'error' ? (
          <EarningsError error={earnings.error} onRetry={earnings.reload} />
        ) : trend.data && earnings.data ? (
          <Charts days={trend.data.days} top={trend.data.top} sources={earnings.data.bySource} />
        ) : (
          <Loading variant="card" count={1} />
        )}
      </section>
    </section>
  );
}
