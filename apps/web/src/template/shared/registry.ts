import type { MenuItem } from '@katha/ui/nav-menu';
import type { ComponentType } from 'react';
import type { paths } from '../../lib/paths.js';
import type { AuthDemoPath, LANDING_PATH, TemplateArea } from '../../routes.js';

/** What a template page gets: its route's parameters (e.g. `slug` of `/apps/blog/detail/:slug`). */
export interface TemplatePageProps {
  params: Readonly<Record<string, string | undefined>>;
}

/** The demo menu's sections (src/template/menu.ts gives each its icon; its title is `section.<id>`). */
export type MenuSection = 'home' | 'apps' | 'pages' | 'forms' | 'tables' | 'ui' | 'charts' | 'auth' | 'other';

/** The demo menu's groups (src/template/menu.ts gives each its icon; its title is `menu.<id>`). */
export type MenuGroup =
  | 'blog'
  | 'ecommerce'
  | 'userProfile'
  | 'widgets'
  | 'formElements'
  | 'uiComponents'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'twoSteps'
  | 'menuLevel'
  | 'menuLevel2'
  | 'menuLevel3';

/**
 * An entry of the demo menu: its section, the groups holding it (the outer one first), its id (its
 * title is the `web-template` message `menu.<id>`) and its looks; `chip` and `subtitle` name
 * messages of the `web-template` catalog too. The menu shows the entries in the table's order
 * (src/template/screens.ts).
 */
export interface MenuEntry extends Pick<MenuItem, 'icon' | 'chipColor' | 'variant'> {
  section: MenuSection;
  groups?: readonly MenuGroup[];
  id: string;
  chip?: string;
  subtitle?: string;
}

/** A screen's path: in one of the template's areas. */
export type TemplatePath = `/${TemplateArea}/${string}` | `/${TemplateArea}`;

/** A page's module (a chunk of its own, loaded with its route only), as `import()` gives it. */
export type PageModule<P> = () => Promise<{ default: ComponentType<TemplatePageProps & P> }>;

/**
 * A screen of the template's shell: its route pattern (wouter's syntax), its page and the props the
 * page gets besides `params`, and its menu entry (`params`: the values the menu's link puts in the
 * pattern's parameters). The shell's routes and pages, the server's status for a template path and
 * the menu's links all come from these entries.
 */
export interface TemplateScreen {
  /** In one of the template's areas (src/routes.ts TEMPLATE_AREAS: the router sends those to the shell). */
  path: TemplatePath;
  page: PageModule<object>;
  props?: object;
  menu?: MenuEntry & { params?: Readonly<Record<string, string>> };
}

/**
 * A menu entry that is no screen of the shell: a link to a full-screen page (the auth demos, the
 * landing page, routed by src/routes.ts ROUTES), a link out of the site, or a disabled entry. Its
 * type keeps it out of the shell's areas: a link there is a screen, with its page.
 */
export interface MenuOnly {
  menu: MenuEntry &
    (
      | { href: AuthDemoPath | (typeof paths)['forgotPassword'] | typeof LANDING_PATH }
      | { href: `https://${string}`; external: true }
      | { disabled: true }
    );
}

/** An entry of the template's table (src/template/screens.ts): a screen, or a menu entry only. */
export type TemplateEntry = TemplateScreen | MenuOnly;

/** A screen, its page's props checked against its page. */
export const screen = <const P extends object = object>(entry: {
  path: TemplatePath;
  page: PageModule<P>;
  props?: P;
  menu?: TemplateScreen['menu'];
}) => entry as TemplateScreen;

/** Whether a table entry is a screen of the shell. */
export const isScreen = (entry: TemplateEntry): entry is TemplateScreen => 'path' in entry;

/** A page that is one of a module's named exports (a module of several pages). */
export const named =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<TemplatePageProps>) =>
  () =>
    load().then((module) => ({ default: pick(module) }));
