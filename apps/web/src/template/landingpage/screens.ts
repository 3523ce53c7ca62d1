import type { TemplateEntry } from '../shared/registry.js';

/**
 * The landing page: full screen in the blank layout like the auth demos, not in the shell
 * (src/routes.ts routes it to ./landing.tsx, a chunk of its own).
 */
export const LANDING_PATH = '/landingpage';

/** Its entry in the demo menu. */
export const SCREENS: readonly TemplateEntry[] = [
  { menu: { section: 'pages', id: 'landing', icon: 'home', href: LANDING_PATH } },
];
