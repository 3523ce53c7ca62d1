import type { Locale } from '@katha/i18n/core';
import { KathaTopBar } from '@katha/react/top-bar';
import type { KathaTopBar as TopBarElement } from '@katha/ui/top-bar';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { paths, searchPath } from '../lib/paths.js';
import { localeAtom } from '../state/locale.js';
import {
  changeUnreadCount,
  refreshUnreadCount,
  UNREAD_POLL_MS,
  unreadCountAtom,
} from '../state/notifications.js';
import { isWriterAtom, logout, userAtom } from '../state/session.js';

// Loaded on first use: neither is part of a page's first load.
const SettingsDrawer = lazy(() => import('../parts/settings-drawer.js'));
const NotificationsPanel = lazy(() => import('../parts/notifications-panel.js'));

/**
 * The UI kit's top bar with the session: visitors get the search box (a search icon on phones),
 * Write, language, login and settings; signed-in readers the search icon, notifications (with the
 * unread count; the bell opens their panel), write, language, settings and the profile menu. The
 * settings button opens the kit's customizer as a drawer. Its links fire `katha-navigate`, routed
 * by the app (app.tsx), the login link remembering the page to come back to.
 */
export function Header() {
  const [location, navigate] = useLocation();
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  const setLocale = useSetAtom(localeAtom);
  const unread = useAtomValue(unreadCountAtom);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const bar = useRef<TopBarElement>(null);
  const image = user?.profile?.profile_image;
  const signedIn = user !== null;

  // The unread count while signed in: now, every minute the page is visible, and on coming back to it.
  useEffect(() => {
    if (!signedIn) {
      changeUnreadCount(() => 0);
      setPanelOpen(false);
      return;
    }
    void refreshUnreadCount();
    const poll = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshUnreadCount();
    }, UNREAD_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUnreadCount();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(poll);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn]);

  const closePanel = useCallback((returnFocus: boolean) => {
    setPanelOpen(false);
    if (returnFocus) bar.current?.focusControl('notifications');
  }, []);
  const closeSettings = useCallback(() => {
    setSettingsOpen(false);
    bar.current?.focusControl('settings');
  }, []);

  return (
    <header className="topbar">
      <div className="topbar__inner">
        <KathaTopBar
          ref={bar}
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
          unread={unread}
          notificationsOpen={panelOpen}
          settingsOpen={settingsOpen}
          onKathaSearch={(event: CustomEvent<{ key: string }>) => navigate(searchPath(event.detail.key))}
          onKathaLocaleChange={(event: CustomEvent<{ locale: Locale }>) => setLocale(event.detail.locale)}
          onKathaLogout={() => void logout().then(() => navigate(paths.home))}
          onKathaNotifications={() => setPanelOpen((open) => !open)}
          onKathaSettings={() => setSettingsOpen(true)}
        />
      </div>
      {signedIn && panelOpen ? (
        <Suspense fallback={null}>
          <NotificationsPanel onClose={closePanel} />
        </Suspense>
      ) : null}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDrawer onClose={closeSettings} />
        </Suspense>
      ) : null}
    </header>
  );
}
