import {
  type MenuEntry,
  type MenuGroup,
  screen,
  type TemplateEntry,
  type TemplatePath,
} from '../shared/registry.js';
import type { MenuDemoEntry } from './page.js';

/** The pages of the demo menu's own entries: one small module. */
const page = () => import('./page.js');

const entry = (
  id: MenuDemoEntry,
  path: TemplatePath,
  groups: readonly MenuGroup[],
  looks: Omit<MenuEntry, 'section' | 'groups' | 'id'> = {},
) => screen({ path, page, props: { entry: id }, menu: { section: 'other', groups, id, ...looks } });

/**
 * The demo menu's own entries (the "Other" section: the nested levels, a disabled entry, the
 * entries with a subtitle or a chip, a link out of the site), each leading to a page that shows
 * where it sits in the menu.
 */
export const SCREENS: readonly TemplateEntry[] = [
  entry('level1', '/menu-demo/level-1', ['menuLevel']),
  entry('level11', '/menu-demo/level-1-1', ['menuLevel']),
  entry('level2', '/menu-demo/level-2', ['menuLevel', 'menuLevel2']),
  entry('level21', '/menu-demo/level-2-1', ['menuLevel', 'menuLevel2']),
  entry('level3', '/menu-demo/level-3', ['menuLevel', 'menuLevel2', 'menuLevel3']),
  entry('level31', '/menu-demo/level-3-1', ['menuLevel', 'menuLevel2', 'menuLevel3']),
  { menu: { section: 'other', id: 'disabled', icon: 'ban', disabled: true } },
  entry('subCaption', '/menu-demo/sub-caption', [], { icon: 'article', subtitle: 'menu.subCaptionText' }),
  entry('chipItem', '/menu-demo/chip', [], { icon: 'bookmark', chip: 'menu.new', chipColor: 'primary' }),
  entry('outlined', '/menu-demo/outlined', [], {
    icon: 'bookmark',
    chip: 'menu.outlinedChip',
    chipColor: 'success',
    variant: 'outlined',
  }),
  {
    menu: {
      section: 'other',
      id: 'externalLink',
      icon: 'article',
      href: 'https://www.npmjs.com/package/@katha/ui',
      external: true,
    },
  },
];
