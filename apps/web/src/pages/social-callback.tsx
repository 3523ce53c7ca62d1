import { KathaEmptyState } from '@katha/react/empty-state';
import { dataOf } from '@katha/sdk';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { katha } from '../lib/client.js';
import { paths, safeReturnPath } from '../lib/paths.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { useI18n } from '../state/locale.js';
import { signIn } from '../state/session.js';
import '@katha/i18n/messages/web-auth';

const PROVIDERS = ['google', 'facebook', 'github', 'twitter', 'apple'] as const;
type Provider = (typeof PROVIDERS)[number];
const isProvider = (value: string): value is Provider => (PROVIDERS as readonly string[]).includes(value);

/**
 * `/auth/auth2/callback/:provider?access_token=…` (the CMS's provider redirect): exchanges the
 * provider's token for a Katha session, then returns to `next` (or home).
 */
export default function SocialCallbackPage({ provider }: { provider: string }) {
  const { t } = useI18n();
  usePageTitle(t('web-auth.loginTitle'));
  const query = new URLSearchParams(useSearch());
  const accessToken = query.get('access_token') ?? '';
  const next = safeReturnPath(query.get('next'));
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!isProvider(provider) || !accessToken) return setFailed(true);
    katha
      .GET('/auth/{provider}/callback', {
        params: { path: { provider }, query: { access_token: accessToken } },
      })
      // The server keeps the session from the answer (an HttpOnly cookie), then the user loads.
      .then((result) => {
        dataOf(result);
        return signIn();
      })
      .then(
        () => navigate(next, { replace: true }),
        () => setFailed(true),
      );
  }, [provider, accessToken, next, navigate]);

  if (!failed) return <Loading variant="text" count={1} />;
  return (
    <KathaEmptyState heading={t('web-auth.socialFailed')} headingLevel={1}>
      <Link href={paths.login}>{t('web-auth.toLogin')}</Link>
    </KathaEmptyState>
  );
}
