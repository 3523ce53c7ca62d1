import { KathaAlert } from '@katha/react/alert';
import { KathaChip } from '@katha/react/chip';
import { KathaDataTable } from '@katha/react/data-table';
import { KathaList } from '@katha/react/list';
import type { DataTableColumn } from '@katha/ui/data-table';
import type { ListItem } from '@katha/ui/list';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { tokenStore } from '../../lib/client.js';
import { loginPath } from '../../lib/paths.js';
import { TREND_DAYS } from '../../pages/content-stats/use-stats.js';
import { doughnutConfig } from '../../parts/charts/use-chart.js';
import { ErrorState } from '../../parts/error-state.js';
import { Loading } from '../../parts/loading.js';
import { useI18n } from '../../state/locale.js';
import { isWriterAtom, profileIdAtom, userAtom } from '../../state/session.js';
import { lineSeries, namedRows } from '../shared/chart.js';
import { TemplatePage } from '../shared/page.js';
import { DashChart } from './chart.js';
import { DASHBOARD_FRAME, longDay, Panel, StatCards, shortDay, sum } from './parts.js';
import {
  SAMPLE_ACTIVITY,
  SAMPLE_DAYS,
  SAMPLE_EARNINGS,
  SAMPLE_PAID_DUE,
  SAMPLE_READS,
  SAMPLE_TOP,
  SAMPLE_VIEWS,
} from './sample-data.js';
import { type Activity, useWriterFigures } from './use-writer-figures.js';
import '../../generated/messages/web-template-dashboards.js';

/** What the dashboard shows, the writer's or the sample's. */
interface Figures {
  views: number;
  reads: number;
  earned: number;
  paid: number;
  due: number;
  /** Days the views and reads cover. */
  period: number;
  days: readonly { date: string; views: number; reads: number }[];
  sources: { incentive: number; ads: number; other: number; total: number };
  top: readonly { id: string; title: string; locale: string; views: number; reads: number }[];
  activity: readonly Activity[];
}

const SAMPLE: Figures = {
  views: sum(SAMPLE_VIEWS),
  reads: sum(SAMPLE_READS),
  earned: SAMPLE_EARNINGS.total,
  ...SAMPLE_PAID_DUE,
  period: SAMPLE_DAYS.length,
  days: SAMPLE_DAYS.map((date, index) => ({
    date,
    views: SAMPLE_VIEWS[index]!,
    reads: SAMPLE_READS[index]!,
  })),
  sources: SAMPLE_EARNINGS,
  top: SAMPLE_TOP,
  activity: SAMPLE_ACTIVITY,
};

/**
 * Who is looking: null until the app has hydrated and put the stored user back (the server
 * renders the loading state, so its HTML and the first render in the browser agree).
 */
function useViewer() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  const profileId = useAtomValue(profileIdAtom);
  if (!hydrated || (!user && tokenStore.get('user'))) return null;
  return { name: user?.username ?? '', profileId: isWriter ? profileId : null };
}

/** /dashboards/modern: the signed-in writer's views, reads and earnings from the CMS; sample figures otherwise. */
export default function ModernDashboard() {
  const { t } = useI18n();
  const title = t('web-template-dashboards.modern.title');
  const viewer = useViewer();
  const writer = useWriterFigures(viewer?.profileId ?? null);
  return (
    <TemplatePage {...DASHBOARD_FRAME} title={title} intro={t('web-template-dashboards.modern.intro')}>
      {!viewer || (viewer.profileId && writer.status === 'loading' && !writer.data) ? (
        <Loading variant="card" count={4} />
      ) : viewer.profileId ? (
        writer.status === 'error' ? (
          <div data-testid="dashboard-error">
            <ErrorState onRetry={writer.reload} />
          </div>
        ) : writer.data ? (
          <>
            <p className="dash-source" data-testid="dashboard-source" data-source="writer">
              <KathaChip color="success">{t('web-template-dashboards.modern.yourFigures')}</KathaChip>
              <span>
                {t('web-template-dashboards.modern.writerNote', { name: viewer.name, days: TREND_DAYS })}
              </span>
            </p>
            <Dashboard
              figures={{
                ...writer.data,
                earned: writer.data.earnings.total,
                sources: writer.data.earnings,
                top: writer.data.top.map((article) => ({ ...article, id: article.documentId })),
                period: TREND_DAYS,
              }}
            />
          </>
        ) : null
      ) : (
        <>
          <div data-testid="dashboard-source" data-source="sample">
            <KathaAlert severity="info" heading={t('web-template-dashboards.modern.sampleHeading')}>
              {t('web-template-dashboards.modern.sampleNote')}{' '}
              <Link href={loginPath('/dashboards/modern')}>
                {t('web-template-dashboards.modern.signInHint')}
              </Link>
            </KathaAlert>
          </div>
          <Dashboard figures={SAMPLE} />
        </>
      )}
    </TemplatePage>
  );
}

function Dashboard({ figures }: { figures: Figures }) {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const period = t('web-template-dashboards.lastDays', { days: figures.period });
  return (
    <>
      <StatCards
        label={t('web-template-dashboards.modern.statsLabel')}
        stats={[
          {
            id: 'views',
            label: t('web-template-dashboards.views'),
            value: formatNumber(figures.views),
            note: period,
            tone: 'info',
          },
          {
            id: 'reads',
            label: t('web-template-dashboards.reads'),
            value: formatNumber(figures.reads),
            note: period,
            tone: 'success',
          },
          {
            id: 'earned',
            label: t('web-template-dashboards.modern.earned'),
            value: i18n.formatCurrency(figures.earned),
            note: t('web-template-dashboards.modern.allTime'),
          },
          {
            id: 'due',
            label: t('web-template-dashboards.modern.due'),
            value: i18n.formatCurrency(figures.due),
            note: t('web-template-dashboards.modern.paidSoFar', { paid: i18n.formatCurrency(figures.paid) }),
            tone: 'warning',
          },
        ]}
      />
      <div className="dash-grid">
        <Panel id="dash-trend-heading" heading={t('web-template-dashboards.modern.trendHeading')} wide>
          <TrendChart days={figures.days} />
        </Panel>
        <Panel id="dash-sources-heading" heading={t('web-template-dashboards.modern.sourcesHeading')}>
          <SourcesChart sources={figures.sources} />
        </Panel>
        <Panel id="dash-activity-heading" heading={t('web-template-dashboards.modern.activityHeading')}>
          <ActivityList activity={figures.activity} />
        </Panel>
        <Panel id="dash-top-heading" heading={t('web-template-dashboards.modern.topHeading')} wide>
          <TopTable top={figures.top} />
        </Panel>
      </div>
    </>
  );
}

function TrendChart({ days }: { days: Figures['days'] }) {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const views = t('web-template-dashboards.views');
  const reads = t('web-template-dashboards.reads');
  const labels = days.map((day) => shortDay(i18n, day.date));
  if (days.length === 0) return <p>{t('web-template-dashboards.modern.noDays')}</p>;
  return (
    <DashChart
      id="chart-dash-trend"
      title={t('web-template-dashboards.modern.trendTitle')}
      summary={t('web-template-dashboards.modern.trendSummary', {
        first: longDay(i18n, days[0]!.date),
        last: longDay(i18n, days.at(-1)!.date),
        views: sum(days.map((day) => day.views)),
        reads: sum(days.map((day) => day.reads)),
      })}
      build={(colors) => ({
        type: 'line',
        data: {
          labels,
          datasets: [
            lineSeries(
              views,
              days.map((day) => day.views),
              colors.info,
            ),
            lineSeries(
              reads,
              days.map((day) => day.reads),
              colors.success,
            ),
          ],
        },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { labels: { color: colors.text } } },
          scales: {
            x: { ticks: { color: colors.muted, autoSkip: true }, grid: { display: false } },
            y: {
              beginAtZero: true,
              ticks: {
                color: colors.muted,
                callback: (value: string | number) => formatNumber(Number(value)),
              },
              grid: { color: colors.border },
            },
          },
        },
      })}
      deps={[
        labels.join(),
        days.map((day) => `${day.views}/${day.reads}`).join(),
        views,
        reads,
        formatNumber,
      ]}
      columns={[t('web-template-dashboards.day'), views, reads]}
      rows={days.map((day) => ({
        key: day.date,
        header: longDay(i18n, day.date),
        cells: [formatNumber(day.views), formatNumber(day.reads)],
      }))}
    />
  );
}

function SourcesChart({ sources }: { sources: Figures['sources'] }) {
  const i18n = useI18n();
  const { t, formatCurrency } = i18n;
  const names = [
    t('web-template-dashboards.modern.incentive'),
    t('web-template-dashboards.modern.ads'),
    t('web-template-dashboards.modern.other'),
  ];
  const values = [sources.incentive, sources.ads, sources.other];
  return (
    <DashChart
      id="chart-dash-sources"
      size="sm"
      title={t('web-template-dashboards.modern.sourcesTitle')}
      summary={t('web-template-dashboards.modern.sourcesSummary', {
        total: formatCurrency(sources.total),
        incentive: formatCurrency(sources.incentive),
        ads: formatCurrency(sources.ads),
        other: formatCurrency(sources.other),
      })}
      build={(colors) =>
        doughnutConfig(colors, {
          labels: names,
          label: t('web-template-dashboards.modern.earned'),
          values,
          sliceLabel: (name, value) => `${name}: ${formatCurrency(value)}`,
          slices: [colors.primary, colors.info, colors.secondary],
        })
      }
      deps={[names.join(), values.join(), formatCurrency]}
      columns={[t('web-template-dashboards.modern.source'), t('web-template-dashboards.modern.earned')]}
      rows={namedRows(names, values, (value) => [formatCurrency(value)])}
    />
  );
}

function ActivityList({ activity }: { activity: readonly Activity[] }) {
  const i18n = useI18n();
  const { t } = i18n;
  const items = useMemo<ListItem[]>(
    () =>
      activity.map((item) => ({
        id: item.id,
        icon: 'article',
        primary: item.title || t('web-template-dashboards.untitled'),
        secondary: t('web-template-dashboards.modern.activityLine', { views: item.views, reads: item.reads }),
        meta: shortDay(i18n, item.date),
      })),
    [activity, t, i18n],
  );
  if (items.length === 0) return <p>{t('web-template-dashboards.modern.noActivity')}</p>;
  return (
    <div data-testid="dashboard-activity">
      <KathaList label={t('web-template-dashboards.modern.activityHeading')} items={items} dividers />
    </div>
  );
}

function TopTable({ top }: { top: Figures['top'] }) {
  const { t } = useI18n();
  const columns = useMemo<DataTableColumn<Figures['top'][number]>[]>(
    () => [
      {
        key: 'title',
        label: t('web-template-dashboards.story'),
        rowHeader: true,
        value: (row) => row.title || t('web-template-dashboards.untitled'),
      },
      { key: 'views', label: t('web-template-dashboards.views'), type: 'number', sortable: true },
      { key: 'reads', label: t('web-template-dashboards.reads'), type: 'number', sortable: true },
    ],
    [t],
  );
  if (top.length === 0) return <p>{t('web-template-dashboards.modern.noDays')}</p>;
  return (
    <div data-testid="dashboard-top">
      <KathaDataTable label={t('web-template-dashboards.modern.topHeading')} columns={columns} rows={top} />
    </div>
  );
}
