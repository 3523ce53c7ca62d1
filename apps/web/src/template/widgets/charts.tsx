import { baseOptions, doughnutConfig, withAlpha } from '../../parts/charts/use-chart.js';
import { useI18n } from '../../state/locale.js';
import { DashChart, sparkOptions } from '../dashboards/chart.js';
import { DASHBOARD_FRAME, longDay, shortDay, sum } from '../dashboards/parts.js';
import {
  DEVICES,
  WEEK,
  WEEK_EARNINGS,
  WEEK_FOLLOWERS,
  WEEK_READS,
  WEEK_VIEWS,
} from '../dashboards/sample-data.js';
import { lineSeries, namedRows } from '../shared/chart.js';
import { DemoSection } from '../shared/demo-section.js';
import { TemplatePage } from '../shared/page.js';
import '../../generated/messages/web-template-dashboards.js';

type I18n = ReturnType<typeof useI18n>;

/** The week's rows of a chart's data table: the day in full, then each series formatted. */
const weekRows = (i18n: I18n, series: readonly (readonly number[])[], format: (value: number) => string) =>
  WEEK.map((day, index) => ({
    key: day,
    header: longDay(i18n, day),
    cells: series.map((values) => format(values[index] ?? 0)),
  }));

/** /widgets/charts: sparklines and small line, bar and doughnut charts (sample figures). */
export default function WidgetCharts() {
  const { t } = useI18n();
  const title = t('web-template-dashboards.charts.title');
  return (
    <TemplatePage {...DASHBOARD_FRAME} title={title} intro={t('web-template-dashboards.charts.intro')}>
      <DemoSection heading={t('web-template-dashboards.charts.sparklines')}>
        <div className="dash-widgets">
          <Sparkline id="views" values={WEEK_VIEWS} label={t('web-template-dashboards.views')} tone="info" />
          <Sparkline
            id="reads"
            values={WEEK_READS}
            label={t('web-template-dashboards.reads')}
            tone="success"
          />
          <Sparkline
            id="earnings"
            values={WEEK_EARNINGS}
            label={t('web-template-dashboards.earnings')}
            money
          />
        </div>
      </DemoSection>
      <div className="dash-grid">
        <DemoSection heading={t('web-template-dashboards.charts.small')}>
          <WeekLine />
        </DemoSection>
        <DemoSection heading={t('web-template-dashboards.charts.followers')}>
          <FollowersBars />
        </DemoSection>
        <DemoSection heading={t('web-template-dashboards.charts.devices')}>
          <DevicesDoughnut />
        </DemoSection>
      </div>
    </TemplatePage>
  );
}

/** A figure's total over the week above its sparkline. */
function Sparkline({
  id,
  values,
  label,
  tone = 'primary',
  money,
}: {
  id: string;
  values: readonly number[];
  label: string;
  tone?: 'primary' | 'info' | 'success';
  money?: boolean;
}) {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const format = money ? i18n.formatRupees : formatNumber;
  const labels = WEEK.map((day) => shortDay(i18n, day));
  return (
    <div className="dash-widget">
      <span className="dash-stat__label">{label}</span>
      <span className="dash-stat__value">{format(sum(values))}</span>
      <DashChart
        id={`chart-spark-${id}`}
        size="spark"
        title={t('web-template-dashboards.charts.sparkTitle', { label })}
        summary={t('web-template-dashboards.charts.sparkSummary', {
          label,
          first: format(values[0] ?? 0),
          last: format(values.at(-1) ?? 0),
          max: format(Math.max(...values)),
        })}
        build={(colors) => ({
          type: 'line',
          data: {
            labels,
            datasets: [
              {
                label,
                data: [...values],
                borderColor: colors[tone],
                backgroundColor: withAlpha(colors[tone], 0.15),
                fill: 'origin',
                tension: 0.35,
                borderWidth: 2,
              },
            ],
          },
          options: sparkOptions(format),
        })}
        deps={[labels.join(), label, format]}
        columns={[t('web-template-dashboards.day'), label]}
        rows={weekRows(i18n, [values], format)}
      />
    </div>
  );
}

function WeekLine() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const views = t('web-template-dashboards.views');
  const reads = t('web-template-dashboards.reads');
  const labels = WEEK.map((day) => shortDay(i18n, day));
  return (
    <DashChart
      id="chart-widget-line"
      size="sm"
      title={t('web-template-dashboards.charts.lineTitle')}
      summary={t('web-template-dashboards.charts.lineSummary', {
        views: sum(WEEK_VIEWS),
        reads: sum(WEEK_READS),
      })}
      build={(colors) => ({
        type: 'line',
        data: {
          labels,
          datasets: [
            lineSeries(views, WEEK_VIEWS, colors.info),
            lineSeries(reads, WEEK_READS, colors.success),
          ],
        },
        options: baseOptions(colors, formatNumber),
      })}
      deps={[labels.join(), views, reads, formatNumber]}
      columns={[t('web-template-dashboards.day'), views, reads]}
      rows={weekRows(i18n, [WEEK_VIEWS, WEEK_READS], formatNumber)}
    />
  );
}

function FollowersBars() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const series = t('web-template-dashboards.newFollowers');
  const labels = WEEK.map((day) => shortDay(i18n, day));
  return (
    <DashChart
      id="chart-widget-bars"
      size="sm"
      title={t('web-template-dashboards.charts.barsTitle')}
      summary={t('web-template-dashboards.charts.barsSummary', {
        total: sum(WEEK_FOLLOWERS),
        max: Math.max(...WEEK_FOLLOWERS),
      })}
      build={(colors) => ({
        type: 'bar',
        data: {
          labels,
          datasets: [
            { label: series, data: WEEK_FOLLOWERS, backgroundColor: colors.secondary, borderRadius: 4 },
          ],
        },
        options: baseOptions(colors, formatNumber),
      })}
      deps={[labels.join(), series, formatNumber]}
      columns={[t('web-template-dashboards.day'), series]}
      rows={weekRows(i18n, [WEEK_FOLLOWERS], formatNumber)}
    />
  );
}

function DevicesDoughnut() {
  const i18n = useI18n();
  const { t, formatNumber } = i18n;
  const names = [
    t('web-template-dashboards.charts.phone'),
    t('web-template-dashboards.charts.desktop'),
    t('web-template-dashboards.charts.tablet'),
  ];
  const values = [DEVICES.phone, DEVICES.desktop, DEVICES.tablet];
  const total = sum(values);
  const percent = (value: number) =>
    formatNumber(value / total, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <DashChart
      id="chart-widget-doughnut"
      size="sm"
      title={t('web-template-dashboards.charts.devicesTitle')}
      summary={t('web-template-dashboards.charts.devicesSummary', {
        phone: percent(DEVICES.phone),
        desktop: percent(DEVICES.desktop),
        tablet: percent(DEVICES.tablet),
      })}
      build={(colors) =>
        doughnutConfig(colors, {
          labels: names,
          label: t('web-template-dashboards.charts.readers'),
          values,
        })
      }
      deps={[names.join(), formatNumber]}
      columns={[
        t('web-template-dashboards.charts.device'),
        t('web-template-dashboards.charts.readers'),
        t('web-template-dashboards.charts.share'),
      ]}
      rows={namedRows(names, values, (value) => [formatNumber(value), percent(value)])}
    />
  );
}
