// Internal: what the translator (translate.ts) and the formatters (core.ts) share.
import type { Locale } from './registry.js';

/**
 * The Intl locale used for numbers, money and dates. English is formatted the Indian way
 * (en-IN: ₹1,23,456.50, "22 November 2026") because Katha's readers are in India.
 */
export const FORMAT_LOCALE: Readonly<Record<Locale, string>> = {
  en: 'en-IN',
  'hi-IN': 'hi-IN',
  'kn-IN': 'kn-IN',
};

/** One Intl formatter per locale and options, made on first use. */
export function memo<F>(make: (options: object | undefined) => F): (options?: object) => F {
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
