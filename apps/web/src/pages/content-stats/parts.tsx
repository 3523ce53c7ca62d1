import { KathaErrorState } from '@katha/react/error-state';
import { UNEXPECTED_DATA_FORMAT } from '@katha/sdk';
import type { ReactNode } from 'react';
import type { Loaded } from '../../lib/async.js';
import { ErrorState } from '../../parts/error-state.js';
import { Loading } from '../../parts/loading.js';
import { useI18n } from '../../state/locale.js';
import type { Earnings } from './use-stats.js';
import '../../generated/messages/web-studio.js';

/** Revenue data that is not a list gets its own message; any other failure the common one. */
export function EarningsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  if (error instanceof Error && error.message === UNEXPECTED_DATA_FORMAT)
    return <KathaErrorState message={t('web-studio.unexpectedFormat')} onKathaRetry={onRetry} />;
  return <ErrorState onRetry={onRetry} />;
}

/** What the earnings show once loaded; their error (with a retry) or a loading line until then. */
export function WithEarnings({
  earnings,
  children,
}: {
  earnings: Loaded<Earnings>;
  children: (earnings: Earnings) => ReactNode;
}) {
  if (earnings.status === 'error') return <EarningsError error={earnings.error} onRetry={earnings.reload} />;
  return earnings.data ? children(earnings.data) : <Loading variant="text" count={1} />;
}
