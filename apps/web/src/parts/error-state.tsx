import { KathaErrorState } from '@katha/react/error-state';
import { useI18n } from '../state/locale.js';
import '@katha/i18n/messages/web-app';

/** Where content failed to load: a translated message and a retry, in the content's place. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n();
  return <KathaErrorState message={t('web-app.errorBody')} onKathaRetry={onRetry} />;
}
