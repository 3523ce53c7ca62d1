import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** The locales Katha is written in, in the order the language switcher shows them. */
export const SUPPORTED_LOCALES = ['en', 'hi-IN', 'kn-IN'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** One namespace's pre-parsed messages (ICU ASTs) in every locale. */
export type NamespaceMessages = Readonly<Record<Locale, Readonly<Record<string, MessageFormatElement[]>>>>;

/** Every registered message, by locale and id. */
export const registered: Record<Locale, Record<string, MessageFormatElement[]>> = {
  en: {},
  'hi-IN': {},
  'kn-IN': {},
};

/**
 * Adds a namespace's messages. `import '@katha/i18n/messages/<namespace>'` does it, so a page
 * or element carries only the namespaces it uses; `import '@katha/i18n'` registers them all.
 */
export function registerMessages(messages: NamespaceMessages): void {
  for (const locale of SUPPORTED_LOCALES) Object.assign(registered[locale], messages[locale]);
}
