import { describe, expect, it } from 'vitest';
import { bioFor } from '../src/profiles.js';

describe('bioFor', () => {
  const bios = { en: 'Writes at dawn.', 'hi-IN': 'भोर में लिखती हैं।', 'kn-IN': 'ಮುಂಜಾನೆ ಬರೆಯುತ್ತಾರೆ.' };

  it("gives the page language's bio", () => {
    expect(bioFor({ bios }, 'hi-IN')).toEqual({ text: 'भोर में लिखती हैं।', locale: 'hi-IN' });
    expect(bioFor({ bios }, 'kn-IN')).toEqual({ text: 'ಮುಂಜಾನೆ ಬರೆಯುತ್ತಾರೆ.', locale: 'kn-IN' });
    expect(bioFor({ bios }, 'en')).toEqual({ text: 'Writes at dawn.', locale: 'en' });
  });

  it('falls back to English, then to any language the profile has, when the page language has none', () => {
    expect(bioFor({ bios: { en: 'Writes at dawn.', 'kn-IN': 'ಕವಿ' } }, 'hi-IN')).toEqual({
      text: 'Writes at dawn.',
      locale: 'en',
    });
    expect(bioFor({ bios: { 'hi-IN': '  ', 'kn-IN': 'ಕವಿ' } }, 'hi-IN')).toEqual({
      text: 'ಕವಿ',
      locale: 'kn-IN',
    });
  });

  it('is null without a bio', () => {
    expect(bioFor({ bios: null }, 'en')).toBeNull();
    expect(bioFor({ bios: {} }, 'hi-IN')).toBeNull();
    expect(bioFor(null, 'kn-IN')).toBeNull();
    expect(bioFor({}, 'en')).toBeNull();
  });
});
