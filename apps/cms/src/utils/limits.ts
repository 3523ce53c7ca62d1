/** Limits the server enforces, shared by schemas' custom checks, controllers and the comments extension. */
export { ARTICLE_BODY_MAX_LENGTH, DEFAULT_LOCALE, LOCALES, type Locale } from '@katha/rules';
export const COMMENT_MAX_LENGTH = 2000;
