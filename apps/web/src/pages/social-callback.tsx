import { KathaEmptyState } from '@katha/react/empty-state';
import { dataOf } from '@katha/sdk';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { katha } from '../lib/client.js';
import { paths, safeReturnPath } from '../lib/paths.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { SOCIAL_NEXT_KEY } from '../parts/social-sign-in.js';
import { useI18n } from '../state/locale.js';
import { signIn } from '../state/session.js';
import '../generated/messages/web-auth.js';

const PROVIDER = /^[a-z0-9-]{1,40}$/;

/**
 * `/auth/auth2/callback/:provider` (where the CMS sends the browser after the provider): finishes
 * the sign-in with `GET /api/auth/<provider>/callback`, which Strapi 5 answers from the sign-in's own
 * session (its cookie, set on this origin by `/api/connect/<provider>`), the server keeping the new
 * session in its HttpOnly cookie; then returns to the page the sign-in started from (or home). An
 * `error` from the provider (the reader declined) or a refused callback shows a way back to log in.
 */
export default function SocialCallbackPage({ provider }: { provider: string }) {
  const { t } = useI18n();
  usePageTitle(t('web-auth.loginTitle'));
  const query = new URLSearchParams(useSearch());
  const refused = query.has('error');
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the callback
  useEffect(() => {
    if (!PROVIDER.test(provider) || refused) return setFailed(true);
    const stored = sessionStorage.getItem(SOCIAL_NEXT_KEY);
    sessionStorage.removeItem(SOCIAL_NEXT_KEY);
    const next = safeReturnPath(stored ?? query.get('next'));
    katha
      .GET('/auth/{provider}/callback', { params: { path: { provider } } })
      // The server keeps the session from the answer (an HttpOnly cookie), then the user loads.
      .then((result) => {
        dataOf(result);
        return signIn();
      })
      .then(
        () => navigate(next, { replace: true }),
        () => setFailed(true),
      );
  }, [provider, refused]);

  if (!failed) return <Loading variant="text" count={1} />;
  return (
    <KathaEmptyState heading={t('web-auth.socialFailed')} headingLevel={1}>
      <Link href={paths.login}>{t('web-auth.toLogin')}</Link>
    </KathaEmptyState>
  );
}
