import { normalizeSettings, type ThemeSettings } from '@katha/ui/theme';

/**
 * The theme cookie: the customizer's settings the server needs to render the page as the reader
 * left it (mode, colour theme, direction), so a stored dark or coloured theme paints without a
 * flash. The browser writes it once a choice is stored (src/state/settings.ts); the server reads it
 * (server/render.ts → server/document.ts `htmlTag`). Without it the server leaves the mode to the
 * system's (`data-katha-mode="system"`, by CSS).
 */
export const THEME_COOKIE = 'katha_theme';

/** `dark.BLUE_THEME.rtl`. */
export const themeCookieValue = (settings: Pick<ThemeSettings, 'activeMode' | 'activeTheme' | 'activeDir'>) =>
  `${settings.activeMode}.${settings.activeTheme}.${settings.activeDir}`;

/**
 * The settings of a Cookie header's theme cookie (the others at their defaults), or undefined when
 * there is none or it is not well-formed (then the page follows the system's mode).
 */
export function readThemeCookie(cookieHeader: string | undefined): ThemeSettings | undefined {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === THEME_COOKIE)?.[1];
  const [activeMode, activeTheme, activeDir] = (raw ?? '').split('.');
  if (!activeMode || !activeTheme || !activeDir) return undefined;
  const settings = normalizeSettings({ activeMode, activeTheme, activeDir });
  // Only a value the kit knows, each part of it (anything else may not reach the page's HTML).
  return themeCookieValue(settings) === raw ? settings : undefined;
}
