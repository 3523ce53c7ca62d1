import type { MessageId } from './generated/ids.js';
import './generated/messages/common.js';
import {
  type Locale,
  type MessageBranch,
  type MessageHelpers,
  type MessageValues,
  registered,
  SUPPORTED_LOCALES,
} from './registry.js';

export type { MessageId } from './generated/ids.js';
export {
  type CompiledMessage,
  type Locale,
  type MessageBranch,
  type MessageHelpers,
  type MessageValues,
  type NamespaceMessages,
  registerMessages,
  SUPPORTED_LOCALES,
} from './registry.js';

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
  formatDate(date: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  /** "3 days ago", "in 2 hours", "yesterday": picks the largest fitting unit. */
  formatRelativeTime(date: Date | number | string, now?: Date | number): string;
  /** "5 min read" in the locale's words and plural rules. */
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

/** One Intl formatter per locale and options, made on first use. */
function memo<F>(make: (options: object | undefined) => F): (options?: object) => F {
  const made = new Map<string, F>();
  return (options) => {
    const key = JSON.stringify(options ?? {});
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

/** An argument's value; a missing one is an error, as in intl-messageformat. */
function value(values: MessageValues | undefined, name: string) {
  if (!(values && name in values)) throw new Error(`no value for {${name}}`);
  return values[name];
}

/** The branch for `key`, else `other`, with `#` filled in. */
function branch(branches: Readonly<Record<string, MessageBranch>>, key: string, pound = ''): string {
  const chosen = Object.hasOwn(branches, key) ? branches[key] : branches.other;
  if (chosen === undefined) throw new Error(`no branch for "${key}"`);
  return typeof chosen === 'string' ? chosen : chosen(pound);
}

/**
 * The formatters and messages of one locale: ICU messages compiled to strings and small
 * functions at build time (scripts/compile-message.mjs) and formatted with the browser's own
 * Intl, like numbers, money and dates. Instances are cached, so calling this on every render
 * is cheap.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): KathaI18n {
  const cached = instances.get(locale);
  if (cached) return cached;
  const formatLocale = FORMAT_LOCALE[locale];
  const numbers = memo((options) => new Intl.NumberFormat(formatLocale, options));
  const dates = memo((options) => new Intl.DateTimeFormat(formatLocale, options));
  const relative = new Intl.RelativeTimeFormat(formatLocale, { numeric: 'auto' });
  const toDate = (value: Date | number | string) => (value instanceof Date ? value : new Date(value));
  const plurals = memo((options) => new Intl.PluralRules(formatLocale, options));
  // Numbers and dates are formatted as intl-messageformat did: the value goes to Intl as it is.
  const helpers: MessageHelpers = {
    a: (values, name) => {
      const arg = value(values, name);
      return typeof arg === 'number' || arg ? String(arg) : '';
    },
    n: (values, name, options) => numbers(options).format(value(values, name) as number),
    d: (values, name, options) => dates(options).format(value(values, name) as number),
    s: (values, name, branches) => branch(branches, String(value(values, name))),
    p: (values, name, branches, offset = 0, ordinal) => {
      const arg = value(values, name);
      const n = (arg as number) - offset;
      const exact = `=${arg}`;
      return branch(
        branches,
        Object.hasOwn(branches, exact) ? exact : plurals(ordinal ? { type: 'ordinal' } : undefined).select(n),
        numbers().format(n),
      );
    },
  };
  const t = (id: MessageId, values?: MessageValues): string => {
    const message = registered[locale][id] ?? registered[DEFAULT_LOCALE][id];
    if (message === undefined) return id;
    if (typeof message === 'string') return message;
    try {
      return message(values, helpers);
    } catch (error) {
      console.error(`@katha/i18n: cannot format "${id}":`, error);
      return id;
    }
  };
  const i18n: KathaI18n = {
    locale,
    dir: LOCALE_DIR[locale],
    t,
    formatNumber: (value, options) => numbers(options).format(value),
    formatCurrency: (amount, options) =>
      numbers({ style: 'currency', currency: 'INR', ...options }).format(amount),
    formatDate: (date, options = { dateStyle: 'medium' }) => dates(options).format(toDate(date)),
    formatRelativeTime: (date, now = Date.now()) => {
      const seconds = Math.round(
        (toDate(date).getTime() - (now instanceof Date ? now.getTime() : now)) / 1000,
      );
      const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
      return relative.format(Math.round(seconds / size), unit);
    },
    formatReadTime: (minutes) => t('common.readTime', { minutes: Math.max(1, Math.round(minutes)) }),
  };
  instances.set(locale, i18n);
  return i18n;
}

export { countWords, readTime, WORDS_PER_MINUTE } from './words.js';
