import { dataOf } from '@katha/sdk';
import { useEffect, useState } from 'react';
import { katha } from '../lib/client.js';
import { useI18n } from '../state/locale.js';
import '../generated/messages/web-auth.js';

/** Where the social sign-in returns after the provider (read by the callback page). */
export const SOCIAL_NEXT_KEY = 'katha-social-next';

/** Providers' names as their owners write them (brand names, the same in every language). */
const BRANDS: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  facebook: 'Facebook',
  twitter: 'X',
  apple: 'Apple',
  microsoft: 'Microsoft',
  discord: 'Discord',
  linkedin: 'LinkedIn',
  'katha-dev': 'Katha Dev',
};
const brandOf = (name: string) => BRANDS[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

/**
 * A button (a link to the CMS's `/api/connect/<provider>`, through the site) for each social
 * provider the CMS has enabled (`GET /auth/providers`; none by default: nothing is shown).
 * `next` is kept for the callback page (pages/social-callback.tsx).
 */
export function SocialSignIn({ next }: { next: string }) {
  const { t } = useI18n();
  const [providers, setProviders] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    katha
      .GET('/auth/providers')
      .then((result) => {
        if (live) setProviders(dataOf(result).data.map((provider) => provider.name));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!providers.length) return null;
  return (
    <section className="auth__social" aria-labelledby="social-sign-in">
      <h2 id="social-sign-in" className="auth__social-title">
        {t('web-auth.socialHeading')}
      </h2>
      <ul className="auth__social-list">
        {providers.map((name) => (
          <li key={name}>
            <a
              className="auth__social-button"
              href={`/api/connect/${encodeURIComponent(name)}`}
              onClick={() => sessionStorage.setItem(SOCIAL_NEXT_KEY, next)}
            >
              {t('web-auth.continueWith', { provider: brandOf(name) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
