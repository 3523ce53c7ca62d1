import type { Locale } from '@katha/i18n/core';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { type LazyRoute, lazyRoute } from './lib/lazy-route.js';
import { paths } from './lib/paths.js';
import { articleData, homeData, type LoaderContext, type PageLoader, searchData } from './loaders.js';
import type { AuthDemoProps } from './template/auth/page.js';
import type { TemplateShellProps } from './template/shell.js';

/** A path's parameters as wouter reads them (`:slug`). */
export type RouteParams = Record<string, string | undefined>;

/**
 * The site's one route table. Each route says where it is (a wouter pattern), the layout around
 * it, its page (a chunk of its own), the page's props from the path, and the first-screen data the
 * server loads for it. The browser's router (src/app.tsx), the first page's preload (src/start.tsx),
 * the server's render and data (src/entry-server.tsx) and the modules the server preloads
 * (server/render.ts, by the page's module) all read this table; adding a page is adding a route.
 */
export interface SiteRoute {
  path: string;
  /**
   * Routes with the same key are one page: moving between their addresses keeps it mounted (the
   * router remounts the page of another key). Default: the path.
   */
  key?: string;
  /** `full`: the header and the reader's layout; `blank`: the sign-in screens' (no header). */
  layout: 'full' | 'blank';
  page: LazyRoute<object>;
  /** The page's props from the path's parameters (none: no props). */
  props?: (params: RouteParams) => object;
  /** The page's first-screen data: the server renders the page with it (src/loaders.ts). */
  data?: RouteLoad;
}

/** A route's first-screen data, loaded for a path (src/entry-server.tsx): see `routeData`. */
export interface RouteLoad {
  /** The loader's name (src/loaders.ts), for the server's head and cache tags. */
  name: string;
  load(
    params: RouteParams,
    search: URLSearchParams,
    reader: { locale: Locale; profileId: string | null },
    context: LoaderContext,
  ): Promise<{ key: string; data: unknown; missing: boolean }>;
}

/**
 * A route's first-screen data: its page's loader, given what the path says (`input`), under the key
 * the page reads it by (state/route-data.ts `useRouteData`). `input` may throw (a slug that is not
 * valid percent-encoding): the page then renders without data, as not found when `missing` says so.
 */
function routeData<Input extends object, Data>(
  loader: PageLoader<Input, Data>,
  input: (params: RouteParams, search: URLSearchParams) => Input,
  missing: (data: Data | null) => boolean = () => false,
): RouteLoad {
  return {
    name: loader.name,
    async load(params, search, reader, context) {
      let args: Input & typeof reader;
      try {
        args = { ...input(params, search), ...reader };
      } catch {
        return { key: '', data: null, missing: missing(null) };
      }
      const data = await loader.load(args, context);
      return { key: loader.key(args), data, missing: missing(data) };
    },
  };
}

/** The landing page's path: a full-screen page of the template's, in the blank layout. */
export const LANDING_PATH = '/landingpage';

/**
 * The template's auth demos (spec section 2, "Auth demos"): auth1 the side style, auth2 the boxed
 * one. /auth/auth2/forgot-password is the product's own page (paths.forgotPassword), which stays:
 * that one demo has no route. Their page (src/template/auth/page.tsx) and their menu entries
 * (src/template/auth/screens.ts) are typed by this list.
 */
export const AUTH_DEMO_PATHS = [
  '/auth/auth1/login',
  '/auth/auth1/register',
  '/auth/auth1/forgot-password',
  '/auth/auth1/two-steps',
  '/auth/auth2/login',
  '/auth/auth2/register',
  '/auth/auth2/two-steps',
  '/auth/error',
  '/auth/maintenance',
] as const;
export type AuthDemoPath = (typeof AUTH_DEMO_PATHS)[number];

export const NotFoundPage = lazyRoute('pages/not-found', () => import('./pages/not-found.js'));
/** The template screens (src/template/): the kit's app shell with the demo menu, in chunks of their own. */
export const TemplatePage = lazyRoute<TemplateShellProps>(
  'template/shell',
  () => import('./template/shell.js'),
);
const WritePage = lazyRoute<{ documentId?: string }>('pages/write', () => import('./pages/write.js'));
const AuthDemoPage = lazyRoute<AuthDemoProps>('template/auth/page', () => import('./template/auth/page.js'));

const page = <P extends object>(route: Omit<SiteRoute, 'page'> & { page: LazyRoute<P> }) =>
  route as SiteRoute;

/** The reader's and writer's pages (spec section 2), then the sign-in screens and the template's full-screen ones. */
export const ROUTES: readonly SiteRoute[] = [
  page({
    path: paths.home,
    layout: 'full',
    page: lazyRoute('pages/home', () => import('./pages/home.js')),
    data: routeData(homeData, () => ({})),
  }),
  page({
    path: paths.search,
    layout: 'full',
    page: lazyRoute('pages/search', () => import('./pages/search.js')),
    data: routeData(searchData, (_, search) => ({ key: search.get('key')?.trim() ?? '' })),
  }),
  page({
    path: '/core/article/:slug',
    layout: 'full',
    page: lazyRoute<{ slug: string }>('pages/article', () => import('./pages/article.js')),
    props: ({ slug }) => ({ slug: slug ?? '' }),
    data: routeData(
      articleData,
      ({ slug }) => ({ slug: decodeURIComponent(slug ?? '') }),
      (data) => data === null,
    ),
  }),
  page({
    path: paths.bookmarks,
    layout: 'full',
    page: lazyRoute('pages/bookmarks', () => import('./pages/bookmarks.js')),
  }),
  page({
    path: paths.profile,
    layout: 'full',
    page: lazyRoute('pages/profile', () => import('./pages/profile.js')),
  }),
  page({
    path: paths.subscription,
    layout: 'full',
    page: lazyRoute('pages/subscription', () => import('./pages/subscription.js')),
  }),
  // One page at both addresses: the studio moves a new article to its edit address after its
  // first save, and the writer goes on typing in the same editor (`key`).
  ...[paths.write, '/core/write/:documentId'].map((path) =>
    page({
      path,
      key: 'write',
      layout: 'full',
      page: WritePage,
      props: ({ documentId }) => ({ documentId }),
    }),
  ),
  page({
    path: paths.myArticles,
    layout: 'full',
    page: lazyRoute('pages/my-articles', () => import('./pages/my-articles.js')),
  }),
  page({
    path: paths.contentStats,
    layout: 'full',
    page: lazyRoute('pages/content-stats', () => import('./pages/content-stats.js')),
  }),
  page({
    path: paths.terms,
    layout: 'full',
    page: lazyRoute('pages/terms', () => import('./pages/terms.js')),
  }),
  page({
    path: paths.login,
    layout: 'blank',
    page: lazyRoute('pages/login', () => import('./pages/login.js')),
  }),
  page({
    path: paths.forgotPassword,
    layout: 'blank',
    page: lazyRoute('pages/forgot-password', () => import('./pages/forgot-password.js')),
  }),
  page({
    path: paths.resetPassword,
    layout: 'blank',
    page: lazyRoute('pages/reset-password', () => import('./pages/reset-password.js')),
  }),
  page({
    path: `${paths.socialCallbackPrefix}:provider`,
    layout: 'blank',
    page: lazyRoute<{ provider: string }>(
      'pages/social-callback',
      () => import('./pages/social-callback.js'),
    ),
    props: ({ provider }) => ({ provider: provider ?? '' }),
  }),
  ...AUTH_DEMO_PATHS.map((path) =>
    page({ path, layout: 'blank', page: AuthDemoPage, props: () => ({ path }) }),
  ),
  // The template's landing page (src/template/landingpage/landing.tsx): full screen, not in the shell.
  page({
    path: LANDING_PATH,
    layout: 'blank',
    page: lazyRoute('template/landingpage/landing', () => import('./template/landingpage/landing.js')),
  }),
];

/**
 * The template's areas, the first segments of its screens' paths (src/template/<area>/screens.ts,
 * whose paths' type allows these only). Every path in one opens the template's shell, which finds
 * its screen in the template's table (src/template/screens.ts `screenFor`), in the template's own
 * chunk, or shows the not-found page in the shell: the reader's pages load this list, not the table.
 */
export const TEMPLATE_AREAS = [
  'apps',
  'charts',
  'dashboards',
  'forms',
  'menu-demo',
  'tables',
  'theme-pages',
  'ui-components',
  'widgets',
] as const;
export type TemplateArea = (typeof TEMPLATE_AREAS)[number];

export const TEMPLATE_AREA = new RegExp(`^/(?:${TEMPLATE_AREAS.join('|')})(?:/.*)?$`);

/** Whether a path is one of the sign-in screens' (`/auth/…`) or the template's full-screen ones. */
export const BLANK_AREA = new RegExp(`^/auth/|^${LANDING_PATH}$`);

/** Where a path leads: its route and parameters, the template's shell, or nothing (not found). */
export type RouteMatch =
  | { route: SiteRoute; params: RouteParams }
  | { template: true; params: RouteParams }
  | { notFound: 'full' | 'blank'; params: RouteParams };

/** Whether `path` matches a wouter pattern, and its parameters: the router's own matcher and parser. */
export const matchPath = (pattern: string, path: string) => matchRoute(parse, pattern, path);

/**
 * The route a path opens, matched as the router matches it (wouter's own matcher and parser), in
 * the router's order (src/app.tsx): the blank layout's area, the template's (its shell), then the reader's.
 */
export function routeFor(path: string): RouteMatch {
  const blank = BLANK_AREA.test(path);
  if (!blank && TEMPLATE_AREA.test(path)) return { template: true, params: {} };
  const layout = blank ? 'blank' : 'full';
  for (const route of ROUTES) {
    if (route.layout !== layout) continue;
    const [matched, params] = matchPath(route.path, path);
    if (matched) return { route, params };
  }
  return { notFound: layout, params: {} };
}

/** The page module a match renders (the not-found page for none). */
export function pageOf(match: RouteMatch): Pick<LazyRoute<never>, 'page' | 'preload'> {
  if ('route' in match) return match.route.page;
  if ('template' in match) return TemplatePage;
  return NotFoundPage;
}
