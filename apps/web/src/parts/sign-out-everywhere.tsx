import { KathaButton } from '@katha/react/button';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { katha } from '../lib/client.js';
import { paths } from '../lib/paths.js';
import { useI18n } from '../state/locale.js';
import { logout } from '../state/session.js';
import '../generated/messages/web-account.js';

/**
 * "Sign out everywhere": the CMS ends every session of the account (`POST /auth/logout`, scope
 * `all`), this browser's included: the site's server clears its cookie with that answer, and the
 * app forgets the user as after a logout and goes home. Staying signed in here would need a new
 * session, which only the password gives.
 */
export function SignOutEverywhere() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const [ending, setEnding] = useState(false);
  const [failed, setFailed] = useState(false);

  const signOutEverywhere = async () => {
    setEnding(true);
    setFailed(false);
    try {
      await katha.POST('/auth/logout', { body: { scope: 'all' } });
    } catch {
      setFailed(true);
      setEnding(false);
      return;
    }
    await logout();
    navigate(paths.home);
  };

  return (
    <div className="auth__form" data-testid="sign-out-everywhere">
      <p className="muted">{t('web-account.signOutEverywhereHint')}</p>
      {failed ? (
        <p role="alert" className="form-error">
          {t('web-account.signOutEverywhereFailed')}
        </p>
      ) : null}
      <KathaButton variant="outlined" loading={ending} onClick={() => void signOutEverywhere()}>
        {t('web-account.signOutEverywhere')}
      </KathaButton>
    </div>
  );
}
