/**
 * Katha's one word-count rule (the CMS stores `word_count`/`read_time` by it, the editor shows it live):
 * words are the word-like segments of Unicode word segmentation (`Intl.Segmenter`), so Devanagari and
 * Kannada count as their readers count them; read time is whole minutes at WORDS_PER_MINUTE, at least 1.
 */
export const WORDS_PER_MINUTE = 200;

let segmenter: Intl.Segmenter | undefined;

/** The words of a plain text (tags already removed, blocks separated by whitespace). */
export function countWords(text: string): number {
  segmenter ??= new Intl.Segmenter('und', { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
}

/** Minutes to read `words` words: `ceil(words / WORDS_PER_MINUTE)`, at least 1. */
export function readTime(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
