/**
 * Katha's one word-count rule (the CMS stores `word_count`/`read_time` by it, the seed checks its
 * data by it, the editor shows it live). A word is a word-like segment of Unicode word segmentation
 * (UAX #29, `Intl.Segmenter` with `granularity: 'word'`): Devanagari and Kannada words keep their
 * vowel signs, viramas and ZWJ/ZWNJ inside the word; numbers in any digits count as words;
 * punctuation (the danda `।` too) and spaces do not; a hyphenated word counts as its parts.
 */
export const WORDS_PER_MINUTE = 200;

let segmenter: Intl.Segmenter | undefined;

/** The words of a plain text (tags already removed, blocks separated by whitespace). */
export function countWords(text: string): number {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  let words = 0;
  for (const piece of pieces(text))
    for (const segment of segmenter.segment(piece)) if (segment.isWordLike) words += 1;
  return words;
}

/** How long a piece of text is segmented at once, at least (see {@link pieces}). */
const PIECE = 1_000;
/**
 * A place to cut: after whitespace, before a letter or digit (not one of the two halfwidth
 * sound marks, the only letters that extend what precedes them). No rule of word segmentation
 * (UAX #29) joins across it: whitespace ends no word, and neither letter nor digit attaches to
 * what is before it.
 */
const CUT = /\s(?=[\p{L}\p{N}])(?![\uFF9E\uFF9F])/gu;

/**
 * `text` in pieces of about PIECE characters, cut only where segmenting the pieces one by one
 * gives the segments the whole text gives. Node 20's `Intl.Segmenter` takes time quadratic in the
 * length of what it segments: the CMS, counting the 91,000 characters of a long article on each
 * save, took 2 s at once and 80 ms in pieces (Node 24 and 26, and Chromium, take 10-20 ms either
 * way; `node packages/rules/scripts/bench-words.mjs`).
 */
function* pieces(text: string): Generator<string> {
  let start = 0;
  while (text.length - start > PIECE) {
    CUT.lastIndex = start + PIECE;
    const cut = CUT.exec(text);
    if (!cut) break;
    yield text.slice(start, cut.index + 1);
    start = cut.index + 1;
  }
  yield text.slice(start);
}

/** Tags inside a line of text: removed without a gap, so `<b>wo</b>rd` stays one word. */
const INLINE_TAG =
  /<\/?(?:a|abbr|b|bdi|bdo|cite|code|data|del|dfn|em|i|ins|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var)(?:\s[^>]*)?>/gi;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of an HTML fragment, for counting its words and for plain-text excerpts (`@katha/sdk`'s
 * `bodyExcerpt`); not a sanitizer: never put its output in a page as HTML. Scripts, styles and
 * comments go; every tag but inline ones separates words; character references are decoded, so
 * `&amp;` is not a word.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    });
}

/** The words of an HTML body (an article's `body`): {@link countWords} of {@link htmlToText}. */
export const countHtmlWords = (html: string): number => countWords(htmlToText(html));

/** Minutes to read `words` words: `ceil(words / WORDS_PER_MINUTE)`, at least 1. */
export function readTime(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
