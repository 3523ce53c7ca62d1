import { LOCALE_DIR, type Locale } from '@katha/i18n/core';
import {
  DEFAULT_SETTINGS,
  STATIC_TOKENS_ATTRIBUTE,
  SYSTEM_MODE,
  settingsMarkup,
  type ThemeSettings,
} from '@katha/ui/theme';
import { escapeHtml } from './html.js';

/**
 * The page's `<html>` tag, in one place: its language, its direction (the theme's rtl, else the
 * locale's, as the app's `applyDocumentLocale` decides it in the browser), the theme settings as
 * `applySettings` writes them (so applying them when the app starts changes nothing) and
 * STATIC_TOKENS_ATTRIBUTE (the page carries the tokens' stylesheet: the elements adopt no copy).
 * The build writes it into index.html for the default locale (vite.config.ts) and the render
 * handler for the page's (render.ts), so the two cannot drift. `settings` are the reader's stored
 * choice (the theme cookie, shared/theme-cookie.ts); without one the mode is the system's:
 * `data-katha-mode="system"`, dark under `prefers-color-scheme: dark` by the stylesheet alone
 * (the kit's `colorThemesCss`), so a first visit in a dark system paints dark without a flash.
 */
export function htmlTag(locale: Locale, settings?: Readonly<ThemeSettings>): string {
  const markup = settingsMarkup(settings ?? DEFAULT_SETTINGS);
  const attributes = settings ? markup.attributes : { ...markup.attributes, 'data-katha-mode': SYSTEM_MODE };
  const style = settings ? markup.style : { ...markup.style, 'color-scheme': 'light dark' };
  settings ??= DEFAULT_SETTINGS;
  const dir = settings.activeDir === 'rtl' ? 'rtl' : LOCALE_DIR[locale];
  const all: [string, string][] = [
    ['lang', locale],
    ...Object.entries({ ...attributes, dir }),
    [
      'style',
      Object.entries(style)
        .map(([name, value]) => `${name}: ${value}`)
        .join('; '),
    ],
  ];
  return `<html ${STATIC_TOKENS_ATTRIBUTE} ${all.map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(' ')}>`;
}

/** An `<html …>` opening tag, as index.html and the build write it. */
export const HTML_TAG = /<html\b[^>]*>/i;
