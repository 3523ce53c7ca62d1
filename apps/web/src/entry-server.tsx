import type { Writable } from 'node:stream';
import type { Locale } from '@katha/i18n/core';
import { DEFAULT_LOCALE, isLocale } from '@katha/rules';
import type { KathaClient, User } from '@katha/sdk';
import { shareElementStyles, waitForStylesheets, withLocale } from '@katha/ui/ssr';
import { wrapCreateElement } from '@lit-labs/ssr-react';
import React from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ELEMENT_STYLES_PATH } from '../shared/element-styles.js';
import { App } from './app.js';
import { loadUser } from './lib/user.js';
import type { LoaderContext } from './loaders.js';
import type { PageData } from './page-data.js';
import { matchPath, NotFoundPage, pageOf, type RouteMatch, routeFor } from './routes.js';
import { baseLocaleAtom } from './state/locale.js';
import { type RouteData, routeDataAtom } from './state/route-data.js';
import { userAtom } from './state/session.js';
import { sidebarCollapsedAtom } from './state/settings.js';
import { createAppStore } from './state/store.js';
import { screenFor } from './template/screens.js';

// The kit's elements render on the server through Lit SSR, as declarative shadow DOM: this
// bundle's one React creates them through @lit-labs/ssr-react, and the @lit/react wrappers hand
// their properties to it (packages/ui README, "Server rendering").
(globalThis as { litSsrReactEnabled?: boolean }).litSsrReactEnabled = true;
// Each element's styles come once per page, as a cached stylesheet its shadow roots link, not as a
// <style> in every instance (the server serves them: server/render.ts elementStylesheetFile).
shareElementStyles(ELEMENT_STYLES_PATH);
const litCreateElement = wrapCreateElement(React.createElement) as (...args: unknown[]) => unknown;
Object.assign(React, {
  // @lit-labs/ssr-react 0.3.4 sets every prop it does not know on the element as an attribute,
  // String() and all: a wrapper's onClick came out as an inline onclick="() => …", which the CSP
  // refuses. Handlers do nothing on the server (the browser's render attaches them): drop them.
  createElement: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) =>
    litCreateElement(
      type,
      typeof type === 'string' && type.includes('-') && props ? withoutHandlers(props) : props,
      ...children,
    ),
});

function withoutHandlers(props: Record<string, unknown>): Record<string, unknown> {
  // Event handlers only (onClick, onKathaSortChange): other functions are properties the element
  // renders with (a data table's renderDetail), on the server too.
  const handlers = Object.keys(props).filter(
    (key) => typeof props[key] === 'function' && /^on[A-Z]/.test(key),
  );
  if (handlers.length === 0) return props;
  const kept = { ...props };
  for (const key of handlers) delete kept[key];
  return kept;
}

export interface RenderRequest {
  /** The request's path and query string (without `?`). */
  path: string;
  search: string;
  /** The reader's language (the locale cookie, else Accept-Language: state/locale.ts requestLocale). */
  locale: Locale;
  /** The CMS client, anonymous. */
  client: KathaClient;
  /**
   * For a request with a session cookie: the CMS client with its token. The page is rendered for
   * the reader it names (header, their view of the data) when the CMS confirms them in time, else
   * for a visitor.
   */
  readerClient?: KathaClient;
  sanitize: (html: string) => string;
  /** The template's sidebar at its mini width (the sidebar cookie, shared/theme-cookie.ts). */
  sidebarCollapsed?: boolean;
  /** The reader's menu layout (the theme cookie), as the page's `<html data-katha-nav>` says. */
  navLayout?: 'vertical' | 'horizontal';
  /** How long the route's data may take (ms); past it the page renders without, the browser loads it. */
  dataTimeout?: number;
}

/**
 * The route's first-screen data, for the head tags and the cache's tags (server/head.ts,
 * server/page-changes.ts): which loader's (src/loaders.ts `name`), and what it returned.
 */
export interface FirstData {
  loader?: string;
  data?: unknown;
}

export interface RenderedPage {
  /** 200, or 404 for an unknown path or article. */
  status: number;
  locale: Locale;
  /** The page's module (`pages/home`: src/pages/home.tsx): the server preloads its chunks. */
  page: string;
  /** The route's data, for the head tags (server/head.ts); undefined when it failed or there is none. */
  first: FirstData;
  /** The `katha-data` block's content, for the browser's store. */
  pageData: PageData;
  /** Streams the page's markup (the content of `<div id="root">`) into `target`, then ends it. */
  pipe(target: Writable, callbacks: { onShellError(error: unknown): void }): void;
  /**
   * For the head, once the markup has streamed its first chunk: the style that holds the first
   * paint until the element stylesheets the markup links have loaded (@katha/ui/ssr).
   */
  readonly headStyles: string;
  /**
   * Whether the page is whole, so the server may keep it for other visitors: false when its data
   * failed or came too late (it rendered its loading state) or a part of it failed to render.
   */
  readonly complete: boolean;
}

const withTimeout = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The CMS took too long')), ms)),
  ]);

/**
 * The route's first-screen data (src/routes.ts `data`), under the key its page reads it by
 * (state/route-data.ts), and whether it says the page does not exist.
 */
async function loadRoute(
  match: RouteMatch,
  request: RenderRequest,
  loaders: LoaderContext,
  profileId: string | null,
): Promise<{ route: RouteData; first: FirstData; missing: boolean } | null> {
  const source = 'route' in match ? match.route.data : undefined;
  if (!source) return null;
  const search = new URLSearchParams(request.search);
  const { key, data, missing } = await source.load(
    match.params,
    search,
    { locale: request.locale, profileId },
    loaders,
  );
  return { route: { key, data }, first: { loader: source.name, data }, missing };
}

/**
 * How long the server waits for the CMS to say who the reader is before it renders a visitor's page
 * (which the app then turns into theirs): the wait the route's data gets too.
 */
const USER_TIMEOUT_MS = 2000;

/** The reader a session names, or null (no session, a token the CMS refuses, or a slow CMS). */
const readerOf = (client: KathaClient | undefined): Promise<User | null> =>
  client ? withTimeout(loadUser(client), USER_TIMEOUT_MS).catch(() => null) : Promise.resolve(null);

/**
 * Renders a route of the app for a request: the reader (for a session cookie, the CMS's user of
 * its token), the route's data through its loader (as that reader, else as a visitor), a store of
 * its own seeded with both, and the same `<App>` the browser hydrates, routed from the request's
 * path, streamed by React.
 */
export async function render(request: RenderRequest): Promise<RenderedPage> {
  const locale = isLocale(request.locale) ? request.locale : DEFAULT_LOCALE;
  const match = routeFor(request.path);
  const route = pageOf(match);
  // A template area's path without a page: the not-found page inside the shell.
  const noTemplatePage = 'template' in match && !screenFor(request.path, matchPath);
  const user = await readerOf(request.readerClient);
  const loaders: LoaderContext = {
    client: (user && request.readerClient) || request.client,
    publicClient: request.client,
    sanitize: request.sanitize,
  };
  const profileId = user?.profile?.documentId ?? null;
  let complete = true;
  const [loaded] = await Promise.all([
    withTimeout(
      loadRoute(match, { ...request, locale }, loaders, profileId),
      request.dataTimeout ?? 2000,
    ).catch(
      // The CMS failed or is slow: the page renders without its data (loading), the browser loads it.
      () => {
        complete = false;
        return null;
      },
    ),
    route.preload(),
    noTemplatePage ? NotFoundPage.preload() : undefined,
  ]);
  const first: FirstData = loaded?.first ?? {};
  const status = route === NotFoundPage || loaded?.missing || noTemplatePage ? 404 : 200;

  const store = createAppStore();
  store.set(baseLocaleAtom, locale);
  store.set(routeDataAtom, loaded?.route ?? null);
  store.set(userAtom, user);
  store.set(sidebarCollapsedAtom, request.sidebarCollapsed ?? false);
  const pageData: PageData = { locale, route: loaded?.route ?? null, ...(user ? { user } : {}) };
  const stylesheets = new Set<string>();

  return {
    status,
    locale,
    page: route.page,
    first,
    pageData,
    pipe(target, { onShellError }) {
      // The kit's elements render in the page's language (`<html lang>`) and menu layout (`<html
      // data-katha-nav>`: the template's sidebar): on a server they cannot read the document's
      // (@katha/ui/ssr withLocale).
      const stream = withLocale(
        locale,
        () =>
          renderToPipeableStream(
            <App store={store} loaders={loaders} ssrPath={request.path} ssrSearch={request.search} />,
            {
              // Once every boundary is ready (the route's data is already loaded, so this is soon), and
              // no boundary outlined for its size: the page comes whole, without React's inline scripts
              // that reveal boundaries streamed later, which the CSP (script-src 'self') would block.
              onAllReady: () => stream.pipe(target),
              progressiveChunkSize: Number.MAX_SAFE_INTEGER,
              onShellError,
              onError: (error) => {
                complete = false;
                console.error('Render error:', error);
              },
            },
          ),
        { navLayout: request.navLayout, stylesheets },
      );
      setTimeout(() => stream.abort(), 10_000).unref();
    },
    get complete() {
      return complete;
    },
    get headStyles() {
      return waitForStylesheets(stylesheets);
    },
  };
}

/** The CSS of an element's stylesheet by name, which the server serves (server/render.ts). */
export { elementStylesheet } from '@katha/ui/ssr';

/** The server's choice of language for a request (server/render.ts). */
export { requestLocale } from './state/locale.js';
