import type { SVGTemplateResult, TemplateResult } from 'lit';
import { adjustmentsIcon } from './adjustments.js';
import { appsIcon } from './apps.js';
import { articleIcon } from './article.js';
import { banIcon } from './ban.js';
import { bellIcon } from './bell.js';
import { bookmarkIcon } from './bookmark.js';
import { cardIcon } from './card.js';
import { chartIcon } from './chart.js';
import { closeIcon } from './close.js';
import { dotIcon } from './dot.js';
import { formsIcon } from './forms.js';
import { globeIcon } from './globe.js';
import { heartIcon } from './heart.js';
import { homeIcon } from './home.js';
import { icon } from './icon.js';
import { inboxIcon } from './inbox.js';
import { layersIcon } from './layers.js';
import { loginIcon } from './login.js';
import { logoutIcon } from './logout.js';
import { menuIcon } from './menu.js';
import { pencilIcon } from './pencil.js';
import { searchIcon } from './search.js';
import { starIcon } from './star.js';
import { tableIcon } from './table.js';
import { userIcon } from './user.js';

/**
 * The icons an element takes by name (an icon button's `icon`, a list item's, a menu item's):
 * one set, so every such element draws the same names.
 */
const ICONS = {
  adjustments: adjustmentsIcon,
  apps: appsIcon,
  article: articleIcon,
  ban: banIcon,
  bell: bellIcon,
  bookmark: bookmarkIcon,
  card: cardIcon,
  chart: chartIcon,
  close: closeIcon,
  dot: dotIcon,
  forms: formsIcon,
  globe: globeIcon,
  heart: heartIcon,
  home: homeIcon,
  inbox: inboxIcon,
  layers: layersIcon,
  login: loginIcon,
  logout: logoutIcon,
  menu: menuIcon,
  pencil: pencilIcon,
  search: searchIcon,
  star: starIcon,
  table: tableIcon,
  user: userIcon,
} satisfies Record<string, SVGTemplateResult>;

/** The name of one of the kit's icons. */
export type IconName = keyof typeof ICONS;

/** The named icon as a decorative `<svg>` (`icon()`), or undefined for an unknown or missing name. */
export function namedIcon(name: string | undefined): TemplateResult | undefined {
  return name && Object.hasOwn(ICONS, name) ? icon(ICONS[name as IconName]) : undefined;
}
