// The app's start (src/entry-client.tsx loads it after Lit's hydrate support).
import '@katha/ui/fonts.css';
import 'virtual:katha-tokens.css';
import './styles/app.css';
import { isLocale } from '@katha/rules';
import { startTransition } from 'react';
import { readSidebarCookie } from '../shared/theme-cookie.js';
import { App } from './app.js';
import { rememberAppWrapperFlag } from './lib/app-wrapper.js';
import { katha } from './lib/client.js';
import { replayEarlyInput } from './lib/early-input.js';
import { sanitizeHtml } from './lib/sanitize.js';
import type { LoaderContext } from './loaders.js';
import { PAGE_DATA_ID, type PageData } from './page-data.js';
import { pageOf, routeFor } from './routes.js';
import { baseLocaleAtom, preferredLocale } from './state/locale.js';
import { routeDataAtom } from './state/route-data.js';
import { startSession } from './state/session.js';
import { sidebarCollapsedAtom, startSettings } from './state/settings.js';
import { browserStore } from './state/store.js';

// `?app=1` (the mobile app's web view) is remembered at once: a visit that moves on before the
// app started stays without the header.
rememberAppWrapperFlag();
// The reader's theme settings (or the system's mode) and the theme cookie the server renders from.
startSettings();

/** The server's data block (src/entry-server.tsx), or null when the page came without one. */
function pageData(): PageData | null {
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as PageData;
  } catch {
    return null;
  }
}

const loaders: LoaderContext = { client: katha, sanitize: sanitizeHtml };
const store = browserStore();
const data = pageData();
// The store starts as the server's did: the locale the page was rendered in, the route's data, the
// signed-in reader it was rendered for, the sidebar as the cookie it was rendered from says.
store.set(baseLocaleAtom, data && isLocale(data.locale) ? data.locale : preferredLocale());
store.set(routeDataAtom, data?.route ?? null);
startSession(data?.user);
store.set(sidebarCollapsedAtom, readSidebarCookie(document.cookie));

const root = document.getElementById('root')!;
const app = <App store={store} loaders={loaders} />;

// The first page's code loads before hydrating (src/boot.ts preloads its modules with the app's),
// so its lazy route renders at once: React hydrates the server's page, each Suspense boundary on
// its own. React DOM is imported here, not above, so that its evaluation (half the app's code) is a
// task of its own instead of a part of the app's: evaluating the app was the longest task of the
// home's script at 4x CPU (issue 31). The server lists its chunk with the app's (server/vite-manifest.ts).
void Promise.all([
  import('react-dom/client'),
  pageOf(routeFor(location.pathname))
    .preload()
    .catch(() => undefined),
]).then(([{ createRoot, hydrateRoot }]) => {
  if (root.hasChildNodes())
    startTransition(() => {
      hydrateRoot(root, app, {
        // Production React reports a mismatch only by its code: say what it is, for the journeys.
        onRecoverableError: (error, info) =>
          console.error('React hydration error:', error, info.componentStack ?? ''),
      });
    });
  else createRoot(root).render(app);
  // The presses the page took before the app ran, each once its element is live.
  replayEarlyInput();
});
