import { SCREENS as APPS } from './apps/screens.js';
import { SCREENS as AUTH } from './auth/screens.js';
import { SCREENS as CHARTS } from './charts/screens.js';
import { SCREENS as DASHBOARDS } from './dashboards/screens.js';
import { SCREENS as FORMS } from './forms/screens.js';
import { SCREENS as LANDING } from './landingpage/screens.js';
import { SCREENS as MENU_DEMO } from './menu-demo/screens.js';
import { isScreen, type TemplateEntry, type TemplateScreen } from './shared/registry.js';
import { SCREENS as TABLES } from './tables/screens.js';
import { SCREENS as THEME_PAGES } from './theme-pages/screens.js';
import { SCREENS as UI_COMPONENTS } from './ui-components/screens.js';
import { SCREENS as WIDGETS } from './widgets/screens.js';

/**
 * The template's one table: each area's (src/template/<first URL segment>/screens.ts) screens and
 * menu entries, in the demo menu's order. The shell's pages and routes (shell.tsx, `screenFor`),
 * the server's status for a template path (src/entry-server.tsx) and the demo menu (menu.ts) are
 * read from it; the reader's pages never load it (the router knows the areas only: src/routes.ts
 * TEMPLATE_AREAS).
 */
export const TEMPLATE_ENTRIES: readonly TemplateEntry[] = [
  ...DASHBOARDS,
  ...APPS,
  ...THEME_PAGES,
  ...LANDING,
  ...WIDGETS,
  ...FORMS,
  ...TABLES,
  ...UI_COMPONENTS,
  ...CHARTS,
  ...AUTH,
  ...MENU_DEMO,
];

/** The screens of the template's shell. */
export const TEMPLATE_SCREENS: readonly TemplateScreen[] = TEMPLATE_ENTRIES.filter(isScreen);

/** A path's screen and its parameters, matched with the router's matcher (src/routes.ts `matchPath`). */
export function screenFor(
  path: string,
  match: (pattern: string, path: string) => readonly [boolean, Record<string, string | undefined> | null],
): { screen: TemplateScreen; params: Record<string, string | undefined> } | undefined {
  for (const screen of TEMPLATE_SCREENS) {
    const [matched, params] = match(screen.path, path);
    if (matched) return { screen, params: params ?? {} };
  }
  return undefined;
}
