import { Provider } from 'jotai';
import { useEffect, useRef } from 'react';
import { Route, Router, Switch, useLocation, useSearch } from 'wouter';
import { BlankLayout } from './layout/blank-layout.js';
import { FullLayout } from './layout/full-layout.js';
import { Header } from './layout/header.js';
import { loginPath, paths } from './lib/paths.js';
import { type LoaderContext, LoaderProvider } from './loaders.js';
import { ReaderState } from './parts/reader-state.js';
import {
  BLANK_AREA,
  matchPath,
  NotFoundPage,
  ROUTES,
  type RouteParams,
  type SiteRoute,
  TEMPLATE_AREA,
  TemplatePage,
} from './routes.js';
import type { AppStore } from './state/store.js';

/** Elements with links (logo, icon buttons, menus) fire `katha-navigate`: route in the app, no reload. */
function useElementNavigation() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const here = useRef(location);
  here.current = search ? `${location}?${search}` : location;
  useEffect(() => {
    const onNavigate = (event: CustomEvent<{ href: string }>) => {
      const { href } = event.detail;
      if (!href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      // Sign-in comes back to the page the reader was on.
      navigate(href === paths.login ? loginPath(here.current) : href);
    };
    document.addEventListener('katha-navigate', onNavigate as EventListener);
    return () => document.removeEventListener('katha-navigate', onNavigate as EventListener);
  }, [navigate]);
}

/** A path of the template's areas: its shell, which finds the path's screen (src/template/shell.tsx). */
function TemplateRoute() {
  const [path] = useLocation();
  return (
    <TemplatePage
      matchPath={matchPath}
      path={path}
      header={<Header />}
      after={<ReaderState />}
      notFound={<NotFoundPage />}
    />
  );
}

/** The routes of a layout (src/routes.ts), then its not-found page. */
function routesIn(layout: SiteRoute['layout']) {
  return (
    <Switch>
      {ROUTES.filter((route) => route.layout === layout).map(({ path, key = path, page: Page, props }) => (
        <Route key={key} path={path}>
          {(params: RouteParams) => <Page {...props?.(params)} />}
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/**
 * The router, from the route table (src/routes.ts), in its order (routeFor matches the same way):
 * the blank layout's area, the template's areas (its shell), then the reader's layout. A layout
 * stays mounted while the reader moves between its pages.
 */
function Routes() {
  useElementNavigation();
  return (
    <Switch>
      <Route path={BLANK_AREA}>
        <BlankLayout>{routesIn('blank')}</BlankLayout>
      </Route>
      <Route path={TEMPLATE_AREA}>
        <TemplateRoute />
      </Route>
      <Route>
        <FullLayout>{routesIn('full')}</FullLayout>
      </Route>
    </Switch>
  );
}

export interface AppProps {
  /** The request's store on the server (one per request), the browser's one store in the browser. */
  store: AppStore;
  /** The CMS client and sanitizer the route loaders use (src/loaders.ts). */
  loaders: LoaderContext;
  /** On the server: the request's path and query (wouter routes from them). */
  ssrPath?: string;
  ssrSearch?: string;
}

/** The whole app: the same tree on the server (src/entry-server.tsx) and in the browser (src/entry-client.tsx). */
export function App({ store, loaders, ssrPath, ssrSearch }: AppProps) {
  return (
    <Provider store={store}>
      <LoaderProvider value={loaders}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <Routes />
        </Router>
      </LoaderProvider>
    </Provider>
  );
}
