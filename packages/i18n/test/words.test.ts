import * as rules from '@katha/rules';
import { describe, expect, it } from 'vitest';
import { countWords, readTime, WORDS_PER_MINUTE } from '../src/core.js';

describe('word count and read time', () => {
  it("are @katha/rules' own (tested there), still exported by @katha/i18n", () => {
    expect(countWords).toBe(rules.countWords);
    expect(readTime).toBe(rules.readTime);
    expect(WORDS_PER_MINUTE).toBe(200);
  });
});
