import { describe, expect, it } from 'vitest';
import { countHtmlWords, countWords, htmlToText, readTime, WORDS_PER_MINUTE } from '../src/index.js';

describe('word count', () => {
  it('counts English words, not punctuation or spaces; numbers and contractions are words', () => {
    expect(countWords('The rain, at last.')).toBe(4);
    expect(countWords("Hello, world! It's 2026, and ₹1,500 is 3.14 times more.")).toBe(10);
    expect(countWords('  \n ')).toBe(0);
  });

  it('counts a hyphenated word as its parts (Unicode word segmentation)', () => {
    expect(countWords('a well-known e-mail')).toBe(5);
    expect(countWords('प्रेम-कथा')).toBe(2);
  });

  it('counts Hindi words with their vowel signs, viramas and nuktas, not the danda', () => {
    expect(countWords('बारिश आ गई है।')).toBe(4);
    expect(countWords('क्षत्रिय ज़रूर स्त्री')).toBe(3);
    expect(countWords('नमस्ते,दुनिया')).toBe(2);
    expect(countWords('१२३ और 2026 में')).toBe(4);
  });

  it('keeps ZWJ and ZWNJ inside a word', () => {
    expect(countWords('क्\u200Dया कि\u200Cसी')).toBe(2);
    expect(countWords('ಕನ್\u200Dನಡ ಕನ್\u200Cನಡ')).toBe(2);
  });

  it('counts Kannada words with their conjuncts and digits', () => {
    expect(countWords('ಮಳೆ ಬಂತು ಇಂದು')).toBe(3);
    expect(countWords('ಸ್ತ್ರೀ ಕ್ಷತ್ರಿಯ ಕನ್ನಡ ಕಥೆ\nಹೊಸದು')).toBe(5);
    expect(countWords('೧೨೩ ಮಳೆ-ಗಾಳಿ')).toBe(3);
  });
});

describe('words of HTML', () => {
  it('separates blocks and line breaks, not inline formatting', () => {
    expect(countHtmlWords('<h2>Title</h2><p>one<br>two</p><ul><li>three</li><li>four</li></ul>')).toBe(5);
    expect(countHtmlWords('<p>in<strong>line</strong> <em>it</em>alic</p>')).toBe(2);
  });

  it('decodes character references, so &amp; is no word', () => {
    expect(htmlToText('<p>a &amp; b &lt;c&gt; &#2325; &#x0C95;&nbsp;d</p>')).toBe(' a & b <c> क ಕ d ');
    expect(countHtmlWords('<p>Salt &amp; pepper</p>')).toBe(2);
  });

  it('leaves out scripts, styles and comments', () => {
    expect(
      countHtmlWords('<p>kept</p><script>var a = 1</script><style>p { color: red }</style><!-- note -->'),
    ).toBe(1);
  });

  it('counts Hindi and Kannada bodies', () => {
    expect(countHtmlWords('<p>बारिश आ गई है।</p><blockquote><p>ಮಳೆ ಬಂತು</p></blockquote>')).toBe(6);
  });
});

describe('read time', () => {
  it('rounds up to whole minutes at 200 words a minute, at least one', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readTime(0)).toBe(1);
    expect(readTime(200)).toBe(1);
    expect(readTime(201)).toBe(2);
    expect(readTime(5000)).toBe(25);
  });
});
