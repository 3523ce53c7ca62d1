import { createI18n, DEFAULT_LOCALE, isLocale, LOCALE_DIR, type Locale, matchLocale } from '@katha/i18n/core';
import { loadSettings } from '@katha/ui/theme';
import { atom, useAtomValue } from 'jotai';
import { tokenStore } from '../lib/client.js';

function initialLocale(): Locale {
  const stored = tokenStore.get('locale');
  if (isLocale(stored)) return stored;
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : matchLocale(navigator.languages);
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

const baseLocaleAtom = atom<Locale>(initialLocale());

/**
 * The UI language and the content locale: one value, switched together, persisted under `locale`.
 * Listings and articles read it, so they refetch in the chosen language.
 */
export const localeAtom = atom(
  (get) => get(baseLocaleAtom),
  (_get, set, locale: Locale) => {
    tokenStore.set('locale', locale);
    applyDocumentLocale(locale);
    set(baseLocaleAtom, locale);
  },
);

/** Messages and formatters of the current locale. */
export function useI18n() {
  return createI18n(useAtomValue(localeAtom));
}
