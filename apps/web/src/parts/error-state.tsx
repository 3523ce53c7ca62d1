import { KathaErrorState } from '@katha/react/error-state';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-app.js';

/** Where content failed to load: a translated message and a retry, in the content's place. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return <KathaErrorState message={t('web-app.errorBody')} onKathaRetry={onRetry} />;
}
