import {
  COLOR_THEMES,
  type ColorThemeName,
  DEFAULT_COLOR_THEME,
  installColorThemes,
} from './color-themes.js';

/**
 * The customizer's settings (spec section 3, "Theme customizer settings"). The sidebar's
 * collapse, hover and mobile states belong to `<katha-app-shell>`, not here.
 */
export interface ThemeSettings {
  activeMode: 'light' | 'dark';
  activeDir: 'ltr' | 'rtl';
  activeTheme: ColorThemeName;
  /** Corner radius in px, RADIUS_RANGE.min to RADIUS_RANGE.max. */
  borderRadius: number;
  /** Content boxed to a maximum width, or the full window width. */
  container: 'boxed' | 'full';
  /** The main menu as a sidebar (vertical) or a bar under the header (horizontal), from lg up. */
  navLayout: 'vertical' | 'horizontal';
  cardShadow: boolean;
}

/** The border radius slider's range (spec section 5 and 9). */
export const RADIUS_RANGE = { min: 4, max: 24 } as const;

/** Spec section 4, "Customizer defaults" (the language, en, is the language switcher's). */
export const DEFAULT_SETTINGS: Readonly<ThemeSettings> = {
  activeMode: 'light',
  activeDir: 'ltr',
  activeTheme: DEFAULT_COLOR_THEME,
  borderRadius: 7,
  container: 'boxed',
  navLayout: 'horizontal',
  cardShadow: true,
};

/** The localStorage key that holds the settings as JSON. */
export const SETTINGS_STORAGE_KEY = 'katha-theme-settings';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Settings from untrusted input (storage, a URL): every unknown or invalid field takes its default. */
export function normalizeSettings(input: unknown): ThemeSettings {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Partial<
    Record<keyof ThemeSettings, unknown>
  >;
  const d = DEFAULT_SETTINGS;
  const radius = Number(raw.borderRadius);
  return {
    activeMode: oneOf(['light', 'dark'], raw.activeMode, d.activeMode),
    activeDir: oneOf(['ltr', 'rtl'], raw.activeDir, d.activeDir),
    activeTheme: oneOf(COLOR_THEMES, raw.activeTheme, d.activeTheme),
    borderRadius: Number.isFinite(radius)
      ? Math.min(RADIUS_RANGE.max, Math.max(RADIUS_RANGE.min, Math.round(radius)))
      : d.borderRadius,
    container: oneOf(['boxed', 'full'], raw.container, d.container),
    navLayout: oneOf(['vertical', 'horizontal'], raw.navLayout, d.navLayout),
    cardShadow: typeof raw.cardShadow === 'boolean' ? raw.cardShadow : d.cardShadow,
  };
}

/** The system's colour scheme (`prefers-color-scheme`): dark or light; light where it is unknown (a server). */
export function systemMode(): ThemeSettings['activeMode'] {
  try {
    return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/** Whether settings were stored (a choice was made): else the mode follows the system. */
export function hasStoredSettings(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(SETTINGS_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * The stored settings, or the defaults (nothing stored, unreadable JSON, storage blocked), except
 * that with nothing stored the mode is the system's (`prefers-color-scheme`): a stored choice wins.
 */
export function loadSettings(storage: Storage | undefined = globalThis.localStorage): ThemeSettings {
  try {
    const stored = storage?.getItem(SETTINGS_STORAGE_KEY);
    return normalizeSettings(stored ? JSON.parse(stored) : { activeMode: systemMode() });
  } catch {
    return normalizeSettings({ activeMode: systemMode() });
  }
}

export function saveSettings(
  settings: ThemeSettings,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Private mode or a full quota: the settings still apply to this page.
  }
}

/**
 * What `applySettings` puts on its root: attributes, and custom properties in the inline style.
 * A server can write them into its `<html>` (the defaults, say), so applying the same settings
 * in the browser changes nothing.
 */
export function settingsMarkup(settings: ThemeSettings): {
  attributes: Record<string, string>;
  style: Record<string, string>;
} {
  return {
    attributes: {
      'data-katha-mode': settings.activeMode,
      'data-katha-theme': settings.activeTheme,
      dir: settings.activeDir,
      'data-katha-container': settings.container,
      'data-katha-nav': settings.navLayout,
      'data-katha-card-shadow': settings.cardShadow ? 'on' : 'off',
    },
    style: { '--katha-radius': `${settings.borderRadius}px`, 'color-scheme': settings.activeMode },
  };
}

/**
 * Applies settings to a root (by default `<html>`) without a reload: `data-katha-mode`,
 * `data-katha-theme`, `dir`, `data-katha-container`, `data-katha-nav`,
 * `data-katha-card-shadow`, `--katha-radius` and `color-scheme` (`settingsMarkup`), and installs
 * the colour themes' tokens. The token sets of tokens.ts and color-themes.ts and every Katha
 * element follow. Only what differs is written: the browser restyles the whole page for a write
 * to the root's attributes or inline style even when the value stays the same.
 */
export function applySettings(settings: ThemeSettings, root: HTMLElement = document.documentElement): void {
  installColorThemes(root.ownerDocument);
  const { attributes, style } = settingsMarkup(settings);
  for (const [name, value] of Object.entries(attributes))
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  for (const [name, value] of Object.entries(style))
    if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
}
