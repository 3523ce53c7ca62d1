// Locales, negotiation and messages (`t`) on @formatjs/intl, without the `common` namespace
// (`@katha/i18n/core` registers it) and without the formatter API of `createI18n`.
import { DEFAULT_LOCALE } from '@katha/rules';
import type { MessageId } from './generated/ids.js';
import { intlFor } from './intl.js';
import { type Locale, type MessageValues, registered, SUPPORTED_LOCALES } from './registry.js';

export type { MessageId } from './generated/ids.js';
export {
  type CompiledMessage,
  type Locale,
  type MessageValues,
  messageTable,
  type NamespaceMessages,
  registerMessages,
  SUPPORTED_LOCALES,
} from './registry.js';

/**
 * The supported locale that best fits what a person asked for (a BCP 47 tag such as
 * `navigator.language`, `<html lang>` or an Accept-Language entry), or `@katha/rules`' DEFAULT_LOCALE.
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
 * The message function of one locale (cached per locale): formatjs's `formatMessage` on the
 * locale's registered messages. A message missing in this locale is formatted from English, an
 * unknown id gives the id, and a message that cannot be formatted (a value missing) is logged
 * and gives the id. `createI18n(locale).t` is this function. Only the namespaces imported
 * (`@katha/i18n/messages/<namespace>`) are known.
 */
export function createTranslator(locale: Locale = DEFAULT_LOCALE): Translate {
  const cached = translators.get(locale);
  if (cached) return cached;
  const intl = intlFor(locale);
  const t: Translate = (id, values) =>
    String(intl.formatMessage({ id, defaultMessage: registered[DEFAULT_LOCALE][id] }, values));
  translators.set(locale, t);
  return t;
}
