import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { useLocation } from 'wouter';
import { loginPath } from '../lib/paths.js';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-app.js';

/** A page for signed-in readers, opened by a visitor: a way to sign in and come back. */
export function SignInRequired() {
  const { t } = useI18n();
  const [location, navigate] = useLocation();
  return (
    <KathaEmptyState heading={t('web-app.needLogin')}>
      <KathaButton onClick={() => navigate(loginPath(location))}>{t('web-app.login')}</KathaButton>
    </KathaEmptyState>
  );
}
