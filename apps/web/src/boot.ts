// The page's only script tag. The stylesheets are static (the server inlines them), so the
// server's markup (an article, the home's first cards) is styled at once; the app itself starts
// once that first screen is painted: after the images the server marked for the largest paint
// (`fetchpriority="high"`) have loaded, or at most MAX_WAIT ms later, and then after a frame. The
// app's code then downloads without competing with the image, and its start-up work runs after
// the reader already sees the page.
import '@katha/ui/fonts.css';
import 'virtual:katha-tokens.css';
import './styles/app.css';
import { rememberAppWrapperFlag } from './lib/app-wrapper.js';

// `?app=1` (the mobile app's web view) is remembered at once, not when the app starts: a visit
// that moves on before then stays without the header.
rememberAppWrapperFlag();

const MAX_WAIT = 1500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The largest-paint images: in the page, and inside the server's declarative shadow roots whose
 * hosts say they hold one (`data-priority-images`), so no walk over the whole page is needed.
 */
function priorityImages(root: ParentNode = document, found: HTMLImageElement[] = []): HTMLImageElement[] {
  found.push(...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  for (const host of root.querySelectorAll('[data-priority-images]'))
    if (host.shadowRoot) priorityImages(host.shadowRoot, found);
  return found;
}

function imagesLoaded(): Promise<unknown> {
  const pending = priorityImages()
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    );
  return pending.length ? Promise.race([Promise.all(pending), delay(MAX_WAIT)]) : Promise.resolve();
}

/** After the next painted frames (a hidden tab paints none: a short timer stands in). */
const painted = () =>
  Promise.race([
    new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
    ),
    delay(100),
  ]);

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * How many module preloads to start per task: each costs the main thread a millisecond or more,
 * and several times that with DevTools attached (as under Lighthouse).
 */
const PRELOADS_PER_TASK = 1;

/** What the build lists in index.html (vite.config.ts): the app's modules and each page's own. */
function listedModules(): { app: string[]; pages: Record<string, string[]> } {
  const strings = (value: unknown) =>
    Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : [];
  try {
    const listed = JSON.parse(document.getElementById('katha-app-modules')?.textContent ?? '{}');
    const pages: Record<string, string[]> = {};
    for (const [page, files] of Object.entries(listed.pages ?? {})) pages[page] = strings(files);
    return { app: strings(listed.app), pages };
  } catch {
    return { app: [], pages: {} };
  }
}

/** Modules start downloading, none evaluated yet, a few per task. */
async function preloadModules(files: readonly string[]): Promise<void> {
  for (let start = 0; start < files.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    for (const file of files.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
  }
}

/**
 * The self-hosted regular faces (Devanagari and Kannada) start loading: the header's language
 * names use them on every page, and text laid out before its font arrives is laid out twice,
 * first in a system fallback the browser must look up (costly on some systems).
 */
function loadRegularFaces(): void {
  document.fonts?.forEach((face) => {
    if (face.weight === '400' && face.style === 'normal') face.load().catch(() => undefined);
  });
}

/** The browser's Intl data loads on a worker thread while the app's code loads (see the worker). */
function warmUpIntl(): void {
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url));
  } catch {
    // No workers (or not allowed): the first formatter loads the data on the main thread.
  }
}

async function start(): Promise<void> {
  await imagesLoaded();
  await painted();
  loadRegularFaces();
  await nextTask();
  warmUpIntl();
  await nextTask();
  const modules = listedModules();
  await preloadModules(modules.app);
  // One step per task: Preact and the routes, then the first page's code (loading meanwhile),
  // then the app (its state: the CMS client and the stored session; its components; main.tsx,
  // which renders once the page's code is there).
  await nextTask();
  const { pageFor } = await import('./routes.js');
  const page = pageFor(location.pathname);
  await nextTask();
  await preloadModules(modules.pages[page.page] ?? []);
  await nextTask();
  const loaded = page.preload();
  await nextTask();
  await loaded.catch(() => undefined);
  for (const step of [
    () => import('./state/session.js'),
    () => import('./app.js'),
    () => import('./main.js'),
  ]) {
    await nextTask();
    await step();
  }
}

void start();
