import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { useLocation } from 'wouter';
import { paths } from '../lib/paths.js';
import { usePageTitle } from '../parts/page-title.js';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-app.js';

export default function NotFoundPage() {
  const { t } = useI18n();
  usePageTitle(t('web-app.notFoundTitle'));
  const [, navigate] = useLocation();
  return (
    <KathaEmptyState
      heading={t('web-app.notFoundTitle')}
      message={t('web-app.notFoundBody')}
      headingLevel={1}
    >
      <KathaButton onClick={() => navigate(paths.home)}>{t('web-app.goHome')}</KathaButton>
    </KathaEmptyState>
  );
}
