import {
  applySettings,
  hasStoredSettings,
  loadSettings,
  SYSTEM_MODE,
  type ThemeSettings,
} from '@katha/ui/theme';
import { atom } from 'jotai';
import { SIDEBAR_COOKIE, THEME_COOKIE, themeCookieValue } from '../../shared/theme-cookie.js';

/**
 * The customizer's settings in the site. The kit keeps them in localStorage and applies them to
 * `<html>` (`loadSettings`, `applySettings`); a first visit's mode is the system's
 * (`prefers-color-scheme`) until the reader chooses. The theme cookie mirrors every setting, for
 * the server to render the page as the reader left it (shared/theme-cookie.ts), only once a choice
 * is stored: without it the server leaves the mode to the system's, by CSS.
 */
export function rememberThemeCookie(settings: ThemeSettings = loadSettings()): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference the server reads, no secret
  document.cookie = hasStoredSettings()
    ? `${THEME_COOKIE}=${themeCookieValue(settings)}; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * App start: the stored settings on `<html>` (the server wrote them too when the theme cookie had
 * them, so nothing changes then), and the cookie in step with them. With nothing stored the
 * server's page stays as it is (the defaults, the mode `system`: the stylesheet follows
 * `prefers-color-scheme`), and once the drawer wrote the system's mode, a change of the system's
 * is followed.
 */
export function startSettings(): void {
  if (hasStoredSettings()) applySettings(loadSettings());
  rememberThemeCookie();
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
    if (!hasStoredSettings() && document.documentElement.dataset.kathaMode !== SYSTEM_MODE)
      applySettings(loadSettings());
  });
}

/** After the customizer changed a setting (it already stored and applied it). */
export function settingsChanged(detail: { settings: ThemeSettings }): void {
  rememberThemeCookie(detail.settings);
}

/**
 * The template sidebar collapsed to its mini width: from the sidebar cookie (shared/theme-cookie.ts),
 * which the server renders the shell with (src/entry-server.tsx) and the app starts from (src/start.tsx).
 */
export const sidebarCollapsedAtom = atom(false);

/** After the reader collapsed or expanded the sidebar: the cookie keeps it for the next page. */
export function rememberSidebar(collapsed: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference the server reads, no secret
  document.cookie = collapsed
    ? `${SIDEBAR_COOKIE}=collapsed; Path=/; Max-Age=31536000; SameSite=Lax`
    : `${SIDEBAR_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
