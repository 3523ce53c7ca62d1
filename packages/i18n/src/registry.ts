/** The locales Katha is written in, in the order the language switcher shows them. */
export const SUPPORTED_LOCALES = ['en', 'hi-IN', 'kn-IN'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Values an ICU message may interpolate. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A plural or select branch: its text, or a function of `#` (the formatted plural value). */
export type MessageBranch = string | ((pound: string) => string);

/**
 * What a compiled message calls to format its arguments (implemented once per locale in
 * core.ts with the platform's Intl). Each throws when `values` lacks the argument, as
 * intl-messageformat did, so `t()` logs and returns the id.
 */
export interface MessageHelpers {
  /** `{name}` */
  a(values: MessageValues | undefined, name: string): string;
  /** `{name, number}` and its styles (resolved to Intl options at build time). */
  n(values: MessageValues | undefined, name: string, options?: Intl.NumberFormatOptions): string;
  /** `{name, date}` and `{name, time}` and their styles (resolved to Intl options at build time). */
  d(values: MessageValues | undefined, name: string, options?: Intl.DateTimeFormatOptions): string;
  /** `{name, select, …}` */
  s(
    values: MessageValues | undefined,
    name: string,
    branches: Readonly<Record<string, MessageBranch>>,
  ): string;
  /** `{name, plural, …}` (`ordinal` for `selectordinal`), with `=n` cases and an offset. */
  p(
    values: MessageValues | undefined,
    name: string,
    branches: Readonly<Record<string, MessageBranch>>,
    offset?: number,
    ordinal?: 1,
  ): string;
}

/**
 * A message compiled at build time (scripts/compile-message.mjs): its text when it has no
 * arguments, else a function of the values and the locale's helpers.
 */
export type CompiledMessage =
  | string
  | ((values: MessageValues | undefined, helpers: MessageHelpers) => string);

/** One namespace's compiled messages in every locale. */
export type NamespaceMessages = Readonly<Record<Locale, Readonly<Record<string, CompiledMessage>>>>;

let makeHelpers: ((locale: Locale) => MessageHelpers) | undefined;

/** Installs what makes a locale's MessageHelpers (helpers.ts does, when imported). */
export function installHelpers(make: (locale: Locale) => MessageHelpers): void {
  makeHelpers = make;
}

/**
 * The helpers of `locale`, for a message with arguments. Every namespace module with such a
 * message imports helpers.ts, which installs them; without it, formatting such a message throws.
 */
export function helpersFor(locale: Locale): MessageHelpers {
  if (!makeHelpers) throw new Error('message helpers not loaded: import "@katha/i18n/core"');
  return makeHelpers(locale);
}

/** Every registered message, by locale and id. */
export const registered: Record<Locale, Record<string, CompiledMessage>> = {
  en: {},
  'hi-IN': {},
  'kn-IN': {},
};

/**
 * A namespace's messages from the compact table the generated modules hold: the keys once
 * (without the `<namespace>.` prefix), then each locale's messages in the keys' order, in
 * SUPPORTED_LOCALES order (a hole where a locale lacks one). It minifies and compresses better
 * than an object per locale that repeats every id.
 */
export function messageTable(
  namespace: string,
  keys: readonly string[],
  ...locales: ReadonlyArray<CompiledMessage | undefined>[]
): NamespaceMessages {
  const table = {} as Record<Locale, Record<string, CompiledMessage>>;
  SUPPORTED_LOCALES.forEach((locale, index) => {
    const messages: Record<string, CompiledMessage> = {};
    keys.forEach((key, position) => {
      const message = locales[index]?.[position];
      if (message !== undefined) messages[`${namespace}.${key}`] = message;
    });
    table[locale] = messages;
  });
  return table;
}

/**
 * Adds a namespace's messages. `import '@katha/i18n/messages/<namespace>'` does it, so a page
 * or element carries only the namespaces it uses; `import '@katha/i18n'` registers them all.
 */
export function registerMessages(messages: NamespaceMessages): void {
  for (const locale of SUPPORTED_LOCALES) Object.assign(registered[locale], messages[locale]);
}
