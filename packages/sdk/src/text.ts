import { DESCRIPTION_LENGTH } from './constants.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The plain text of an article body (HTML) cut to its first `length` characters (grapheme clusters): the description fallback of
 * article pages and cards. No DOM needed; tags are dropped, entities decoded, whitespace collapsed.
 */
export function bodyExcerpt(html: string | null | undefined, length: number = DESCRIPTION_LENGTH): string {
  const text = (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
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
