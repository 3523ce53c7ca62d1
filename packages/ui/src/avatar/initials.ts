// A name's initials, apart from the avatar element: the article card draws its author's
// initials in its own shadow root without loading (or nesting) the avatar.

/** Made on first use: building a segmenter costs a page's start-up tens of milliseconds on a phone. */
let graphemes: Intl.Segmenter | undefined;
/** Devanagari and Kannada viramas: a cluster ending in one joins the next into a conjunct. */
const VIRAMA = /[\u094D\u0CCD]$/;

/** The first letter of a word, conjuncts whole: "ಶ್ರೀನಿವಾಸ" → "ಶ್ರೀ". */
function firstLetter(word: string): string {
  let letter = '';
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(word)) {
    letter += segment;
    if (!VIRAMA.test(letter)) break;
  }
  return letter;
}

/** The first letters of the first and last words: "Meera Rao" → "MR", "मीरा राव" → "मीरा". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? firstLetter(words[0]!) + firstLetter(words.at(-1)!) : firstLetter(words[0] ?? '');
  return letters.toLocaleUpperCase();
}
