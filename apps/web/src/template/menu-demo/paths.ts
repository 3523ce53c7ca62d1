/**
 * The pages of the demo menu's own entries (the "Other" section: the nested levels, the entries
 * with a subtitle or a chip), by the entry's id in ../menu.ts; in the template's shell, routed by
 * src/routes.ts to ./pages.tsx. Each entry of the menu leads to a page.
 */
export const MENU_DEMO_PATHS = {
  level1: '/menu-demo/level-1',
  level11: '/menu-demo/level-1-1',
  level2: '/menu-demo/level-2',
  level21: '/menu-demo/level-2-1',
  level3: '/menu-demo/level-3',
  level31: '/menu-demo/level-3-1',
  subCaption: '/menu-demo/sub-caption',
  chipItem: '/menu-demo/chip',
  outlined: '/menu-demo/outlined',
} as const;
