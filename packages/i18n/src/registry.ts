// Ours, not formatjs's: the supported locales and the per-namespace registration of messages
// (each `@katha/i18n/messages/<namespace>` module registers its own on import, so a bundle
// carries only the namespaces it imports). The messages are formatjs AST, made at build time
// by scripts/generate-catalogs.mjs with formatjs's parser: nothing parses at run time.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from '@katha/rules';

export type { Locale };

/** The locales Katha is written in (`@katha/rules`), in the order the language switcher shows them. */
export const SUPPORTED_LOCALES: typeof LOCALES = LOCALES;

/** Values an ICU message may interpolate. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A message precompiled to formatjs AST (what `@formatjs/cli compile --ast` writes). */
export type CompiledMessage = MessageFormatElement[];

/** One namespace's messages in every locale, by id. */
export type NamespaceMessages = Readonly<Record<Locale, Readonly<Record<string, CompiledMessage>>>>;

/** Every registered message, by locale and id: the `messages` of each locale's formatjs `IntlShape`. */
export const registered: Record<Locale, Record<string, CompiledMessage>> = {
  en: {},
  'hi-IN': {},
  'kn-IN': {},
};

/**
 * A namespace's messages from the compact table the generated modules hold: the keys once
 * (without the `<namespace>.` prefix), then each locale's messages in the keys' order, in
 * SUPPORTED_LOCALES order (a hole where a locale lacks one). A message that is plain text is
 * written as its text, the one literal element it compiles to (formatjs returns such a
 * message's value as it is); any other as its formatjs AST.
 */
export function messageTable(
  namespace: string,
  keys: readonly string[],
  ...locales: ReadonlyArray<string | readonly object[] | undefined>[]
): NamespaceMessages {
  const table = {} as Record<Locale, Record<string, CompiledMessage>>;
  SUPPORTED_LOCALES.forEach((locale, index) => {
    const messages: Record<string, CompiledMessage> = {};
    keys.forEach((key, position) => {
      const message = locales[index]?.[position];
      if (message !== undefined)
        // 0 is TYPE.literal (a type-only import: the parser's runtime stays out of bundles).
        messages[`${namespace}.${key}`] =
          typeof message === 'string' ? [{ type: 0, value: message }] : (message as CompiledMessage);
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
