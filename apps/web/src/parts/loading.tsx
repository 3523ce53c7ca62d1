import { KathaSkeleton } from '@katha/react/skeleton';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-app.js';

/** Placeholders while content loads, announced once to screen readers. */
export function Loading({ variant = 'card', count = 3 }: { variant?: 'card' | 'text'; count?: number }) {
  const { t } = useI18n();
  return (
    <div className="state state--loading" role="status" aria-label={t('web-app.loading')}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <KathaSkeleton key={index} variant={variant} />
      ))}
    </div>
  );
}
