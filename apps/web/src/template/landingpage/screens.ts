import { LANDING_PATH } from '../../routes.js';
import type { TemplateEntry } from '../shared/registry.js';

/**
 * The landing page's entry in the demo menu. The page is full screen in the blank layout like the
 * auth demos, not in the shell (src/routes.ts routes it to ./landing.tsx, a chunk of its own).
 */
export const SCREENS: readonly TemplateEntry[] = [
  { menu: { section: 'pages', id: 'landing', icon: 'home', href: LANDING_PATH } },
];
