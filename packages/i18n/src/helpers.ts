// The helpers that compiled messages with arguments call (MessageHelpers), on the platform's Intl.
// Every generated namespace module with such a message imports this module (and core.ts does), so a
// page whose messages are all plain text, on `@katha/i18n/translate`, does not carry them.
import { FORMAT_LOCALE, memo } from './intl.js';
import {
  installHelpers,
  type Locale,
  type MessageBranch,
  type MessageHelpers,
  type MessageValues,
} from './registry.js';

/** An argument's value; a missing one is an error, as in intl-messageformat. */
function value(values: MessageValues | undefined, name: string) {
  if (!(values && name in values)) throw new Error(`no value for {${name}}`);
  return values[name];
}

/** The branch for `key`, else `other`, with `#` filled in. */
function branch(branches: Readonly<Record<string, MessageBranch>>, key: string, pound = ''): string {
  const chosen = Object.hasOwn(branches, key) ? branches[key] : branches.other;
  if (chosen === undefined) throw new Error(`no branch for "${key}"`);
  return typeof chosen === 'string' ? chosen : chosen(pound);
}

/** The helpers of one locale. */
function createHelpers(locale: Locale): MessageHelpers {
  const formatLocale = FORMAT_LOCALE[locale];
  const numbers = memo((options) => new Intl.NumberFormat(formatLocale, options));
  const dates = memo((options) => new Intl.DateTimeFormat(formatLocale, options));
  const plurals = memo((options) => new Intl.PluralRules(formatLocale, options));
  // Numbers and dates are formatted as intl-messageformat did: the value goes to Intl as it is.
  return {
    a: (values, name) => {
      const arg = value(values, name);
      return typeof arg === 'number' || arg ? String(arg) : '';
    },
    n: (values, name, options) => numbers(options).format(value(values, name) as number),
    d: (values, name, options) => dates(options).format(value(values, name) as number),
    s: (values, name, branches) => branch(branches, String(value(values, name))),
    p: (values, name, branches, offset = 0, ordinal) => {
      const arg = value(values, name);
      const n = (arg as number) - offset;
      const exact = `=${arg}`;
      return branch(
        branches,
        Object.hasOwn(branches, exact) ? exact : plurals(ordinal ? { type: 'ordinal' } : undefined).select(n),
        numbers().format(n),
      );
    },
  };
}

installHelpers(createHelpers);
