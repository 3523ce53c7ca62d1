import type { MenuItem } from '@katha/ui/nav-menu';
import type { useI18n } from '../state/locale.js';
import { TEMPLATE_ENTRIES } from './screens.js';
import type { MenuGroup, MenuSection, TemplateEntry } from './shared/registry.js';

type Translate = ReturnType<typeof useI18n>['t'];

/**
 * An entry of the template's demo menu before translation: `title`, `subheader`, `chip` and
 * `subtitle` name messages of the `web-template` catalog (without its prefix).
 */
interface Entry extends Omit<MenuItem, 'children'> {
  children?: Entry[];
}

/** The sections' icons (the sections come in the table's order). */
const SECTION_ICONS: Record<MenuSection, string> = {
  home: 'home',
  apps: 'apps',
  pages: 'article',
  forms: 'forms',
  tables: 'table',
  ui: 'apps',
  charts: 'chart',
  auth: 'login',
  other: 'layers',
};

/** The groups' icons (the nested demo menu's inner levels have none). */
const GROUP_ICONS: Record<MenuGroup, string | undefined> = {
  blog: 'article',
  ecommerce: 'card',
  userProfile: 'user',
  widgets: 'apps',
  formElements: 'forms',
  uiComponents: 'apps',
  login: 'login',
  register: 'user',
  forgotPassword: 'search',
  twoSteps: 'layers',
  menuLevel: 'layers',
  menuLevel2: undefined,
  menuLevel3: undefined,
};

const withIcon = (icon: string | undefined) => (icon ? { icon } : {});

/** A table entry's item: a screen's links to its path (its parameters filled in), others to their href. */
function item(entry: TemplateEntry): Entry {
  const { section, groups, id, icon, ...looks } = entry.menu!;
  const { params, ...rest } = looks as typeof looks & { params?: Readonly<Record<string, string>> };
  const href =
    'path' in entry ? entry.path.replace(/:(\w+)/g, (_, name: string) => params?.[name] ?? '') : undefined;
  return { id, title: `menu.${id}`, ...(href ? { href } : {}), ...withIcon(icon), ...rest };
}

/**
 * The menu of the table's entries in its order: an entry opens its section when it differs from
 * the one before, and each group it names when the item before it is not that group.
 */
function menuOf(entries: readonly TemplateEntry[]): Entry[] {
  const menu: Entry[] = [];
  let section: MenuSection | undefined;
  for (const entry of entries) {
    if (!entry.menu) continue;
    if (entry.menu.section !== section) {
      section = entry.menu.section;
      menu.push({ id: `section-${section}`, subheader: `section.${section}`, icon: SECTION_ICONS[section] });
    }
    let into = menu;
    for (const id of entry.menu.groups ?? []) {
      let group = into.at(-1);
      if (group?.id !== id || !group.children) {
        group = { id, title: `menu.${id}`, ...withIcon(GROUP_ICONS[id]), children: [] };
        into.push(group);
      }
      into = group.children!;
    }
    into.push(item(entry));
  }
  return menu;
}

/**
 * The template's demo sidebar menu (spec section 2, "Template shell"): every section, item, chip,
 * subheader, the disabled and external items and the nested demo menu, from the template's table
 * (src/template/screens.ts). The kit's `katha-nav-menu` draws it (as a sidebar, or a bar of
 * dropdowns in the horizontal layout).
 */
const MENU = menuOf(TEMPLATE_ENTRIES);

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
 * The titles leading to the entry with this id, in the interface's language: its section, the
 * groups holding it and its own ("Other", "Menu level", "Menu level 2", "Level 2.1"); empty when
 * no entry has it.
 */
export function menuTrail(t: Translate, id: string): string[] {
  const within = (entries: readonly Entry[]): Entry[] => {
    for (const entry of entries) {
      if (entry.id === id) return [entry];
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
