import { LOCALE_NAMES, type Locale } from '@katha/i18n/core';

/** Where a language's own name goes in a message, so it can carry its `lang` (and so its font). */
export const MARK = '\u2063';

/** `message` (made with `{ language: MARK }`) with the language's own name in its own `lang`. */
export function withLanguage(message: string, code: Locale) {
  const [before, after = ''] = message.split(MARK);
  return (
    <>
      {before}
      <span lang={code}>{LOCALE_NAMES[code]}</span>
      {after}
    </>
  );
}
