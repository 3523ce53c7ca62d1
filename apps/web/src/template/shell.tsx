import { KathaAppShell } from '@katha/react/app-shell';
import { KathaLogo } from '@katha/react/logo';
import { KathaNavMenu } from '@katha/react/nav-menu';
import { KathaProfileCard } from '@katha/react/profile-card';
import type { SidebarChangeDetail } from '@katha/ui/app-shell';
import { useAtom } from 'jotai';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useI18n } from '../state/locale.js';
import { rememberSidebar, sidebarCollapsedAtom } from '../state/settings.js';
import { templateMenu } from './menu.js';
import { screenFor, TEMPLATE_SCREENS } from './screens.js';
import type { TemplatePageProps, TemplateScreen } from './shared/registry.js';
import { TEMPLATE_STYLES } from './shared/styles.js';
import '../generated/messages/web-template.js';

/**
 * The template's pages by route pattern, from its table (src/template/screens.ts), each loaded with
 * its own route only (in the shell's chunk, every template route loaded every demo and the
 * elements they show). Screens of one module share its lazy page.
 */
const PAGES = (() => {
  const lazyPages = new Map<TemplateScreen['page'], ComponentType<TemplatePageProps>>();
  const pages = new Map<string, ComponentType<TemplatePageProps>>();
  for (const { path, page, props } of TEMPLATE_SCREENS) {
    const Lazy = lazyPages.get(page) ?? lazy(page);
    lazyPages.set(page, Lazy);
    pages.set(path, props ? (pageProps: TemplatePageProps) => <Lazy {...props} {...pageProps} /> : Lazy);
  }
  return pages;
})();

/** The side login page the sidebar's profile card logs out to (spec section 2). */
const SIDE_LOGIN = '/auth/auth1/login';

export interface TemplateShellProps {
  /**
   * The router's matcher (src/routes.ts `matchPath`), handed over by the app: the shell finds the
   * path's screen in the template's table with it (none: `notFound`, in the shell). Importing wouter
   * here would split it out of the chunk the reader's pages share.
   */
  matchPath: Parameters<typeof screenFor>[1];
  /** The not-found page, shown in the shell (with its menu) when no page has the path. */
  notFound: ReactNode;
  /** The path opened: its screen, and the menu's current item. */
  path: string;
  /**
   * The site's header (its top bar with the session, the settings drawer and the notifications),
   * handed over by the app (app.tsx) rather than imported: the code the reader's pages load with
   * the app then stays in the app's chunk instead of being split into chunks shared with this one.
   */
  header: ReactNode;
  /** Rendered after the page in its Suspense boundary (the reader's state, parts/reader-state.tsx). */
  after?: ReactNode;
}

/**
 * The template screens' frame (issue 16, section 1): the kit's app shell with the top bar and its
 * settings drawer, the demo menu (src/template/menu.ts) as the sidebar, the bar under the header or
 * the phone's drawer, the sidebar's profile card, and the demo page. Its own chunk: the reader's
 * routes never load it (src/routes.ts).
 */
export default function TemplateShell({ matchPath, path, header, after, notFound }: TemplateShellProps) {
  const { t } = useI18n();
  const found = screenFor(path, matchPath);
  const Page = found && PAGES.get(found.screen.path);
  const items = useMemo(() => templateMenu(t), [t]);
  // The mini sidebar as the reader left it (the sidebar cookie, which the server rendered it from).
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  return (
    <KathaAppShell
      // A screen's shell is its own, as when each screen was a route of the app's: another screen
      // (or the not-found page) draws a new one.
      key={found?.screen.path ?? ''}
      className="template-shell"
      collapsed={collapsed}
      onKathaSidebarChange={(event: CustomEvent<SidebarChangeDetail>) => {
        setCollapsed(event.detail.collapsed);
        rememberSidebar(event.detail.collapsed);
      }}
    >
      <style>{TEMPLATE_STYLES}</style>
      <KathaLogo slot="sidebar-header" />
      <div slot="header" className="template-header">
        {header}
      </div>
      <KathaNavMenu
        slot="sidebar"
        items={items}
        currentPath={path}
        label={t('web-template.shell.menuLabel')}
      />
      <KathaProfileCard
        slot="sidebar-footer"
        name={t('web-template.shell.profileName')}
        roleLabel={t('web-template.shell.profileRole')}
        logoutHref={SIDE_LOGIN}
      />
      <Suspense fallback={null}>
        {Page ? <Page params={found.params} /> : notFound}
        {after}
      </Suspense>
    </KathaAppShell>
  );
}
