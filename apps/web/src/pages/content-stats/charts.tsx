import { KathaErrorState } from '@katha/react/error-state';
import { Component, lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Loading } from '../../parts/loading.js';
import type { StatsChartsProps } from '../../parts/stats-charts.js';
import { useI18n } from '../../state/locale.js';
import '../../generated/messages/web-studio.js';

/** The chart library (Chart.js) loads with the charts, after the figures: never on reader routes. */
const loadCharts = () => lazy(() => import('../../parts/stats-charts.js'));

/** The charts, loaded on demand; when their code fails to load (offline), an error state with a retry. */
export function Charts(props: StatsChartsProps) {
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
