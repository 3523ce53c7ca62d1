// Compiles one parsed ICU message (formatjs's AST) into the smallest form the runtime can format:
// a plain string when the message has no arguments, otherwise the source of a small function
// `(v, h) => string` of the values and the runtime's helpers (src/registry.ts: MessageHelpers,
// implemented in src/core.ts with the platform's Intl). Used by generate-catalogs.mjs at build
// time, so neither the ICU parser nor a message interpreter ships to browsers.
//
// Supported, with intl-messageformat's semantics: text (apostrophe escapes are resolved by the
// parser), {arg}, {arg, number} with no style or the integer/percent styles, {arg, date|time}
// with no style or short/medium/long/full, {arg, select}, {arg, plural} and
// {arg, selectordinal} (offset, =n exact cases, # in their branches). Anything else (rich-text
// tags, number and date skeletons, other styles) throws, so a message the runtime cannot format
// exactly as intl-messageformat would never ships silently broken. To support a new feature,
// add it here and in MessageHelpers, with a test in test/compile.test.ts.

import { TYPE } from '@formatjs/icu-messageformat-parser';

/** intl-messageformat's default formats (IntlMessageFormat.formats) for the styles we accept. */
const NUMBER_STYLES = { integer: { maximumFractionDigits: 0 }, percent: { style: 'percent' } };
const DATE_STYLES = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const str = (text) => JSON.stringify(text);
const key = (name) => (name === '__proto__' ? `[${str(name)}]` : IDENTIFIER.test(name) ? name : str(name));

/** An ICU element the runtime does not format: fails the build instead of shipping it. */
export class UnsupportedMessageError extends Error {}

function styleOptions(element, kind, styles, noStyle) {
  const { style } = element;
  if (style === null || style === undefined || style === '') return noStyle;
  if (typeof style !== 'string')
    throw new UnsupportedMessageError(
      `{${element.value}, ${kind}, ::…}: ${kind} skeletons are not supported (use ${Object.keys(styles).join(', ')} or no style)`,
    );
  if (!Object.hasOwn(styles, style))
    throw new UnsupportedMessageError(
      `{${element.value}, ${kind}, ${style}}: the ${kind} style "${style}" is not supported (use ${Object.keys(styles).join(', ')} or no style)`,
    );
  return styles[style];
}

/**
 * The JS expression (a string) for a list of elements. `pound` is the expression for `#` in
 * this context (a plural branch's parameter), or undefined where `#` prints nothing (as in
 * intl-messageformat: outside plurals, and in a select nested in a plural). `used.pound` is set
 * when the expression uses it.
 */
function compileElements(elements, pound, used) {
  const parts = [];
  const text = (value) => {
    if (typeof parts.at(-1) === 'object') parts.at(-1).text += value;
    else parts.push({ text: value });
  };
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        text(element.value);
        break;
      case TYPE.pound:
        if (pound !== undefined) {
          parts.push(pound);
          used.pound = true;
        }
        break;
      case TYPE.argument:
        parts.push(`h.a(v,${str(element.value)})`);
        break;
      case TYPE.number: {
        const options = styleOptions(element, 'number', NUMBER_STYLES, undefined);
        parts.push(`h.n(v,${str(element.value)}${options ? `,${JSON.stringify(options)}` : ''})`);
        break;
      }
      case TYPE.date:
      case TYPE.time: {
        const date = element.type === TYPE.date;
        const options = styleOptions(
          element,
          date ? 'date' : 'time',
          date ? DATE_STYLES : TIME_STYLES,
          date ? undefined : TIME_STYLES.medium,
        );
        parts.push(`h.d(v,${str(element.value)}${options ? `,${JSON.stringify(options)}` : ''})`);
        break;
      }
      case TYPE.select:
        parts.push(`h.s(v,${str(element.value)},${compileOptions(element.options, undefined)})`);
        break;
      case TYPE.plural: {
        const ordinal = element.pluralType === 'ordinal';
        const offset = element.offset ?? 0;
        const tail = ordinal ? `,${offset},1` : offset ? `,${offset}` : '';
        parts.push(`h.p(v,${str(element.value)},${compileOptions(element.options, 'n')}${tail})`);
        break;
      }
      case TYPE.tag:
        throw new UnsupportedMessageError(`<${element.value}>: rich-text tags are not supported`);
      default:
        throw new UnsupportedMessageError(`ICU element of type ${element.type} is not supported`);
    }
  }
  if (parts.length === 0) return str('');
  const code = parts.map((part) => (typeof part === 'object' ? str(part.text) : part));
  // The helpers return strings, but a lone `#` needs no concatenation either.
  return code.join('+');
}

/** `{key: "text", other: n=>n+" items"}`: a branch is a string unless it needs arguments or `#`. */
function compileOptions(options, poundName) {
  const entries = Object.entries(options).map(([name, option]) => {
    if (option.value.every((element) => element.type === TYPE.literal))
      return `${key(name)}:${str(option.value.map((element) => element.value).join(''))}`;
    const used = {};
    const body = compileElements(option.value, poundName, used);
    return `${key(name)}:${used.pound ? poundName : '()'}=>${body}`;
  });
  return `{${entries.join(',')}}`;
}

/**
 * The runtime form of a parsed message, as JS source: a string literal for a message without
 * arguments, else an arrow function `(v,h)=>…`. Throws UnsupportedMessageError for elements the
 * runtime does not format.
 */
export function compileMessage(elements) {
  if (elements.every((element) => element.type === TYPE.literal))
    return str(elements.map((element) => element.value).join(''));
  return `(v,h)=>${compileElements(elements, undefined, {})}`;
}
