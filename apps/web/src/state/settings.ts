import {
  applySettings,
  hasStoredSettings,
  loadSettings,
  SYSTEM_MODE,
  type ThemeSettings,
} from '@katha/ui/theme';
import { THEME_COOKIE, themeCookieValue } from '../../shared/theme-cookie.js';

/**
 * The customizer's settings in the site. The kit keeps them in localStorage and applies them to
 * `<html>` (`loadSettings`, `applySettings`); a first visit's mode is the system's
 * (`prefers-color-scheme`) until the reader chooses. The theme cookie mirrors what the server needs
 * to render the page in the reader's theme (mode, colour theme, direction: shared/theme-cookie.ts),
 * only once a choice is stored: without it the server leaves the mode to the system's, by CSS.
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
