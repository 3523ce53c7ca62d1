import type { Locale } from '@katha/i18n';
import { KathaAvatar, KathaIconButton, KathaLanguageSwitcher, KathaLogo, KathaSearchBox } from '@katha/react';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { loginPath, paths, searchPath } from '../lib/paths.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { isWriterAtom, logout, userAtom } from '../state/session.js';

/** Visitors: logo, search box, Write, language, login. Signed in: search icon, notifications, write, language, profile menu. */
export function Header() {
  const { t } = useI18n();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  const [locale, setLocale] = useAtom(localeAtom);
  const onSearchPage = location === paths.search;
  const here = `${location}${search ? `?${search}` : ''}`;

  const languages = (
    <KathaLanguageSwitcher
      value={locale}
      onKathaLocaleChange={(event: CustomEvent<{ locale: Locale }>) => setLocale(event.detail.locale)}
    />
  );

  return (
    <header className="topbar">
      <div className="topbar__inner">
        <KathaLogo href={paths.home} />
        {user ? (
          <nav className="topbar__actions" aria-label={t('web-app.profileMenu')}>
            {onSearchPage ? null : (
              <KathaIconButton icon="search" label={t('web-app.search')} href={paths.search} />
            )}
            <KathaIconButton icon="bell" label={t('web-app.notifications')} />
            <KathaIconButton icon="pencil" label={t('web-app.write')} href={paths.write} />
            {languages}
            <details className="profile-menu">
              <summary aria-label={t('web-app.profileMenu')}>
                <KathaAvatar
                  size="sm"
                  name={user.profile?.name || user.username}
                  src={
                    user.profile?.profile_image?.formats?.thumbnail?.url ??
                    user.profile?.profile_image?.url ??
                    ''
                  }
                />
              </summary>
              <ul className="profile-menu__list">
                <MenuLink
                  href={paths.profile}
                  title={t('web-app.menuProfile')}
                  subtitle={t('web-app.menuProfileSubtitle')}
                />
                {isWriter ? (
                  <MenuLink
                    href={paths.myArticles}
                    title={t('web-app.menuArticles')}
                    subtitle={t('web-app.menuArticlesSubtitle')}
                  />
                ) : null}
                <MenuLink
                  href={paths.bookmarks}
                  title={t('web-app.menuBookmarks')}
                  subtitle={t('web-app.menuBookmarksSubtitle')}
                />
                {isWriter ? <MenuLink href={paths.contentStats} title={t('web-app.menuStats')} /> : null}
                <MenuLink
                  href={paths.subscription}
                  title={t('web-app.menuSubscription')}
                  subtitle={t('web-app.menuSubscriptionSubtitle')}
                />
                <li>
                  <button
                    type="button"
                    className="profile-menu__logout"
                    onClick={() => void logout().then(() => navigate(paths.home))}
                  >
                    {t('web-app.logout')}
                  </button>
                </li>
              </ul>
            </details>
          </nav>
        ) : (
          <>
            <div className="topbar__search">
              <KathaSearchBox
                value={onSearchPage ? (new URLSearchParams(search).get('key') ?? '') : ''}
                onKathaSearch={(event: CustomEvent<{ key: string }>) =>
                  navigate(searchPath(event.detail.key))
                }
              />
            </div>
            <nav className="topbar__actions" aria-label={t('web-app.profileMenu')}>
              <KathaIconButton icon="pencil" label={t('web-app.write')} href={paths.write} />
              {languages}
              <KathaIconButton icon="login" label={t('web-app.login')} href={loginPath(here)} />
            </nav>
          </>
        )}
      </div>
    </header>
  );
}

function MenuLink({ href, title, subtitle }: { href: string; title: string; subtitle?: string }) {
  const [, navigate] = useLocation();
  return (
    <li>
      <a
        href={href}
        className="profile-menu__item"
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          (event.currentTarget.closest('details') as HTMLDetailsElement | null)?.removeAttribute('open');
          navigate(href);
        }}
      >
        <span className="profile-menu__title">{title}</span>
        {subtitle ? <span className="profile-menu__subtitle">{subtitle}</span> : null}
      </a>
    </li>
  );
}
