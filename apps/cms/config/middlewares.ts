export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'global::locale-guard',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
