import type { Core } from '@strapi/strapi';

const LOCALE_NAMES = {
  en: 'English (en)',
  'hi-IN': 'Hindi (India) (hi-IN)',
  'kn-IN': 'Kannada (India) (kn-IN)',
};

/** en (default), hi-IN and kn-IN exist, whatever state the database is in. */
export const ensureLocales = async (strapi: Core.Strapi) => {
  const locales = strapi.plugin('i18n').service('locales');
  for (const [code, name] of Object.entries(LOCALE_NAMES)) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name });
  }
  if ((await locales.getDefaultLocale()) !== 'en') await locales.setDefaultLocale({ code: 'en' });
};
