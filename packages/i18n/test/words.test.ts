import { describe, expect, it } from 'vitest';
import { countWords, readTime } from '../src/words.js';

describe('word count and read time', () => {
  it('counts words in every script, not punctuation or spaces', () => {
    expect(countWords('Hello, world! It is 2026.')).toBe(5);
    expect(countWords('नमस्ते दुनिया, कहानी')).toBe(3);
    expect(countWords('ಕನ್ನಡ ಕಥೆ\nಹೊಸದು')).toBe(3);
    expect(countWords('  \n ')).toBe(0);
  });

  it('rounds read time up to whole minutes, at least one', () => {
    expect(readTime(0)).toBe(1);
    expect(readTime(200)).toBe(1);
    expect(readTime(201)).toBe(2);
    expect(readTime(5000)).toBe(25);
  });
});
