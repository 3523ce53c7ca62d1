import { lazyRoute } from './lib/lazy-route.js';
import { paths } from './lib/paths.js';
import type { AuthDemoProps } from './template/auth/page.js';
import { CALENDAR_PATHS } from './template/calendar/paths.js';
import { COMMUNITY_PATHS } from './template/community/paths.js';
import { DASHBOARD_PATHS } from './template/dashboards/paths.js';
import { INBOX_PATHS } from './template/inbox/paths.js';
import { MENU_DEMO_PATHS } from './template/menu-demo/paths.js';
import { ORGANIZER_PATHS } from './template/organizer/paths.js';
import type { TemplateShellProps } from './template/shell.js';
import { SHOP_PATHS } from './template/shop/paths.js';
import { LANDING_PATH, THEME_PAGE_PATHS } from './template/theme-pages/paths.js';

export const HomePage = lazyRoute('home', () => import('./pages/home.js'));
export const SearchPage = lazyRoute('search', () => import('./pages/search.js'));
export const ArticlePage = lazyRoute('article', () => import('./pages/article.js'));
export const BookmarksPage = lazyRoute('bookmarks', () => import('./pages/bookmarks.js'));
export const ProfilePage = lazyRoute('profile', () => import('./pages/profile.js'));
export const SubscriptionPage = lazyRoute('subscription', () => import('./pages/subscription.js'));
export const LoginPage = lazyRoute('login', () => import('./pages/login.js'));
export const ForgotPasswordPage = lazyRoute('forgot-password', () => import('./pages/forgot-password.js'));
export const ResetPasswordPage = lazyRoute('reset-password', () => import('./pages/reset-password.js'));
export const SocialCallbackPage = lazyRoute('social-callback', () => import('./pages/social-callback.js'));
export const WritePage = lazyRoute('write', () => import('./pages/write.js'));
export const MyArticlesPage = lazyRoute('my-articles', () => import('./pages/my-articles.js'));
export const ContentStatsPage = lazyRoute('content-stats', () => import('./pages/content-stats.js'));
export const TermsPage = lazyRoute('terms', () => import('./pages/terms.js'));
export const NotFoundPage = lazyRoute('not-found', () => import('./pages/not-found.js'));
/** The template screens (src/template/): the kit's app shell with the demo menu, in chunks of their own. */
export const TemplatePage = lazyRoute<TemplateShellProps>('template', () => import('./template/shell.js'));
/** The template's auth demos (src/template/auth/): full screen in the blank layout, in a chunk of their own. */
export const AuthDemoPage = lazyRoute<AuthDemoProps>(
  'template-auth',
  () => import('./template/auth/page.js'),
);
/** The template's landing page (src/template/theme-pages/landing.tsx): full screen in the blank layout. */
export const LandingPage = lazyRoute('template-landing', () => import('./template/theme-pages/landing.js'));
export { LANDING_PATH };

/**
 * The template's pages built so far, as wouter patterns (`:name` is one path segment): the kit's
 * element demos, then each area's own list (src/template/<area>/paths.ts). Every other template
 * path is the not-found page.
 */
export const TEMPLATE_PATHS: readonly string[] = [
  '/charts/area',
  '/charts/candlestick',
  '/charts/column',
  '/charts/doughnut',
  '/charts/gradient',
  '/charts/line',
  '/charts/radialbar',
  '/forms/form-elements/autocomplete',
  '/forms/form-elements/button',
  '/forms/form-elements/checkbox',
  '/forms/form-elements/date-time',
  '/forms/form-elements/radio',
  '/forms/form-elements/slider',
  '/forms/form-elements/switch',
  '/forms/form-custom',
  '/forms/form-horizontal',
  '/forms/form-layout',
  '/forms/form-quill',
  '/forms/form-validation',
  '/forms/form-wizard',
  '/forms/form-vertical',
  '/tables/basic',
  '/tables/collapsible',
  '/tables/enhanced',
  '/tables/fixed-header',
  '/tables/pagination',
  '/tables/search',
  '/ui-components/accordion',
  '/ui-components/alert',
  '/ui-components/avatar',
  '/ui-components/chip',
  '/ui-components/dialog',
  '/ui-components/list',
  '/ui-components/popover',
  '/ui-components/rating',
  '/ui-components/tabs',
  '/ui-components/tooltip',
  '/ui-components/transfer-list',
  '/ui-components/typography',
  ...DASHBOARD_PATHS,
  ...COMMUNITY_PATHS,
  ...ORGANIZER_PATHS,
  ...INBOX_PATHS,
  ...CALENDAR_PATHS,
  ...SHOP_PATHS,
  ...THEME_PAGE_PATHS,
  ...Object.values(MENU_DEMO_PATHS),
];

/** Whether a path matches a route pattern of TEMPLATE_PATHS (`:name` matching one non-empty segment). */
const matches = (pattern: string, pathname: string) =>
  new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`).test(
    pathname,
  );

/** The template pattern a path opens, or undefined. */
export const templatePatternFor = (pathname: string) =>
  TEMPLATE_PATHS.find((pattern) => matches(pattern, pathname));

/**
 * The template's areas: the first segments of its pages' paths (`/apps`, `/charts`, `/menu-demo`…).
 * A path in one without a page is the not-found page inside the shell, with its menu.
 */
export const TEMPLATE_AREAS: readonly string[] = [
  ...new Set(TEMPLATE_PATHS.map((pattern) => `/${pattern.split('/')[1]}`)),
];

/** Whether a path lies in a template area (`/apps/nothing`), whether or not a page has it. */
export const inTemplateArea = (pathname: string) =>
  TEMPLATE_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));

/**
 * The template's auth demos (spec section 2, "Auth demos"): auth1 the side style, auth2 the boxed
 * one. /auth/auth2/forgot-password is the product's own page (paths.forgotPassword), which stays:
 * that one demo has no route.
 */
export const AUTH_DEMO_PATHS: readonly string[] = [
  '/auth/auth1/login',
  '/auth/auth1/register',
  '/auth/auth1/forgot-password',
  '/auth/auth1/two-steps',
  '/auth/auth2/login',
  '/auth/auth2/register',
  '/auth/auth2/two-steps',
  '/auth/error',
  '/auth/maintenance',
];

/** The page a path opens, to preload before the first render. */
export function pageFor(pathname: string) {
  if (pathname === paths.home) return HomePage;
  if (pathname === paths.search) return SearchPage;
  if (pathname.startsWith('/core/article/')) return ArticlePage;
  if (pathname === paths.bookmarks) return BookmarksPage;
  if (pathname === paths.profile) return ProfilePage;
  if (pathname === paths.subscription) return SubscriptionPage;
  if (pathname === paths.login) return LoginPage;
  if (pathname === paths.forgotPassword) return ForgotPasswordPage;
  if (pathname === paths.resetPassword) return ResetPasswordPage;
  if (pathname.startsWith(paths.socialCallbackPrefix)) return SocialCallbackPage;
  if (pathname.startsWith('/core/write/')) return WritePage;
  if (pathname === paths.myArticles) return MyArticlesPage;
  if (pathname === paths.contentStats) return ContentStatsPage;
  if (pathname === paths.terms) return TermsPage;
  if (inTemplateArea(pathname)) return TemplatePage;
  if (AUTH_DEMO_PATHS.includes(pathname)) return AuthDemoPage;
  if (pathname === LANDING_PATH) return LandingPage;
  return NotFoundPage;
}
