// Internal: one formatjs `IntlShape` per locale (`createIntl`, with a cache of its own), which
// the translator (translate.ts) and the formatters (core.ts) share.
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { type Locale, registered } from './registry.js';

/**
 * The Intl locale used for numbers, money and dates. English is formatted the Indian way
 * (en-IN: ₹1,23,456.50, "22 November 2026") because Katha's readers are in India.
 */
export const FORMAT_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en-IN',
  'hi-IN': 'hi-IN',
  'kn-IN': 'kn-IN',
};

const shapes = new Map<Locale, IntlShape<string>>();

/**
 * The formatjs runtime of one locale, made on first use. Its `messages` are the locale's
 * registered messages (the same object, so namespaces registered later are found); a message
 * missing there is formatted from English (`defaultMessage`, in `en-IN`) by `t`.
 */
export function intlFor(locale: Locale): IntlShape<string> {
  let intl = shapes.get(locale);
  if (!intl) {
    intl = createIntl<string>(
      {
        locale: FORMAT_LOCALE[locale],
        defaultLocale: FORMAT_LOCALE.en,
        messages: registered[locale],
        onError: (error) => {
          // A missing translation is expected (English fills in); anything else is a bug to see.
          if (error.code !== 'MISSING_TRANSLATION') console.error('@katha/i18n:', error.message);
        },
      },
      createIntlCache(),
    );
    shapes.set(locale, intl);
  }
  return intl;
}
