import { describe, expect, it } from 'vitest';
import { isRead, READ_MIN_PROGRESS, READ_MIN_SECONDS, readMinSeconds } from '../src/index.js';

describe('the read rule', () => {
  it('needs 40 % of the estimated read time on the text, and at least the floor', () => {
    expect(readMinSeconds(5)).toBe(120);
    expect(readMinSeconds(3)).toBe(72);
    expect(readMinSeconds(1)).toBe(24);
    expect(readMinSeconds(null)).toBe(24);
    expect(readMinSeconds(0)).toBe(24);
    expect(READ_MIN_SECONDS).toBeLessThanOrEqual(readMinSeconds(1));
  });

  it('needs the reader past 80 % of the body as well', () => {
    expect(isRead({ seconds: 120, progress: 0.8 }, 5)).toBe(true);
    expect(isRead({ seconds: 119, progress: 1 }, 5)).toBe(false);
    expect(isRead({ seconds: 600, progress: READ_MIN_PROGRESS - 0.01 }, 5)).toBe(false);
    expect(isRead({ seconds: Number.NaN, progress: 1 }, 5)).toBe(false);
  });
});
