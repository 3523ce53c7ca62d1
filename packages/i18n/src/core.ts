import './generated/messages/common.js';
import type { FormatNumberOptions } from '@formatjs/intl';
import { DEFAULT_LOCALE } from '@katha/rules';
import type { MessageId } from './generated/ids.js';
import { intlFor } from './intl.js';
import type { Locale, MessageValues } from './registry.js';
import { createTranslator } from './translate.js';

export * from './translate.js';

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

export interface KathaI18n {
  readonly locale: Locale;
  readonly dir: 'ltr' | 'rtl';
  /**
   * A message by id (`<namespace>.<key>`), formatted with ICU values. The id's namespace must be
   * registered (`import '@katha/i18n/messages/<namespace>'`, or `import '@katha/i18n'` for all);
   * a message missing in this locale falls back to English, an unknown id to the id itself.
   */
  t(id: MessageId, values?: MessageValues): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** Rupees: ₹1,23,456.50 (Indian digit grouping in every locale). */
  formatCurrency(amount: number, options?: Intl.NumberFormatOptions): string;
  /**
   * Rupees as prices and figures show them: a whole amount without paise (₹1,299), any other to
   * the paisa (₹1,117.50, ₹457.58). `formatCurrency` always shows paise (₹1,299.00).
   */
  formatRupees(amount: number): string;
  formatDate(date: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  /** "3 days ago", "in 2 hours", "yesterday": picks the largest fitting unit. */
  formatRelativeTime(date: Date | number | string, now?: Date | number): string;
  /** "a, b and c" (`type: 'conjunction'`, the default) or "a, b or c" (`type: 'disjunction'`). */
  formatList(items: readonly string[], options?: Intl.ListFormatOptions): string;
  /** "5 min read" in the locale's words and plural rules (the `common.readTime` message). */
  formatReadTime(minutes: number): string;
}

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

const toDate = (value: Date | number | string) => (value instanceof Date ? value : new Date(value));

/**
 * The formatters and messages of one locale, on @formatjs/intl (`createIntl`, one cache per
 * locale): messages precompiled to formatjs AST at build time, numbers, money, dates, relative
 * time and lists through its formatters on the platform's Intl. Instances are cached, so
 * calling this on every render is cheap.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): KathaI18n {
  const cached = instances.get(locale);
  if (cached) return cached;
  const intl = intlFor(locale);
  const t = createTranslator(locale);
  const i18n: KathaI18n = {
    locale,
    dir: LOCALE_DIR[locale],
    t,
    formatNumber: (value, options) => intl.formatNumber(value, options as FormatNumberOptions),
    formatCurrency: (amount, options) =>
      intl.formatNumber(amount, { style: 'currency', currency: 'INR', ...options } as FormatNumberOptions),
    formatRupees: (amount) => i18n.formatCurrency(amount, { trailingZeroDisplay: 'stripIfInteger' }),
    formatDate: (date, options = { dateStyle: 'medium' }) => intl.formatDate(toDate(date), options),
    formatRelativeTime: (date, now = Date.now()) => {
      const seconds = Math.round(
        (toDate(date).getTime() - (now instanceof Date ? now.getTime() : now)) / 1000,
      );
      const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
      return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
    },
    formatList: (items, options) => intl.formatList(items, options),
    formatReadTime: (minutes) => t('common.readTime', { minutes: Math.max(1, Math.round(minutes)) }),
  };
  instances.set(locale, i18n);
  return i18n;
}
