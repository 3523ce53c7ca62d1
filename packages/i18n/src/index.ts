import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  createIntl,
  createIntlCache,
  type FormatDateOptions,
  type FormatNumberOptions,
  type IntlShape,
} from '@formatjs/intl';
import { catalogs, type MessageId } from './generated/catalogs.js';

export type { MessageId } from './generated/catalogs.js';

/** The locales Katha is written in, in the order the language switcher shows them. */
export const SUPPORTED_LOCALES = ['en', 'hi-IN', 'kn-IN'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name (an endonym), for language switchers. Not translated on purpose. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  'hi-IN': 'हिन्दी',
  'kn-IN': 'ಕನ್ನಡ',
};

/** Text direction per locale. All three are left-to-right; rtl comes from the theme setting. */
export const LOCALE_DIR: Readonly<Record<Locale, 'ltr' | 'rtl'>> = {
  en: 'ltr',
  'hi-IN': 'ltr',
  'kn-IN': 'ltr',
};

/**
 * The Intl locale used for numbers, money and dates. English is formatted the Indian way
 * (en-IN: ₹1,23,456.50, "22 November 2026") because Katha's readers are in India.
 */
const FORMAT_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-IN', 'hi-IN': 'hi-IN', 'kn-IN': 'kn-IN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The supported locale that best fits what a person asked for (a BCP 47 tag such as
 * `navigator.language`, `<html lang>` or an Accept-Language entry), or DEFAULT_LOCALE.
 * `matchLocale('hi')` → 'hi-IN', `matchLocale(['kn', 'en'])` → 'kn-IN'.
 */
export function matchLocale(requested: string | readonly string[] | null | undefined): Locale {
  const tags = typeof requested === 'string' ? [requested] : (requested ?? []);
  for (const tag of tags) {
    let language: string;
    try {
      language = new Intl.Locale(tag.trim()).language;
    } catch {
      continue; // A malformed tag (for example "??") is not a reason to fail.
    }
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.trim().toLowerCase());
    const sameLanguage = SUPPORTED_LOCALES.find((locale) => new Intl.Locale(locale).language === language);
    if (exact ?? sameLanguage) return (exact ?? sameLanguage)!;
  }
  return DEFAULT_LOCALE;
}

/** Values an ICU message may interpolate. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface KathaI18n {
  readonly locale: Locale;
  readonly dir: 'ltr' | 'rtl';
  /** The underlying formatjs object, for anything the helpers below do not cover. */
  readonly intl: IntlShape<string>;
  /** A message by id (`<namespace>.<key>`), formatted with ICU values. */
  t(id: MessageId, values?: MessageValues): string;
  formatNumber(value: number, options?: FormatNumberOptions): string;
  /** Rupees: ₹1,23,456.50 (Indian digit grouping in every locale). */
  formatCurrency(amount: number, options?: FormatNumberOptions): string;
  formatDate(date: Date | number | string, options?: FormatDateOptions): string;
  /** "3 days ago", "in 2 hours", "yesterday": picks the largest fitting unit. */
  formatRelativeTime(date: Date | number | string, now?: Date | number): string;
  /** "5 min read" in the locale's words and plural rules. */
  formatReadTime(minutes: number): string;
}

const cache = createIntlCache();
const instances = new Map<Locale, KathaI18n>();

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * The formatters and messages of one locale. Instances are cached, so calling this on
 * every render is cheap. Messages missing in a locale fall back to English (the test
 * suite fails before that can ship).
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): KathaI18n {
  const cached = instances.get(locale);
  if (cached) return cached;
  const formatLocale = FORMAT_LOCALE[locale];
  const intl = createIntl<string>(
    {
      locale: formatLocale,
      defaultLocale: FORMAT_LOCALE[DEFAULT_LOCALE],
      messages: { ...catalogs[DEFAULT_LOCALE], ...catalogs[locale] } as Record<
        string,
        MessageFormatElement[]
      >,
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    cache,
  );
  const toDate = (value: Date | number | string) => (value instanceof Date ? value : new Date(value));
  const i18n: KathaI18n = {
    locale,
    dir: LOCALE_DIR[locale],
    intl,
    t: (id, values) => intl.formatMessage({ id }, values) as string,
    formatNumber: (value, options) => intl.formatNumber(value, options),
    formatCurrency: (amount, options) =>
      intl.formatNumber(amount, { style: 'currency', currency: 'INR', ...options }),
    formatDate: (date, options = { dateStyle: 'medium' }) => intl.formatDate(toDate(date), options),
    formatRelativeTime: (date, now = Date.now()) => {
      const seconds = Math.round(
        (toDate(date).getTime() - (now instanceof Date ? now.getTime() : now)) / 1000,
      );
      const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
      return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
    },
    formatReadTime: (minutes) =>
      intl.formatMessage({ id: 'common.readTime' }, { minutes: Math.max(1, Math.round(minutes)) }) as string,
  };
  instances.set(locale, i18n);
  return i18n;
}

export { countWords, readTime, WORDS_PER_MINUTE } from './words.js';
