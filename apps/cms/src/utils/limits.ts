/** Limits the server enforces, shared by schemas' custom checks, controllers and the comments extension. */
export const LOCALES = ['en', 'hi-IN', 'kn-IN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const COMMENT_MAX_LENGTH = 2000;
export const WORDS_PER_MINUTE = 200;
export const LISTING_MIN_WORDS = 150;
