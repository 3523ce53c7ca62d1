import { applySettings, loadSettings } from '@katha/ui/theme';
import { startTransition } from 'react';
import { App } from './app.js';
import { hydrateApp } from './lib/hydration.js';
import { nextTurn } from './lib/turns.js';
import { pageFor } from './routes.js';
import { applyDocumentLocale, localeAtom } from './state/locale.js';
import { restoreSession } from './state/session.js';
import { store } from './state/store.js';

applySettings(loadSettings());
applyDocumentLocale(store.get(localeAtom));
void restoreSession();

// The first page's code is loaded before the first render, so the app takes over the server's
// markup (an article, the home's first screen) with the finished page, in a task after this
// module's own work: it hydrates it, reusing the server's elements where they match and
// replacing the rest, and the parts made with `hydratedInTurn` follow a task each.
const root = document.getElementById('root')!;
void pageFor(location.pathname)
  .preload()
  .then(nextTurn, nextTurn)
  .then(() => startTransition(() => hydrateApp(root, <App />)));
