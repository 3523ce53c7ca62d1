/** The route patterns of the theme pages (/theme-pages/*) and the landing page (/landingpage): src/routes.ts routes them to ./pages.tsx. */
export const THEME_PAGE_PATHS: readonly string[] = [];
