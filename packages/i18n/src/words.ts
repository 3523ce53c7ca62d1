/**
 * Katha's one word-count rule lives in `@katha/rules` (the CMS, the seed and the editor count by it);
 * `@katha/i18n` keeps exporting it for its users.
 */
export { countWords, readTime, WORDS_PER_MINUTE } from '@katha/rules';
