/**
 * An article body's most characters (its sanitized HTML): the CMS refuses a longer one (the
 * contract's `maxLength` of `body`, and the answer bound counts a body at it), and the write page
 * names it when it does.
 */
export const ARTICLE_BODY_MAX_LENGTH = 100_000;
