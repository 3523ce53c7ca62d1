import type { SVGTemplateResult } from 'lit';
import { appsIcon } from '../icons/apps.js';
import { articleIcon } from '../icons/article.js';
import { banIcon } from '../icons/ban.js';
import { bellIcon } from '../icons/bell.js';
import { bookmarkIcon } from '../icons/bookmark.js';
import { cardIcon } from '../icons/card.js';
import { chartIcon } from '../icons/chart.js';
import { dotIcon } from '../icons/dot.js';
import { formsIcon } from '../icons/forms.js';
import { homeIcon } from '../icons/home.js';
import { layersIcon } from '../icons/layers.js';
import { loginIcon } from '../icons/login.js';
import { pencilIcon } from '../icons/pencil.js';
import { searchIcon } from '../icons/search.js';
import { tableIcon } from '../icons/table.js';
import { userIcon } from '../icons/user.js';

/** The icons a menu item may name in its `icon` field. */
export const MENU_ICONS = {
  apps: appsIcon,
  article: articleIcon,
  ban: banIcon,
  bell: bellIcon,
  bookmark: bookmarkIcon,
  card: cardIcon,
  chart: chartIcon,
  dot: dotIcon,
  forms: formsIcon,
  home: homeIcon,
  layers: layersIcon,
  login: loginIcon,
  pencil: pencilIcon,
  search: searchIcon,
  table: tableIcon,
  user: userIcon,
} satisfies Record<string, SVGTemplateResult>;

export type MenuIconName = keyof typeof MENU_ICONS;

/** The named icon, or a small dot for an unknown or missing name. */
export function menuIcon(name: string | undefined): SVGTemplateResult {
  return (name && MENU_ICONS[name as MenuIconName]) || dotIcon;
}
