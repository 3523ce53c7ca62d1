import { normalizeSettings, type ThemeSettings } from '@katha/ui/theme';

/**
 * The theme cookie: every customizer setting, so the server renders the page as the reader left
 * it (mode, colour theme, direction, menu placement, boxed or full width, corner radius, card
 * shadow) and nothing moves when the app starts. The browser writes it once a choice is stored
 * (src/state/settings.ts); the server reads it (server/render.ts → server/document.ts `htmlTag`).
 * Without it the server leaves the mode to the system's (`data-katha-mode="system"`, by CSS).
 */
export const THEME_COOKIE = 'katha_theme';

/** The settings in the cookie's order, each part of its value. */
const PARTS = [
  'activeMode',
  'activeTheme',
  'activeDir',
  'navLayout',
  'container',
  'borderRadius',
  'cardShadow',
] as const satisfies readonly (keyof ThemeSettings)[];

const part = (settings: ThemeSettings, name: (typeof PARTS)[number]) =>
  name === 'cardShadow' ? (settings.cardShadow ? 'shadow' : 'flat') : String(settings[name]);

/** `dark.BLUE_THEME.rtl.vertical.full.16.flat`. */
export const themeCookieValue = (settings: ThemeSettings) =>
  PARTS.map((name) => part(settings, name)).join('.');

/**
 * The settings of a Cookie header's theme cookie, or undefined when there is none or it is not
 * well-formed (then the page follows the system's mode). A cookie of an earlier version, with the
 * first three parts only, gives the others their defaults until the app writes it anew.
 */
export function readThemeCookie(cookieHeader: string | undefined): ThemeSettings | undefined {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === THEME_COOKIE)?.[1];
  const values = (raw ?? '').split('.');
  if (values.length !== PARTS.length && values.length !== 3) return undefined;
  const input: Record<string, unknown> = {};
  PARTS.forEach((name, index) => {
    const value = values[index];
    if (value === undefined) return;
    input[name] =
      name !== 'cardShadow' ? value : value === 'shadow' ? true : value === 'flat' ? false : value;
  });
  const settings = normalizeSettings(input);
  // Only a value the kit knows, each part of it (anything else may not reach the page's HTML).
  const known = PARTS.slice(0, values.length).map((name) => part(settings, name));
  return known.join('.') === raw ? settings : undefined;
}

/**
 * The sidebar cookie: `collapsed` while the reader keeps the template's sidebar at its mini width
 * (87 px), which is the app shell's state rather than a customizer setting. The browser writes it
 * when the reader toggles the sidebar (src/state/settings.ts); the server renders the shell with it,
 * and the app starts from it, so a reload keeps the sidebar as it was.
 */
export const SIDEBAR_COOKIE = 'katha_sidebar';

/** Whether a Cookie header (or `document.cookie`) says the sidebar is collapsed. */
export const readSidebarCookie = (cookieHeader: string | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${SIDEBAR_COOKIE}=collapsed`);
