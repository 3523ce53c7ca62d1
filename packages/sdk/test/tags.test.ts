import { describe, expect, it } from 'vitest';
import { joinTags, splitTags } from '../src/tags.js';

describe('tags', () => {
  it('splits the CMS string into clean tags', () => {
    expect(splitTags('monsoon, Childhood ,,  village ')).toEqual(['monsoon', 'childhood', 'village']);
  });

  it('gives no tags for an empty or missing string', () => {
    expect(splitTags('')).toEqual([]);
    expect(splitTags(null)).toEqual([]);
    expect(splitTags(undefined)).toEqual([]);
  });

  it('joins tags lower-cased, trimmed and unique, keeping Indic text', () => {
    expect(joinTags(['Monsoon', ' monsoon ', '', 'ಮಳೆ', 'बारिश'])).toBe('monsoon, ಮಳೆ, बारिश');
  });

  it('round-trips', () => {
    expect(joinTags(splitTags('a, b, c'))).toBe('a, b, c');
  });
});
