import type { Core } from '@strapi/strapi';
import { configuredSiteAddress, siteAddress } from '../utils/site-address';

/** The name of the development OAuth provider (KATHA_DEV_OAUTH_URL). */
export const DEV_OAUTH_PROVIDER = 'katha-dev';

interface ProvidersRegistry {
  add(name: string, config: Record<string, unknown>): void;
}

/**
 * Outside production, with `KATHA_DEV_OAUTH_URL` set (the e2e setup's local OAuth 2 server,
 * tests/support/oauth-provider.ts): a provider `katha-dev` at that address, enabled, through
 * users-permissions' providers registry (the way Strapi takes custom providers). Strapi's own
 * Google and GitHub providers cannot be pointed at a local server: their authorize, token and
 * profile URLs are fixed in the plugin (server/src/utils/oauth-connect/providers.js and
 * providers-registry.js), so the sign-in journey runs this one through the same connect, callback
 * and session code instead.
 */
const devOAuthUrl = () =>
  process.env.NODE_ENV === 'production' ? undefined : process.env.KATHA_DEV_OAUTH_URL?.replace(/\/$/, '');

const devGrantConfig = (url: string) => ({
  key: 'katha-dev-client',
  secret: 'katha-dev-secret',
  oauth: 2,
  authorize_url: `${url}/authorize`,
  access_url: `${url}/token`,
  callback: `${siteAddress()}/auth/auth2/callback/${DEV_OAUTH_PROVIDER}`,
  scope: ['email'],
});

export function registerDevOAuthProvider(strapi: Core.Strapi): void {
  const url = devOAuthUrl();
  if (!url) return;
  const registry = strapi
    .plugin('users-permissions')
    .service('providers-registry') as unknown as ProvidersRegistry;
  registry.add(DEV_OAUTH_PROVIDER, {
    enabled: true,
    icon: 'key',
    grantConfig: devGrantConfig(url),
    async authCallback({ accessToken }: { accessToken: string }) {
      const answer = await fetch(`${url}/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });
      if (!answer.ok) throw new Error(`The provider answered ${answer.status}`);
      const body = (await answer.json()) as {
        email?: string;
        email_verified?: boolean;
        preferred_username?: string;
      };
      if (!body.email || body.email_verified !== true) throw new Error('Email not verified by the provider');
      return { username: body.preferred_username ?? body.email.split('@')[0], email: body.email };
    },
  });
}

/**
 * The stored settings of the development provider follow KATHA_DEV_OAUTH_URL and
 * KATHA_PUBLIC_URL at every start (users-permissions keeps what a database already had, and the
 * test harness copies a seeded database made on other ports).
 */
export async function ensureDevOAuthProvider(strapi: Core.Strapi): Promise<void> {
  const url = devOAuthUrl();
  if (!url) return;
  const store = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'grant' });
  const grant = ((await store.get()) ?? {}) as Record<string, Record<string, unknown>>;
  const provider = { ...grant[DEV_OAUTH_PROVIDER], icon: 'key', enabled: true, ...devGrantConfig(url) };
  await store.set({ value: { ...grant, [DEV_OAUTH_PROVIDER]: provider } });
}

/**
 * Where a provider sends the browser back (its redirect URI): the site's public address when
 * KATHA_PUBLIC_URL is set, since the site forwards `/api` to the CMS and the sign-in's session
 * cookie lives there; else Strapi's own (`server.url`).
 */
export function redirectUriFor(provider: string, fallback: string): string {
  const site = configuredSiteAddress();
  return site ? `${site}/api/connect/${provider}/callback` : fallback;
}

/** The providers enabled in the admin panel (or by the dev setup), for the sign-in page's buttons. */
export async function enabledProviders(strapi: Core.Strapi): Promise<string[]> {
  const grant = ((await strapi.store({ type: 'plugin', name: 'users-permissions', key: 'grant' }).get()) ??
    {}) as Record<string, { enabled?: boolean }>;
  return Object.entries(grant)
    .filter(([name, config]) => name !== 'email' && config?.enabled === true)
    .map(([name]) => name)
    .sort();
}
