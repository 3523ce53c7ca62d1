// The message compiler (scripts/compile-message.mjs) and the runtime helpers it calls
// (src/core.ts), checked against intl-messageformat, which formatted Katha's messages before
// they were compiled: the same ICU string must give the same text in every locale.

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMessage, UnsupportedMessageError } from '../scripts/compile-message.mjs';
import {
  type CompiledMessage,
  createI18n,
  type Locale,
  type MessageId,
  type MessageValues,
  registerMessages,
  SUPPORTED_LOCALES,
} from '../src/index.js';
import { messageTable, registered } from '../src/registry.js';
import { loadCatalogs } from '../tools/messages.js';

const FORMAT_LOCALE: Record<Locale, string> = { en: 'en-IN', 'hi-IN': 'hi-IN', 'kn-IN': 'kn-IN' };
const catalogs = loadCatalogs(join(dirname(fileURLToPath(import.meta.url)), '../src/messages'));

/** What intl-messageformat made of a message (an error gave the id, as t() does). */
function oracle(message: string, locale: Locale, values: MessageValues | undefined, id: string): string {
  try {
    return String(new IntlMessageFormat(message, FORMAT_LOCALE[locale]).format(values as never));
  } catch {
    return id;
  }
}

/** The compiled form of a message, evaluated as the generated module would be. */
function compiled(message: string): CompiledMessage {
  return new Function(`return ${compileMessage(parse(message))}`)() as CompiledMessage;
}

let next = 0;
/** Registers ICU messages (compiled) under a fresh test id and returns the id. */
function register(messages: Partial<Record<Locale, string>>): MessageId {
  const id = `test.m${next++}`;
  const table = { en: {}, 'hi-IN': {}, 'kn-IN': {} } as Record<Locale, Record<string, CompiledMessage>>;
  for (const [locale, message] of Object.entries(messages)) table[locale as Locale][id] = compiled(message);
  registerMessages(table);
  return id as MessageId;
}

/** Arguments of a message by kind, for making values. */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.plural || element.type === TYPE.number) found.set(element.value, 'number');
    else if (element.type === TYPE.date || element.type === TYPE.time) found.set(element.value, 'date');
    else if (!found.has(element.value)) found.set(element.value, 'string');
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    if (element.type === TYPE.tag) argumentsOf(element.children, found);
  }
  return found;
}

const NUMBERS = [0, 1, 2, 3, 4, 5, 6, 11, 21, 22, 100, 1.5, 0.5, 1234567.891, -1];
const WHEN = new Date(Date.UTC(2026, 10, 22, 6, 5, 9));

/** Value sets that exercise every branch: each number for every numeric argument, strings, dates. */
function valueSets(message: string): Array<MessageValues | undefined> {
  const args = argumentsOf(parse(message));
  const make = (n: number, text: string | number): MessageValues =>
    Object.fromEntries(
      [...args].map(([name, kind]) => [name, kind === 'number' ? n : kind === 'date' ? WHEN : text]),
    );
  return [
    ...NUMBERS.map((n) => make(n, 'मीरा')),
    make(7, 12.5),
    make(1, ''),
    {},
    undefined,
    ...[...args.keys()].map((name) => ({ ...make(2, 'x'), [name]: undefined })),
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every catalog message', () => {
  const messageIds = Object.keys(catalogs.en!);

  it('formats as intl-messageformat did, in every locale, with every kind of value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let checked = 0;
    for (const locale of SUPPORTED_LOCALES) {
      const i18n = createI18n(locale);
      for (const id of messageIds) {
        const message = catalogs[locale]![id] ?? catalogs.en![id]!;
        for (const values of valueSets(message)) {
          expect(i18n.t(id as MessageId, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(
            oracle(message, locale, values, id),
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(3 * messageIds.length);
  });

  it('is a plain string when it has no arguments', () => {
    for (const locale of SUPPORTED_LOCALES) {
      for (const id of messageIds) {
        const plain = parse(catalogs[locale]![id]!).every((element) => element.type === TYPE.literal);
        expect(typeof registered[locale][id], `${locale} ${id}`).toBe(plain ? 'string' : 'function');
      }
    }
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
    expect(createI18n('en').t('comment-thread.heading', { count: 0 })).toBe('Comments');
    expect(createI18n('en').t('comment-thread.heading', { count: 1 })).toBe('1 comment');
  });

  it('write # with the locale digit grouping', () => {
    expect(createI18n('en').t('comment-thread.heading', { count: 1234567 })).toBe('12,34,567 comments');
    expect(createI18n('hi-IN').t('comment-thread.heading', { count: 1234567 })).toBe('12,34,567 टिप्पणियाँ');
    expect(createI18n('kn-IN').t('comment-thread.heading', { count: 1234567 })).toBe('1,234,567 ಪ್ರತಿಕ್ರಿಯೆಗಳು');
  });
});

/** ICU features the catalogs do not use yet, compiled and checked against intl-messageformat. */
const FIXTURES: Record<string, { message: string; values: MessageValues[] }> = {
  select: {
    message: '{gender, select, female {She wrote {title}} male {He wrote} other {They wrote}}',
    values: ['female', 'male', 'x', 'other', 'constructor', 'toString', '', 1].map((gender) => ({
      gender,
      title: 'Katha',
    })),
  },
  'plural inside select': {
    message:
      '{gender, select, female {{count, plural, =0 {she has none} one {she has # story} other {she has # stories}}} other {{count, plural, one {# story} other {# stories by {name}}}}}',
    values: ['female', 'male'].flatMap((gender) =>
      [0, 1, 2, 21, 1000].map((count) => ({ gender, count, name: 'Asha' })),
    ),
  },
  'select inside plural (# there is text)': {
    message:
      '{count, plural, one {{g, select, x {# a {count}} other {b #}}} other {{g, select, x {# x} other {#}}}}',
    values: [1, 2].flatMap((count) => ['x', 'y'].map((g) => ({ count, g }))),
  },
  'plural inside plural': {
    message:
      '{a, plural, one {# a and {b, plural, one {# b} other {# bs}}} other {# as, {b, plural, =0 {no b} other {# bs}}}}',
    values: [0, 1, 2, 5].flatMap((a) => [0, 1, 3].map((b) => ({ a, b }))),
  },
  offset: {
    message:
      '{guests, plural, offset:1 =0 {nobody} =1 {{host} alone} one {{host} and # other} other {{host} and # others}}',
    values: [0, 1, 2, 3, 10].map((guests) => ({ guests, host: 'Ravi' })),
  },
  selectordinal: {
    message: '{n, selectordinal, =0 {zeroth} one {#st} two {#nd} few {#rd} many {#th!} other {#th}}',
    values: [0, 1, 2, 3, 4, 5, 6, 11, 12, 13, 21, 22, 23, 101].map((n) => ({ n })),
  },
  'exact cases compare as text': {
    message: '{n, plural, =0 {none} =1 {exactly one} other {#}}',
    values: [{ n: 0 }, { n: 1 }, { n: '1' }, { n: '01' }, { n: 1.0 }, { n: null }, { n: false }],
  },
  numbers: {
    message: '{n, number} · {n, number, integer} · {n, number, percent} · {n}',
    values: [0, 0.256, 1234567.891, -42.5, Number.NaN].map((n) => ({ n })),
  },
  dates: {
    message:
      '{d, date} | {d, date, short} | {d, date, medium} | {d, date, long} | {d, date, full} | {d, time} | {d, time, short} | {d, time, medium} | {d, time, long} | {d, time, full}',
    values: [{ d: WHEN }, { d: WHEN.getTime() }],
  },
  'escaped apostrophes, braces and #': {
    message: "It''s Katha's '{name}' and '{' '}' '#' {count, plural, other {'#' is # and '{x}' {name}}}",
    values: [{ count: 3, name: 'Asha' }],
  },
  'plain arguments of every kind': {
    message: '{x}',
    values: [
      { x: 'a' },
      { x: 0 },
      { x: 12.5 },
      { x: '' },
      { x: null },
      { x: undefined },
      { x: false },
      { x: true },
    ],
  },
  'an empty message': { message: '', values: [{}] },
};

describe('compiled messages', () => {
  for (const [name, { message, values }] of Object.entries(FIXTURES)) {
    it(`${name}: as intl-messageformat, in every locale`, () => {
      const id = register({ en: message, 'hi-IN': message, 'kn-IN': message });
      for (const locale of SUPPORTED_LOCALES) {
        for (const value of values) {
          expect(createI18n(locale).t(id, value), `${locale} ${JSON.stringify(value)}`).toBe(
            oracle(message, locale, value, id),
          );
        }
      }
    });
  }

  it('read as expected (the oracle itself checked)', () => {
    const en = createI18n('en');
    const hi = createI18n('hi-IN');
    const select = register({ en: FIXTURES.select!.message });
    expect(en.t(select, { gender: 'female', title: 'Katha' })).toBe('She wrote Katha');
    expect(en.t(select, { gender: 'toString', title: 'Katha' })).toBe('They wrote');
    const nested = register({ en: FIXTURES['plural inside select']!.message });
    expect(en.t(nested, { gender: 'female', count: 0 })).toBe('she has none');
    expect(en.t(nested, { gender: 'female', count: 1 })).toBe('she has 1 story');
    expect(en.t(nested, { gender: 'male', count: 1000, name: 'Asha' })).toBe('1,000 stories by Asha');
    const offset = register({ en: FIXTURES.offset!.message });
    expect(en.t(offset, { guests: 2, host: 'Ravi' })).toBe('Ravi and 1 other');
    expect(en.t(offset, { guests: 1, host: 'Ravi' })).toBe('Ravi alone');
    const ordinal = register({ en: FIXTURES.selectordinal!.message });
    expect(en.t(ordinal, { n: 22 })).toBe('22nd');
    const numbers = register({ en: FIXTURES.numbers!.message, 'hi-IN': FIXTURES.numbers!.message });
    expect(hi.t(numbers, { n: 1234567.891 })).toBe('12,34,567.891 · 12,34,568 · 12,34,56,789% · 1234567.891');
    const escaped = register({ en: FIXTURES['escaped apostrophes, braces and #']!.message });
    expect(en.t(escaped, { count: 3, name: 'Asha' })).toBe(
      "It's Katha's {name} and { } '#' # is 3 and {x} Asha",
    );
  });

  it('read true or a Date in a plain argument among text as String(value), not as comma-joined pieces', () => {
    const id = register({ en: 'Hello {x}!' });
    expect(createI18n('en').t(id, { x: true })).toBe('Hello true!');
    expect(oracle('Hello {x}!', 'en', { x: true }, id)).toBe('Hello ,true,!');
  });

  it('fall back to English when missing in a locale, and an unknown id gives the id', () => {
    const id = register({ en: 'Only in English, {name}' });
    expect(createI18n('kn-IN').t(id, { name: 'Asha' })).toBe('Only in English, Asha');
    expect(createI18n('hi-IN').t('nope.missing' as MessageId)).toBe('nope.missing');
  });

  it('come from the generated tables: keys once, a hole where a locale lacks a message', () => {
    registerMessages(
      // biome-ignore lint/suspicious/noSparseArray: the generator writes holes for missing messages
      messageTable('test-table', ['a', 'b'], ['A', (v, h) => `B ${h.a(v, 'x')}`], [, 'बी'], ['ಎ']),
    );
    expect(createI18n('hi-IN').t('test-table.a' as MessageId)).toBe('A');
    expect(createI18n('hi-IN').t('test-table.b' as MessageId)).toBe('बी');
    expect(createI18n('kn-IN').t('test-table.a' as MessageId)).toBe('ಎ');
    expect(createI18n('kn-IN').t('test-table.b' as MessageId, { x: 1 })).toBe('B 1');
    expect(registered['hi-IN']).not.toHaveProperty('test-table.a');
  });

  it('log a formatting error and give the id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const id = register({ en: 'Hello {name}', 'hi-IN': '{count, plural, one {# लेख} other {# लेख}}' });
    expect(createI18n('en').t(id)).toBe(id);
    expect(createI18n('hi-IN').t(id, { name: 'x' })).toBe(id);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]![0])).toContain(id);
  });

  it('are text for messages without arguments, functions otherwise', () => {
    expect(compileMessage(parse("Katha''s '{'stories'}'"))).toBe(JSON.stringify("Katha's {stories}"));
    expect(compileMessage(parse('Hi {name}'))).toBe('(v,h)=>"Hi "+h.a(v,"name")');
    expect(compileMessage(parse('{n, plural, one {one} other {# {x}}}'))).toBe(
      '(v,h)=>h.p(v,"n",{one:"one",other:n=>n+" "+h.a(v,"x")})',
    );
  });
});

describe('the compiler', () => {
  it.each([
    ['rich-text tags', 'Read <b>more</b>'],
    ['number skeletons', '{n, number, ::percent}'],
    ['the currency style (it needs a currency)', '{n, number, currency}'],
    ['unknown number styles', '{n, number, money}'],
    ['date skeletons', '{d, date, ::yyyyMMdd}'],
    ['unknown date styles', '{d, date, tiny}'],
    ['unknown time styles', '{d, time, tiny}'],
    ['unsupported elements inside branches', '{n, plural, one {<b>#</b>} other {#}}'],
  ])('refuses %s', (_name, message) => {
    expect(() => compileMessage(parse(message))).toThrow(UnsupportedMessageError);
  });
});
