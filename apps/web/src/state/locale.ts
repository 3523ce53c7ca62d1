import { createI18n, LOCALE_DIR, type Locale, matchLocale } from '@katha/i18n/core';
import { DEFAULT_LOCALE, isLocale } from '@katha/rules';
import { loadSettings } from '@katha/ui/theme';
import { atom, useAtomValue } from 'jotai';
import type { SiteI18n } from '../i18n.js';
import { tokenStore } from '../lib/client.js';

/**
 * The cookie that tells the site's server the reader's language (the same value as the stored
 * `locale`), so the page it renders is in that language and the app hydrates it as it is.
 */
export const LOCALE_COOKIE = 'katha_locale';

/** The language the reader chose (stored), else the browser's. Browser only. */
export function preferredLocale(): Locale {
  const stored = tokenStore.get('locale');
  if (isLocale(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : matchLocale(navigator.languages);
}

/** The server's choice for a request: the locale cookie, else the best match of `Accept-Language`. */
export function requestLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const cookie = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (isLocale(cookie)) return cookie;
  return matchLocale(
    (acceptLanguage ?? '')
      .split(',')
      .map((entry) => entry.split(';')[0]!.trim())
      .filter(Boolean),
  );
}

function rememberLocale(locale: Locale): void {
  tokenStore.set('locale', locale);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference the server reads, no secret
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** `<html lang dir>`: the language is the locale's; the direction is the customizer's rtl, else the locale's. */
export function applyDocumentLocale(locale: Locale): void {
  const root = document.documentElement;
  const dir = loadSettings().activeDir === 'rtl' ? 'rtl' : LOCALE_DIR[locale];
  // Written only when they differ: every write restyles the page and re-renders the kit's
  // elements (they watch `lang` and `dir`), and the server's page carries them already.
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dir) root.dir = dir;
}

/** The locale the page was rendered in: the server seeds its store with it, and so does the browser. */
export const baseLocaleAtom = atom<Locale>(DEFAULT_LOCALE);

/**
 * The UI language and the content locale: one value, switched together, persisted under `locale`
 * (and the locale cookie). Listings and articles read it, so they refetch in the chosen language.
 */
export const localeAtom = atom(
  (get) => get(baseLocaleAtom),
  (_get, set, locale: Locale) => {
    rememberLocale(locale);
    applyDocumentLocale(locale);
    set(baseLocaleAtom, locale);
  },
);

/** Messages and formatters of the current locale. */
export function useI18n(): SiteI18n {
  return createI18n(useAtomValue(localeAtom));
}
