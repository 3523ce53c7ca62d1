/** The locales Katha is written and offered in; the first is the default. */
export const LOCALES = ['en', 'hi-IN', 'kn-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a string is one of {@link LOCALES}. */
export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
