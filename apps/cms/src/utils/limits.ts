/** Limits the server enforces, shared by schemas' custom checks, controllers and the comments extension. */
export { DEFAULT_LOCALE, LOCALES, type Locale } from '@katha/rules';
export const COMMENT_MAX_LENGTH = 2000;
/**
 * An article body's most characters (sanitized HTML), the contract's `maxLength` of `body`: the
 * answer cost model (src/utils/answer-cost.ts) counts a body at this, so an answer stays in bounds.
 */
export const ARTICLE_BODY_MAX_LENGTH = 100_000;
