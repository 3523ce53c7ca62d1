import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isEmail } from '../src/index.js';

describe('isEmail', () => {
  it('takes plain addresses, in any case, with sub-domains, dots, plus and hyphens', () => {
    for (const address of [
      'asha@example.com',
      'Asha.Rao@Katha.DEV',
      'asha+news@mail.katha.co.in',
      'a@b.c',
      'first.last-name_1@my-domain.example',
      '123@456.789',
    ])
      expect(isEmail(address), address).toBe(true);
  });

  it('wants one @ with something before it and a dotted domain after it', () => {
    for (const address of ['', 'asha', 'asha@', '@example.com', 'asha@example', 'a@b@example.com'])
      expect(isEmail(address), address).toBe(false);
  });

  it('refuses spaces anywhere, untrimmed values included', () => {
    for (const address of [
      ' asha@example.com',
      'asha@example.com ',
      'asha rao@example.com',
      'asha@exam ple.com',
      'asha@example.com\n',
    ])
      expect(isEmail(address), JSON.stringify(address)).toBe(false);
  });

  it('refuses separators before the @: angle brackets, quotes, commas, semicolons, colons, brackets', () => {
    for (const address of [
      '<asha@example.com>',
      '"asha"@example.com',
      'a,b@example.com',
      'a;b@example.com',
      'a:b@example.com',
      'a(b)@example.com',
      'a[b]@example.com',
      'a\\b@example.com',
    ])
      expect(isEmail(address), address).toBe(false);
  });

  it('wants every domain label to start and end with a letter or digit', () => {
    for (const address of [
      'asha@.example.com',
      'asha@example.com.',
      'asha@example..com',
      'asha@-example.com',
      'asha@example-.com',
      'asha@exa_mple.com',
      'asha@उदाहरण.भारत',
    ])
      expect(isEmail(address), address).toBe(false);
  });

  it('takes 64 characters before the @ and 253 after it, 254 in all', () => {
    const label = 'a'.repeat(61);
    const domain = `${label}.${label}.${label}.${label}.com`; // 4 × 62 + 3 = 251
    expect(isEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isEmail(`a@${domain}`)).toBe(true);
    expect(isEmail(`a@b${domain}`)).toBe(true);
    expect(isEmail(`a@bb${domain}`)).toBe(false);
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(isEmail(`ab@b${domain}`)).toBe(false);
  });
});
