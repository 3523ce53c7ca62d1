// Started by the boot script, on a thread of its own. The first Intl formatter a page makes
// costs about 20 ms: the browser loads its Unicode data (ICU) then, and caches it for the whole
// process, worker threads included. Making one of each kind here, in every locale, while the
// page is still loading, spares the main thread that cost in the app's first render (the dates,
// read times and counts the page formats) and in language switches.
import { createI18n, matchLocale, SUPPORTED_LOCALES } from '@katha/i18n/core';

matchLocale(navigator.languages);
for (const locale of SUPPORTED_LOCALES) {
  const i18n = createI18n(locale);
  i18n.formatDate(Date.now(), { dateStyle: 'long' });
  i18n.formatNumber(1234.5);
  i18n.formatRelativeTime(Date.now() - 60_000);
  i18n.formatReadTime(2);
}
close();
