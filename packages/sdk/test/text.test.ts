import { describe, expect, it } from 'vitest';
import { bodyExcerpt } from '../src/text.js';

describe('bodyExcerpt', () => {
  it('gives the first 150 characters of the body text', () => {
    const body = `<p>${'a'.repeat(100)}</p><p>${'b'.repeat(100)}</p>`;
    const excerpt = bodyExcerpt(body);
    expect(excerpt).toHaveLength(150);
    expect(excerpt).toBe(`${'a'.repeat(100)} ${'b'.repeat(49)}`);
  });

  it('drops tags, scripts and styles, decodes entities and collapses whitespace', () => {
    expect(
      bodyExcerpt(
        '<h2>Rain &amp; tea</h2>\n<p>It&#39;s   <em>late</em>&nbsp;&#x263A;</p><script>x()</script>',
      ),
    ).toBe("Rain & tea It's late ☺");
  });

  it('reads the text as the word count does: a word styled in part stays one word, comments go', () => {
    expect(bodyExcerpt('<p><strong>O</strong>nce, in<em>side</em> the <!-- draft note -->house</p>')).toBe(
      'Once, inside the house',
    );
  });

  it('keeps Devanagari and Kannada whole, and never cuts a syllable in half', () => {
    expect(bodyExcerpt('<p>ಮಳೆಗಾಲದ ಸಂಜೆ</p>', 3)).toBe('ಮಳೆಗಾ');
    expect(bodyExcerpt('<p>नमस्ते</p>', 2)).toBe('नम');
    expect(bodyExcerpt('<p>बारिश की शाम</p>')).toBe('बारिश की शाम');
  });

  it('is empty for a missing body', () => {
    expect(bodyExcerpt(null)).toBe('');
    expect(bodyExcerpt('<p> </p>')).toBe('');
  });
});
