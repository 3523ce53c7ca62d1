// The smallest runtime: locales, negotiation and messages (`t`), without the `common`
// namespace and without the number, money and date formatters of `createI18n` (core.ts). The
// helpers of messages with arguments (helpers.ts) come with the namespaces that have such messages.
import type { MessageId } from './generated/ids.js';
import {
  helpersFor,
  type Locale,
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
    // A supported locale as it is (what the site's `<html lang>` always carries, and what each
    // element asks on every render) needs no parsing: Intl.Locale costs more, and its first use
    // in a page loads the browser's locale data.
    const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.trim().toLowerCase());
    if (exact) return exact;
    let language: string;
    try {
      language = new Intl.Locale(tag.trim()).language;
    } catch {
      continue; // A malformed tag (for example "??") is not a reason to fail.
    }
    const sameLanguage = SUPPORTED_LOCALES.find((locale) => new Intl.Locale(locale).language === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}

/** Formats a message by id in one locale: what `KathaI18n.t` does. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

const translators = new Map<Locale, Translate>();

/**
 * The message function of one locale, alone (cached per locale): a message missing in this
 * locale falls back to English, an unknown id gives the id, and a message that cannot be
 * formatted is logged and gives the id. `createI18n(locale).t` is this function. Only the
 * namespaces imported (`@katha/i18n/messages/<namespace>`) are known; this entry does not
 * register `common` (`@katha/i18n/core` does).
 */
export function createTranslator(locale: Locale = DEFAULT_LOCALE): Translate {
  const cached = translators.get(locale);
  if (cached) return cached;
  let helpers: MessageHelpers | undefined;
  const t = (id: MessageId, values?: MessageValues): string => {
    const message = registered[locale][id] ?? registered[DEFAULT_LOCALE][id];
    if (message === undefined) return id;
    if (typeof message === 'string') return message;
    try {
      helpers ??= helpersFor(locale);
      return message(values, helpers);
    } catch (error) {
      console.error(`@katha/i18n: cannot format "${id}":`, error);
      return id;
    }
  };
  translators.set(locale, t);
  return t;
}
