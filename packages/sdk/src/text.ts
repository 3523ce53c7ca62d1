import { htmlToText } from '@katha/rules';
import { DESCRIPTION_LENGTH } from './constants.js';

/**
 * The plain text of an article body (HTML) cut to its first `length` characters (grapheme clusters): the description fallback of
 * article pages and cards. No DOM needed: `@katha/rules`' `htmlToText` (the text the word count reads), whitespace collapsed.
 */
export function bodyExcerpt(html: string | null | undefined, length: number = DESCRIPTION_LENGTH): string {
  const text = htmlToText(html ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return firstCharacters(text, length).trim();
}

/** The first `length` user-perceived characters (grapheme clusters), so no Indic syllable is cut in half. */
function firstCharacters(text: string, length: number): string {
  if (typeof Intl.Segmenter !== 'function') return Array.from(text).slice(0, length).join('');
  let result = '';
  let count = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (count++ === length) break;
    result += segment;
  }
  return result;
}
