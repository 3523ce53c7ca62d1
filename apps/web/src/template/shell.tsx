import { KathaAppShell } from '@katha/react/app-shell';
import { KathaLogo } from '@katha/react/logo';
import { KathaNavMenu } from '@katha/react/nav-menu';
import { KathaProfileCard } from '@katha/react/profile-card';
import type { SidebarChangeDetail } from '@katha/ui/app-shell';
import { useAtom } from 'jotai';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useI18n } from '../state/locale.js';
import { rememberSidebar, sidebarCollapsedAtom } from '../state/settings.js';
import { CALENDAR_PAGES } from './calendar/pages.js';
import type { ChartKind } from './charts/charts.js';
import { COMMUNITY_PAGES } from './community/pages.js';
import { DASHBOARD_PAGES } from './dashboards/pages.js';
import { INBOX_PAGES } from './inbox/pages.js';
import { templateMenu } from './menu.js';
import { MENU_DEMO_PAGES } from './menu-demo/pages.js';
import { ORGANIZER_PAGES } from './organizer/pages.js';
import type { TemplatePageProps, TemplatePages } from './shared/registry.js';
import { TEMPLATE_STYLES } from './shared/styles.js';
import { SHOP_PAGES } from './shop/pages.js';
import { THEME_PAGE_PAGES } from './theme-pages/pages.js';
import '../generated/messages/web-template.js';

/**
 * The kit's demo pages, each loaded with its own route only (in the shell's chunk, every template
 * route loaded every demo and the elements they show). `named`: a module's named export as a page.
 */
const named = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));
const tables = () => import('./tables/tables.js');
const formLayouts = () => import('./forms/form-layouts.js');
const AccordionDemo = lazy(() => import('./ui-components/accordion.js'));
const AlertDemo = lazy(() => import('./ui-components/alert.js'));
const AutocompleteDemo = lazy(() => import('./forms/form-elements/autocomplete.js'));
const AvatarDemo = lazy(() => import('./ui-components/avatar.js'));
const ButtonDemo = lazy(() => import('./forms/form-elements/button.js'));
const CheckboxDemo = lazy(() => import('./forms/form-elements/checkbox.js'));
const ChipDemo = lazy(() => import('./ui-components/chip.js'));
const DateTimeDemo = lazy(() => import('./forms/form-elements/date-time.js'));
const DialogDemo = lazy(() => import('./ui-components/dialog.js'));
const FormQuillDemo = lazy(() => import('./forms/form-quill.js'));
const FormValidationDemo = lazy(() => import('./forms/form-validation.js'));
const FormWizardDemo = lazy(() => import('./forms/form-wizard.js'));
const ListDemo = lazy(() => import('./ui-components/list.js'));
const PopoverDemo = lazy(() => import('./ui-components/popover.js'));
const RadioDemo = lazy(() => import('./forms/form-elements/radio.js'));
const RatingDemo = lazy(() => import('./ui-components/rating.js'));
const SliderDemo = lazy(() => import('./forms/form-elements/slider.js'));
const SwitchDemo = lazy(() => import('./forms/form-elements/switch.js'));
const TabsDemo = lazy(() => import('./ui-components/tabs.js'));
const TooltipDemo = lazy(() => import('./ui-components/tooltip.js'));
const TransferListDemo = lazy(() => import('./ui-components/transfer-list.js'));
const TypographyDemo = lazy(() => import('./ui-components/typography.js'));
const BasicTableDemo = named(tables, (module) => module.BasicTableDemo);
const CollapsibleTableDemo = named(tables, (module) => module.CollapsibleTableDemo);
const EnhancedTableDemo = named(tables, (module) => module.EnhancedTableDemo);
const FixedHeaderTableDemo = named(tables, (module) => module.FixedHeaderTableDemo);
const FormCustomDemo = named(formLayouts, (module) => module.FormCustomDemo);
const FormHorizontalDemo = named(formLayouts, (module) => module.FormHorizontalDemo);
const FormLayoutDemo = named(formLayouts, (module) => module.FormLayoutDemo);
const FormVerticalDemo = named(formLayouts, (module) => module.FormVerticalDemo);
const PaginationTableDemo = named(tables, (module) => module.PaginationTableDemo);
const SearchTableDemo = named(tables, (module) => module.SearchTableDemo);

/** The /charts pages carry Chart.js: a chunk of their own, loaded by those pages only. */
const ChartsDemo = lazy(() => import('./charts/charts.js'));
const chart = (kind: ChartKind) => () => <ChartsDemo kind={kind} />;

/**
 * The template's pages by route pattern (src/routes.ts TEMPLATE_PATHS routes exactly these here;
 * other template paths are the not-found page): the kit's element demos, then each area's pages.
 * The app routes with wouter and hands over the pattern and its parameters: importing wouter here
 * would split it out of the chunk the reader's pages share.
 */
const PAGES: TemplatePages = {
  '/charts/area': chart('area'),
  '/charts/candlestick': chart('candlestick'),
  '/charts/column': chart('column'),
  '/charts/doughnut': chart('doughnut'),
  '/charts/gradient': chart('gradient'),
  '/charts/line': chart('line'),
  '/charts/radialbar': chart('radialbar'),
  '/forms/form-elements/autocomplete': AutocompleteDemo,
  '/forms/form-elements/button': ButtonDemo,
  '/forms/form-elements/checkbox': CheckboxDemo,
  '/forms/form-elements/date-time': DateTimeDemo,
  '/forms/form-elements/radio': RadioDemo,
  '/forms/form-elements/slider': SliderDemo,
  '/forms/form-elements/switch': SwitchDemo,
  '/forms/form-custom': FormCustomDemo,
  '/forms/form-horizontal': FormHorizontalDemo,
  '/forms/form-layout': FormLayoutDemo,
  '/forms/form-quill': FormQuillDemo,
  '/forms/form-validation': FormValidationDemo,
  '/forms/form-wizard': FormWizardDemo,
  '/forms/form-vertical': FormVerticalDemo,
  '/tables/basic': BasicTableDemo,
  '/tables/collapsible': CollapsibleTableDemo,
  '/tables/enhanced': EnhancedTableDemo,
  '/tables/fixed-header': FixedHeaderTableDemo,
  '/tables/pagination': PaginationTableDemo,
  '/tables/search': SearchTableDemo,
  '/ui-components/accordion': AccordionDemo,
  '/ui-components/alert': AlertDemo,
  '/ui-components/avatar': AvatarDemo,
  '/ui-components/chip': ChipDemo,
  '/ui-components/dialog': DialogDemo,
  '/ui-components/list': ListDemo,
  '/ui-components/popover': PopoverDemo,
  '/ui-components/rating': RatingDemo,
  '/ui-components/tabs': TabsDemo,
  '/ui-components/tooltip': TooltipDemo,
  '/ui-components/transfer-list': TransferListDemo,
  '/ui-components/typography': TypographyDemo,
  ...DASHBOARD_PAGES,
  ...COMMUNITY_PAGES,
  ...ORGANIZER_PAGES,
  ...INBOX_PAGES,
  ...CALENDAR_PAGES,
  ...SHOP_PAGES,
  ...THEME_PAGE_PAGES,
  ...MENU_DEMO_PAGES,
};

/** The side login page the sidebar's profile card logs out to (spec section 2). */
const SIDE_LOGIN = '/auth/auth1/login';

export interface TemplateShellProps extends TemplatePageProps {
  /**
   * The page's route pattern (one of src/routes.ts TEMPLATE_PATHS): which page shows; undefined for
   * a path of the template's areas that has no page, which shows `notFound` in the shell.
   */
  pattern?: string;
  /** The not-found page, shown in the shell (with its menu) when no page has the path. */
  notFound: ReactNode;
  /** The path opened: the menu's current item. */
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
export default function TemplateShell({
  pattern,
  params,
  path,
  header,
  after,
  notFound,
}: TemplateShellProps) {
  const { t } = useI18n();
  const Page = pattern ? PAGES[pattern] : undefined;
  const items = useMemo(() => templateMenu(t), [t]);
  // The mini sidebar as the reader left it (the sidebar cookie, which the server rendered it from).
  const [collapsed, setCollapsed] = useAtom(sidebarCollapsedAtom);
  return (
    <KathaAppShell
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
        {Page ? <Page params={params} /> : notFound}
        {after}
      </Suspense>
    </KathaAppShell>
  );
}
