import type { Locale } from '@katha/i18n/core';

/**
 * The template's sample data in Hindi and Kannada (data files beside each screen): per locale,
 * per item id, the fields as they read in that language. English is the sample itself.
 */
export type SampleText<T> = Partial<Record<Locale, Record<string, Partial<T>>>>;

/**
 * `items` in `locale`: each translated field of a sample item whose value is still the English
 * sample's (`samples`), so what the person wrote or edited stays as written.
 */
export function inLocale<T extends { id: string }>(
  items: readonly T[],
  locale: string,
  samples: readonly T[],
  text: SampleText<T>,
): T[] {
  const translated = text[locale as Locale];
  if (!translated) return [...items];
  const english = new Map(samples.map((sample) => [sample.id, sample]));
  return items.map((item) => {
    const fields = translated[item.id];
    const sample = english.get(item.id);
    if (!fields || !sample) return item;
    const next = { ...item };
    for (const key of Object.keys(fields) as (keyof T)[])
      if (item[key] === sample[key]) next[key] = fields[key] as T[keyof T];
    return next;
  });
}
