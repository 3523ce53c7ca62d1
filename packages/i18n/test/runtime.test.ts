// The runtime on @formatjs/intl: messages precompiled to formatjs AST at build time
// (scripts/generate-catalogs.mjs) format as formatjs formats the ICU source, plurals follow each
// locale's rules, and the rules around `t` (English fallback, unknown id, format errors) hold.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl } from '@formatjs/intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type CompiledMessage,
  createI18n,
  type Locale,
  type MessageId,
  type MessageValues,
  registerMessages,
  SUPPORTED_LOCALES,
} from '../src/index.js';
import { loadCatalogs } from '../tools/messages.js';

const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-IN', 'hi-IN': 'hi-IN', 'kn-IN': 'kn-IN' };
const catalogs = loadCatalogs(join(dirname(fileURLToPath(import.meta.url)), '../src/messages'));

let next = 0;
/** Registers ICU messages (parsed here, as the build does) under a fresh test id and returns the id. */
function register(messages: Partial<Record<Locale, string>>): MessageId {
  const id = `test.m${next++}`;
  const table = { en: {}, 'hi-IN': {}, 'kn-IN': {} } as Record<Locale, Record<string, CompiledMessage>>;
  for (const [locale, message] of Object.entries(messages)) table[locale as Locale][id] = parse(message);
  registerMessages(table);
  return id as MessageId;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every catalog message', () => {
  it('formats from its precompiled AST as formatjs formats its ICU source, in every locale', () => {
    const values: MessageValues = {};
    for (const name of ['count', 'minutes', 'n', 'total', 'shown', 'limit', 'seconds', 'minimum'])
      values[name] = 3;
    let checked = 0;
    for (const locale of SUPPORTED_LOCALES) {
      // formatjs with the ICU strings themselves: it parses them at run time (Node has the parser).
      const source = createIntl({
        locale: FORMAT_LOCALE[locale],
        messages: catalogs[locale]!,
        onError: () => {},
      });
      const i18n = createI18n(locale);
      for (const [id, message] of Object.entries(catalogs[locale]!)) {
        const args = Object.fromEntries(
          [...message.matchAll(/\{\s*([A-Za-z_]\w*)/g)].map(([, name]) => [name!, values[name!] ?? 'मीरा']),
        );
        expect(i18n.t(id as MessageId, args), `${locale} ${id}`).toBe(source.formatMessage({ id }, args));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(3 * 250);
  });
});

describe('plurals', () => {
  it('follow Hindi and Kannada rules (0 and 1 are "one"), with =0 before the rules', () => {
    const hi = createI18n('hi-IN');
    const kn = createI18n('kn-IN');
    expect(hi.t('article-list.shown', { count: 0 })).toBe('0 लेख दिखाया गया');
    expect(hi.t('article-list.shown', { count: 1 })).toBe('1 लेख दिखाया गया');
    expect(hi.t('article-list.shown', { count: 2 })).toBe('2 लेख दिखाए गए');
    expect(kn.t('article-list.shown', { count: 0 })).toBe('0 ಲೇಖನ ತೋರಿಸಲಾಗಿದೆ');
    expect(kn.t('article-list.shown', { count: 5 })).toBe('5 ಲೇಖನಗಳನ್ನು ತೋರಿಸಲಾಗಿದೆ');
    expect(hi.t('comment-thread.heading', { count: 0 })).toBe('टिप्पणियाँ');
    expect(kn.t('comment-thread.heading', { count: 0 })).toBe('ಪ್ರತಿಕ್ರಿಯೆಗಳು');
    expect(kn.t('comment-thread.heading', { count: 1 })).toBe('1 ಪ್ರತಿಕ್ರಿಯೆ');
    expect(createI18n('en').t('comment-thread.heading', { count: 1 })).toBe('1 comment');
  });

  it('write # with the locale digit grouping', () => {
    expect(createI18n('en').t('comment-thread.heading', { count: 1234567 })).toBe('12,34,567 comments');
    expect(createI18n('hi-IN').t('comment-thread.heading', { count: 1234567 })).toBe('12,34,567 टिप्पणियाँ');
    expect(createI18n('kn-IN').t('comment-thread.heading', { count: 1234567 })).toBe('1,234,567 ಪ್ರತಿಕ್ರಿಯೆಗಳು');
  });
});

describe('select', () => {
  it('picks the branch of the value, else other', () => {
    const id = register({
      en: '{role, select, writer {{name} writes} other {{name} reads}}',
      'hi-IN': '{role, select, writer {{name} लिखती हैं} other {{name} पढ़ती हैं}}',
      'kn-IN': '{role, select, writer {{name} ಬರೆಯುತ್ತಾರೆ} other {{name} ಓದುತ್ತಾರೆ}}',
    });
    expect(createI18n('en').t(id, { role: 'writer', name: 'Asha' })).toBe('Asha writes');
    expect(createI18n('en').t(id, { role: 'reader', name: 'Asha' })).toBe('Asha reads');
    expect(createI18n('hi-IN').t(id, { role: 'writer', name: 'मीरा' })).toBe('मीरा लिखती हैं');
    expect(createI18n('kn-IN').t(id, { role: 'x', name: 'ಮೀರಾ' })).toBe('ಮೀರಾ ಓದುತ್ತಾರೆ');
  });
});

describe('t', () => {
  it('falls back to English (with English plural rules) for a message missing in a locale', () => {
    const id = register({
      en: '{count, plural, one {# story} other {# stories}}',
      'hi-IN': '{count} कहानियाँ',
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createI18n('kn-IN').t(id, { count: 1 })).toBe('1 story');
    expect(createI18n('kn-IN').t(id, { count: 1234567 })).toBe('12,34,567 stories');
    expect(createI18n('hi-IN').t(id, { count: 2 })).toBe('2 कहानियाँ');
    expect(error).not.toHaveBeenCalled();
  });

  it('gives an unknown id as it is', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createI18n('hi-IN').t('nothing.here' as MessageId)).toBe('nothing.here');
    expect(createI18n('en').t('nothing.here' as MessageId, { count: 1 })).toBe('nothing.here');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs a message it cannot format (a value missing) and gives the id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(createI18n('kn-IN').t('article-list.shown')).toBe('article-list.shown');
    expect(error).toHaveBeenCalled();
  });

  it('gives plain-text messages and values in every locale', () => {
    expect(createI18n('kn-IN').t('common.close')).toBe('ಮುಚ್ಚಿ');
    expect(createI18n('hi-IN').t('avatar.label', { name: 'मीरा' })).toBe('मीरा की तस्वीर');
  });
});

describe('formatList', () => {
  it('joins items in the locale words', () => {
    expect(createI18n('en').formatList(['Asha', 'Ravi', 'Meera'])).toBe('Asha, Ravi and Meera');
    expect(createI18n('hi-IN').formatList(['आशा', 'रवि'])).toBe('आशा और रवि');
    expect(createI18n('kn-IN').formatList(['ಆಶಾ', 'ರವಿ'], { type: 'disjunction' })).toBe('ಆಶಾ ಅಥವಾ ರವಿ');
  });
});
