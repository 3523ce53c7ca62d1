/** The route patterns of the theme pages (/theme-pages/*), in the template's shell: src/routes.ts routes them to ./pages.tsx. */
export const THEME_PAGE_PATHS: readonly string[] = [
  '/theme-pages/treeview',
  '/theme-pages/pricing',
  '/theme-pages/account-settings',
  '/theme-pages/faq',
];

/**
 * The landing page: full screen in the blank layout like the auth demos, not in the shell
 * (src/routes.ts routes it to ./landing.tsx, a chunk of its own).
 */
export const LANDING_PATH = '/landingpage';
