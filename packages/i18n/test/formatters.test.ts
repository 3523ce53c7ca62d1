import { DEFAULT_LOCALE, LOCALES } from '@katha/rules';
import { describe, expect, it } from 'vitest';
import * as i18n from '../src/index.js';
import { createI18n, LOCALE_DIR, matchLocale, SUPPORTED_LOCALES } from '../src/index.js';

describe('formatCurrency', () => {
  it('writes rupees with Indian digit grouping where the locale uses it, English included', () => {
    expect(createI18n('en').formatCurrency(123456.5)).toBe('₹1,23,456.50');
    expect(createI18n('en').formatCurrency(12345678)).toBe('₹1,23,45,678.00');
    expect(createI18n('hi-IN').formatCurrency(123456.5)).toBe('₹1,23,456.50');
    // CLDR's Kannada pattern groups by thousands.
    expect(createI18n('kn-IN').formatCurrency(123456.5)).toBe('₹123,456.50');
  });
});

describe('formatRupees', () => {
  it('shows paise only where there are any, and then both digits', () => {
    expect(createI18n('en').formatRupees(1299)).toBe('₹1,299');
    expect(createI18n('en').formatRupees(1117.5)).toBe('₹1,117.50');
    expect(createI18n('en').formatRupees(1331100 / 2909)).toBe('₹457.58');
    expect(createI18n('hi-IN').formatRupees(123456)).toBe('₹1,23,456');
    expect(createI18n('kn-IN').formatRupees(0.5)).toBe('₹0.50');
  });
});

describe('formatNumber', () => {
  it('groups lakhs and crores', () => {
    expect(createI18n('en').formatNumber(1234567)).toBe('12,34,567');
  });
});

describe('formatDate', () => {
  const date = new Date(Date.UTC(2026, 10, 22, 12));
  it('names the month in Kannada and Hindi', () => {
    expect(createI18n('kn-IN').formatDate(date, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      'ನವೆಂಬರ್ 22, 2026',
    );
    expect(createI18n('hi-IN').formatDate(date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('22 नवंबर 2026');
    expect(createI18n('en').formatDate(date, { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      '22 November 2026',
    );
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(Date.UTC(2026, 10, 22, 12));
  it('picks the largest fitting unit', () => {
    const en = createI18n('en');
    expect(en.formatRelativeTime(new Date(now.getTime() - 3 * 24 * 3600 * 1000), now)).toBe('3 days ago');
    expect(en.formatRelativeTime(new Date(now.getTime() - 24 * 3600 * 1000), now)).toBe('yesterday');
    expect(en.formatRelativeTime(new Date(now.getTime() + 2 * 3600 * 1000), now)).toBe('in 2 hours');
  });
  it('speaks Hindi and Kannada', () => {
    const twoDaysAgo = new Date(now.getTime() - 2 * 24 * 3600 * 1000);
    expect(createI18n('hi-IN').formatRelativeTime(twoDaysAgo, now)).toBe('परसों');
    expect(createI18n('kn-IN').formatRelativeTime(twoDaysAgo, now)).toBe('ಮೊನ್ನೆ');
    expect(createI18n('kn-IN').formatRelativeTime(new Date(now.getTime() - 5 * 24 * 3600 * 1000), now)).toBe(
      '5 ದಿನಗಳ ಹಿಂದೆ',
    );
  });
});

describe('formatReadTime', () => {
  it('uses each locale plural rules', () => {
    expect(createI18n('en').formatReadTime(1)).toBe('1 min read');
    expect(createI18n('en').formatReadTime(7)).toBe('7 min read');
    expect(createI18n('kn-IN').formatReadTime(1)).toBe('1 ನಿಮಿಷದ ಓದು');
    expect(createI18n('kn-IN').formatReadTime(7)).toBe('7 ನಿಮಿಷಗಳ ಓದು');
    expect(createI18n('hi-IN').formatReadTime(4)).toBe('4 मिनट में पढ़ें');
  });
  it('never says zero minutes and rounds fractions', () => {
    expect(createI18n('en').formatReadTime(0.2)).toBe('1 min read');
    expect(createI18n('en').formatReadTime(2.6)).toBe('3 min read');
  });
});

describe('t', () => {
  it('formats ICU values in the chosen language', () => {
    expect(createI18n('hi-IN').t('avatar.label', { name: 'मीरा' })).toBe('मीरा की तस्वीर');
    expect(createI18n('en').t('avatar.label', { name: 'Meera' })).toBe('Picture of Meera');
  });
});

describe('matchLocale', () => {
  it('negotiates a supported locale', () => {
    expect(matchLocale('hi')).toBe('hi-IN');
    expect(matchLocale('kn')).toBe('kn-IN');
    expect(matchLocale('en-GB')).toBe('en');
    expect(matchLocale(['fr', 'kn-IN'])).toBe('kn-IN');
    expect(matchLocale('fr')).toBe(DEFAULT_LOCALE);
    expect(matchLocale('')).toBe(DEFAULT_LOCALE);
    expect(matchLocale(undefined)).toBe(DEFAULT_LOCALE);
  });
  it("negotiates among @katha/rules' locales, holding no second copy of the locale rules", () => {
    expect(SUPPORTED_LOCALES).toBe(LOCALES);
    expect(i18n).not.toHaveProperty('isLocale');
    expect(i18n).not.toHaveProperty('DEFAULT_LOCALE');
  });
  it('gives every locale a direction', () => {
    expect(SUPPORTED_LOCALES.map((locale) => LOCALE_DIR[locale])).toEqual(['ltr', 'ltr', 'ltr']);
  });
});
