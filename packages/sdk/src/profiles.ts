import { DEFAULT_LOCALE, LOCALES, type Locale } from '@katha/rules';
import type { Profile } from './types.js';

/** A profile's bio in one language, and which language it is in (for the element's `lang`). */
export interface LocalizedBio {
  text: string;
  locale: Locale;
}

/**
 * The bio to show on a page in `locale`: the profile's bio in that language, else in the default
 * language (`en`), else in any other language it has; null when it has none.
 */
export function bioFor(
  profile: Pick<Profile, 'bios'> | null | undefined,
  locale: string,
): LocalizedBio | null {
  const bios = profile?.bios;
  if (!bios) return null;
  for (const candidate of [locale, DEFAULT_LOCALE, ...LOCALES]) {
    const text = bios[candidate as Locale]?.trim();
    if (text) return { text, locale: candidate as Locale };
  }
  return null;
}
