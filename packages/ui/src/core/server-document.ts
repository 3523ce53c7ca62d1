import { DEFAULT_SETTINGS, type ThemeSettings } from '../theme/settings.js';

/**
 * On a server (Lit SSR in Node): the menu layout of the page being rendered (its
 * `<html data-katha-nav>`, the reader's setting), which `@katha/ui/ssr`'s `withLocale` gives
 * per request; undefined elsewhere. The app shell draws its sidebar or bar from it (app-shell.ts).
 */
let serverNav: () => ThemeSettings['navLayout'] | undefined = () => undefined;

/** Server only: where `serverNavLayout` comes from (`@katha/ui/ssr` sets it). */
export function setServerNavLayout(provider: () => ThemeSettings['navLayout'] | undefined): void {
  serverNav = provider;
}

export const serverNavLayout = (): ThemeSettings['navLayout'] | undefined => serverNav();

/** Server only: the page's menu layout, or the default one when it has none (as the browser's). */
export const serverMenuLayout = (): ThemeSettings['navLayout'] => serverNav() ?? DEFAULT_SETTINGS.navLayout;
