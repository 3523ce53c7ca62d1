import type { MenuItem } from '@katha/ui/nav-menu';
import type { useI18n } from '../state/locale.js';
import { MENU_DEMO_PATHS } from './menu-demo/paths.js';

type Translate = ReturnType<typeof useI18n>['t'];

/**
 * An entry of the template's demo menu before translation: `title`, `subheader`, `chip` and
 * `subtitle` name messages of the `web-template` catalog (without its prefix).
 */
interface Entry extends Omit<MenuItem, 'children'> {
  children?: Entry[];
}

const link = (id: string, href: string, icon?: string, extra: Partial<Entry> = {}): Entry => ({
  id,
  title: `menu.${id}`,
  href,
  ...(icon ? { icon } : {}),
  ...extra,
});
const group = (id: string, icon: string | undefined, children: Entry[]): Entry => ({
  id,
  title: `menu.${id}`,
  ...(icon ? { icon } : {}),
  children,
});
const section = (id: string, icon: string): Entry => ({
  id: `section-${id}`,
  subheader: `section.${id}`,
  icon,
});

/** The blog post and product the demo menu links to (spec section 2: /apps/blog/detail/{slug}, /apps/ecommerce/detail/{id}). */
const SAMPLE_POST = 'night-train-to-hampi';
const SAMPLE_PRODUCT = '1';

/**
 * The template's demo sidebar menu (spec section 2, "Template shell"): every section, item, chip,
 * subheader, the disabled and external items and the nested demo menu. The one place it is written;
 * the kit's `katha-nav-menu` draws it (as a sidebar, or a bar of dropdowns in the horizontal layout).
 */
const MENU: Entry[] = [
  section('home', 'home'),
  link('modern', '/dashboards/modern', 'home', { chip: 'menu.new', chipColor: 'secondary' }),
  link('ecommerceDashboard', '/dashboards/ecommerce', 'chart'),

  section('apps', 'apps'),
  link('contacts', '/apps/contacts', 'user'),
  group('blog', 'article', [
    link('blogPosts', '/apps/blog/post'),
    link('blogDetail', `/apps/blog/detail/${SAMPLE_POST}`),
  ]),
  group('ecommerce', 'card', [
    link('shop', '/apps/ecommerce/shop'),
    link('productDetail', `/apps/ecommerce/detail/${SAMPLE_PRODUCT}`),
    link('productList', '/apps/ecommerce/list'),
    link('checkout', '/apps/ecommerce/checkout'),
  ]),
  link('chats', '/apps/chats', 'bell'),
  group('userProfile', 'user', [
    link('profile', '/apps/user-profile/profile'),
    link('followers', '/apps/user-profile/followers'),
    link('friends', '/apps/user-profile/friends'),
    link('gallery', '/apps/user-profile/gallery'),
  ]),
  link('notes', '/apps/notes', 'pencil'),
  link('calendar', '/apps/calendar', 'layers'),
  link('email', '/apps/email', 'bell'),
  link('tickets', '/apps/tickets', 'bookmark'),

  section('pages', 'article'),
  link('treeview', '/theme-pages/treeview', 'layers'),
  link('pricing', '/theme-pages/pricing', 'card'),
  link('accountSettings', '/theme-pages/account-settings', 'user'),
  link('faq', '/theme-pages/faq', 'search'),
  link('landing', '/landingpage', 'home'),
  group('widgets', 'apps', [
    link('widgetCards', '/widgets/cards'),
    link('widgetBanners', '/widgets/banners'),
    link('widgetCharts', '/widgets/charts'),
  ]),

  section('forms', 'forms'),
  group('formElements', 'forms', [
    link('autocomplete', '/forms/form-elements/autocomplete'),
    link('button', '/forms/form-elements/button'),
    link('checkbox', '/forms/form-elements/checkbox'),
    link('radio', '/forms/form-elements/radio'),
    link('dateTime', '/forms/form-elements/date-time'),
    link('slider', '/forms/form-elements/slider'),
    link('switch', '/forms/form-elements/switch'),
  ]),
  link('formLayout', '/forms/form-layout', 'forms'),
  link('formHorizontal', '/forms/form-horizontal', 'forms'),
  link('formVertical', '/forms/form-vertical', 'forms'),
  link('formCustom', '/forms/form-custom', 'forms'),
  link('formWizard', '/forms/form-wizard', 'forms'),
  link('formValidation', '/forms/form-validation', 'forms'),
  link('formEditor', '/forms/form-quill', 'pencil'),

  section('tables', 'table'),
  link('tableBasic', '/tables/basic', 'table'),
  link('tableCollapsible', '/tables/collapsible', 'table'),
  link('tableEnhanced', '/tables/enhanced', 'table'),
  link('tableFixedHeader', '/tables/fixed-header', 'table'),
  link('tablePagination', '/tables/pagination', 'table'),
  link('tableSearch', '/tables/search', 'table'),

  section('ui', 'apps'),
  group('uiComponents', 'apps', [
    link('alert', '/ui-components/alert'),
    link('accordion', '/ui-components/accordion'),
    link('avatar', '/ui-components/avatar'),
    link('chip', '/ui-components/chip'),
    link('dialog', '/ui-components/dialog'),
    link('list', '/ui-components/list'),
    link('popover', '/ui-components/popover'),
    link('rating', '/ui-components/rating'),
    link('tabs', '/ui-components/tabs'),
    link('tooltip', '/ui-components/tooltip'),
    link('transferList', '/ui-components/transfer-list'),
    link('typography', '/ui-components/typography'),
  ]),

  section('charts', 'chart'),
  link('chartLine', '/charts/line', 'chart'),
  link('chartGradient', '/charts/gradient', 'chart'),
  link('chartArea', '/charts/area', 'chart'),
  link('chartCandlestick', '/charts/candlestick', 'chart'),
  link('chartColumn', '/charts/column', 'chart'),
  link('chartDoughnut', '/charts/doughnut', 'chart'),
  link('chartRadialbar', '/charts/radialbar', 'chart'),

  section('auth', 'login'),
  group('login', 'login', [link('sideLogin', '/auth/auth1/login'), link('boxedLogin', '/auth/auth2/login')]),
  group('register', 'user', [
    link('sideRegister', '/auth/auth1/register'),
    link('boxedRegister', '/auth/auth2/register'),
  ]),
  group('forgotPassword', 'search', [
    link('sideForgotPassword', '/auth/auth1/forgot-password'),
    link('boxedForgotPassword', '/auth/auth2/forgot-password'),
  ]),
  group('twoSteps', 'layers', [
    link('sideTwoSteps', '/auth/auth1/two-steps'),
    link('boxedTwoSteps', '/auth/auth2/two-steps'),
  ]),
  link('error', '/auth/error', 'ban'),
  link('maintenance', '/auth/maintenance', 'layers'),

  section('other', 'layers'),
  group('menuLevel', 'layers', [
    link('level1', MENU_DEMO_PATHS.level1),
    link('level11', MENU_DEMO_PATHS.level11),
    group('menuLevel2', undefined, [
      link('level2', MENU_DEMO_PATHS.level2),
      link('level21', MENU_DEMO_PATHS.level21),
      group('menuLevel3', undefined, [
        link('level3', MENU_DEMO_PATHS.level3),
        link('level31', MENU_DEMO_PATHS.level31),
      ]),
    ]),
  ]),
  { id: 'disabled', title: 'menu.disabled', icon: 'ban', disabled: true },
  link('subCaption', MENU_DEMO_PATHS.subCaption, 'article', { subtitle: 'menu.subCaptionText' }),
  link('chipItem', MENU_DEMO_PATHS.chipItem, 'bookmark', { chip: 'menu.new', chipColor: 'primary' }),
  link('outlined', MENU_DEMO_PATHS.outlined, 'bookmark', {
    chip: 'menu.outlinedChip',
    chipColor: 'success',
    variant: 'outlined',
  }),
  link('externalLink', 'https://www.npmjs.com/package/@katha/ui', 'article', { external: true }),
];

const translateEntry = (t: Translate, entry: Entry): MenuItem => {
  const message = (key: string | undefined) =>
    key ? t(`web-template.${key}` as Parameters<Translate>[0]) : undefined;
  const { children, title, subheader, chip, subtitle, ...rest } = entry;
  const item: MenuItem = { ...rest };
  if (title) item.title = message(title);
  if (subheader) item.subheader = message(subheader);
  if (chip) item.chip = message(chip);
  if (subtitle) item.subtitle = message(subtitle);
  if (children) item.children = children.map((child) => translateEntry(t, child));
  return item;
};

/** The demo menu in the interface's language. */
export function templateMenu(t: Translate): MenuItem[] {
  return MENU.map((entry) => translateEntry(t, entry));
}

/**
 * The titles leading to the entry with this href, in the interface's language: its section, the
 * groups holding it and its own ("Other", "Menu level", "Menu level 2", "Level 2.1"); empty when
 * no entry has it.
 */
export function menuTrail(t: Translate, href: string): string[] {
  const within = (entries: readonly Entry[]): Entry[] => {
    for (const entry of entries) {
      if (entry.href === href) return [entry];
      const below = within(entry.children ?? []);
      if (below.length) return [entry, ...below];
    }
    return [];
  };
  let section: Entry | undefined;
  for (const entry of MENU) {
    if (entry.subheader) section = entry;
    const found = within([entry]);
    if (found.length) {
      return [...(section ? [section] : []), ...found].map((item) =>
        t(`web-template.${item.subheader ?? item.title}` as Parameters<Translate>[0]),
      );
    }
  }
  return [];
}
