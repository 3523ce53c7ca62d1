import type { paths } from '../../lib/paths.js';
import type { AuthDemoPath } from '../../routes.js';
import type { TemplateEntry } from '../shared/registry.js';

/** A demo's entry, or the product's own forgot-password page's (the boxed style's). */
const link = (
  groups: 'login' | 'register' | 'forgotPassword' | 'twoSteps',
  id: string,
  href: AuthDemoPath | (typeof paths)['forgotPassword'],
) => ({ menu: { section: 'auth', groups: [groups], id, href } }) as const;

/**
 * The auth demos' entries in the demo menu: full-screen pages, not in the shell (src/routes.ts
 * ROUTES routes them to ./page.tsx). /auth/auth2/forgot-password is the product's own page.
 */
export const SCREENS: readonly TemplateEntry[] = [
  link('login', 'sideLogin', '/auth/auth1/login'),
  link('login', 'boxedLogin', '/auth/auth2/login'),
  link('register', 'sideRegister', '/auth/auth1/register'),
  link('register', 'boxedRegister', '/auth/auth2/register'),
  link('forgotPassword', 'sideForgotPassword', '/auth/auth1/forgot-password'),
  link('forgotPassword', 'boxedForgotPassword', '/auth/auth2/forgot-password'),
  link('twoSteps', 'sideTwoSteps', '/auth/auth1/two-steps'),
  link('twoSteps', 'boxedTwoSteps', '/auth/auth2/two-steps'),
  { menu: { section: 'auth', id: 'error', icon: 'ban', href: '/auth/error' } },
  { menu: { section: 'auth', id: 'maintenance', icon: 'layers', href: '/auth/maintenance' } },
];
