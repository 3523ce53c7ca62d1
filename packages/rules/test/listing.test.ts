import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocale,
  LISTING_RULE_FILTERS,
  LOCALES,
  MIN_WORD_COUNT,
  passesListingRule,
} from '../src/index.js';

describe('listing rule', () => {
  it('lists articles of 150 words or more, or not counted', () => {
    expect(MIN_WORD_COUNT).toBe(150);
    expect(passesListingRule({ word_count: 150, type: 'article' })).toBe(true);
    expect(passesListingRule({ word_count: 149, type: 'article' })).toBe(false);
    expect(passesListingRule({ word_count: null, type: 'article' })).toBe(true);
    expect(passesListingRule({})).toBe(true);
  });

  it('lists the article type or none, not poems or stories', () => {
    expect(passesListingRule({ word_count: 500, type: null })).toBe(true);
    expect(passesListingRule({ word_count: 500, type: 'poem' })).toBe(false);
  });

  it('says the same rule as Strapi filters', () => {
    expect(LISTING_RULE_FILTERS).toEqual([
      { $or: [{ word_count: { $gte: 150 } }, { word_count: { $null: true } }] },
      { $or: [{ type: { $eq: 'article' } }, { type: { $null: true } }] },
    ]);
  });
});

describe('locales', () => {
  it('are English, Hindi and Kannada, English first', () => {
    expect(LOCALES).toEqual(['en', 'hi-IN', 'kn-IN']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(isLocale('kn-IN')).toBe(true);
    expect(isLocale('kn')).toBe(false);
  });
});
