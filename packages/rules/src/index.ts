export {
  articleTag,
  authorTag,
  CHANGES_CHANNEL,
  type ChangeMessage,
  PAGE_TAGS,
  parseChangeMessage,
  watchRedis,
} from './changes.js';
export { EMAIL_MAX_LENGTH, isEmail } from './email.js';
export { HTML_POLICY, type HtmlPolicy } from './html-policy.js';
export { ARTICLE_BODY_MAX_LENGTH } from './limits.js';
export {
  LISTED_TYPE,
  LISTING_RULE_FILTERS,
  type ListingFields,
  MIN_WORD_COUNT,
  NOT_ARCHIVED_FILTER,
  passesListingRule,
} from './listing.js';
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.js';
export { PROXY_KEY_HEADER } from './proxy-key.js';
export {
  isRead,
  READ_MIN_PROGRESS,
  READ_MIN_SECONDS,
  READ_MIN_TIME_SHARE,
  type ReadEvidence,
  readMinSeconds,
} from './reading.js';
export { routePath } from './route-path.js';
export { UPLOAD_CSP, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_PIXELS } from './uploads.js';
export { countHtmlWords, countWords, htmlToText, readTime, WORDS_PER_MINUTE } from './words.js';
