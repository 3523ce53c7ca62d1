import { applySettings, loadSettings } from '@katha/ui/theme';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.js';
import { pageFor } from './routes.js';
import { applyDocumentLocale, localeAtom } from './state/locale.js';
import { restoreSession } from './state/session.js';
import { store } from './state/store.js';

applySettings(loadSettings());
applyDocumentLocale(store.get(localeAtom));
void restoreSession();

// The first page's code is loaded before the first render, so the app replaces the server's
// markup with the finished page in one step. A transition: React renders it in short slices,
// the server's page staying on screen until the new one is committed; Preact's compat layer (what
// this site's build uses, vite.config.ts) renders it at once, in the same task, reusing the
// server's elements where they match and removing the rest.
const root = document.getElementById('root')!;
void pageFor(location.pathname)
  .preload()
  .finally(() => startTransition(() => createRoot(root).render(<App />)));
