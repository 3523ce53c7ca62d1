import type { Locale } from '@katha/i18n/core';
import { KathaTopBar } from '@katha/react/top-bar';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { paths, searchPath } from '../lib/paths.js';
import { localeAtom } from '../state/locale.js';
import { isWriterAtom, logout, userAtom } from '../state/session.js';

/**
 * The UI kit's top bar with the session: visitors get the search box, Write, language and
 * login; signed-in readers the search icon, notifications, write, language and profile menu.
 * Its links fire `katha-navigate`, routed by the app (app.tsx), the login link remembering
 * the page to come back to.
 */
export function Header() {
  const [location, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  const setLocale = useSetAtom(localeAtom);
  const image = user?.profile?.profile_image;
  return (
    <header className="topbar">
      <div className="topbar__inner">
        <KathaTopBar
          user={
            user
              ? {
                  name: user.profile?.name || user.username,
                  avatar: image?.formats?.thumbnail?.url ?? image?.url ?? '',
                }
              : null
          }
          canWrite={isWriter}
          currentPath={location}
          onKathaSearch={(event: CustomEvent<{ key: string }>) => navigate(searchPath(event.detail.key))}
          onKathaLocaleChange={(event: CustomEvent<{ locale: Locale }>) => setLocale(event.detail.locale)}
          onKathaLogout={() => void logout().then(() => navigate(paths.home))}
        />
      </div>
    </header>
  );
}
