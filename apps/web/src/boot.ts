// The page's only script tag. The stylesheets are static (the server inlines them), so the
// server's markup (an article, the home's first cards) is styled at once; the app itself starts
// once that first screen is painted: after the images the server marked for the largest paint
// (`fetchpriority="high"`) have loaded, or at most MAX_WAIT ms later, and then after a frame. The
// app's code then downloads without competing with the image, and its start-up work runs after
// the reader already sees the page.
import '@katha/ui/fonts.css';
import 'virtual:katha-tokens.css';
import './styles/app.css';
import { isInAppWrapper } from './lib/app-wrapper.js';

// `?app=1` (the mobile app's web view) is remembered at once, not when the app starts: a visit
// that moves on before then stays without the header.
isInAppWrapper();

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

/** The app's modules (listed by the build in index.html) start downloading, none evaluated yet. */
function fetchAppModules(): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById('katha-app-modules')?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    links.append(link);
  }
  document.head.append(links);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start(): Promise<void> {
  await imagesLoaded();
  await painted();
  fetchAppModules();
  // One step per task: React and the routes, then the first page's code (loading meanwhile),
  // then the app, which renders once the page's code is there.
  await nextTask();
  const { pageFor } = await import('./routes.js');
  await nextTask();
  const page = pageFor(location.pathname).preload();
  await nextTask();
  await page.catch(() => undefined);
  await nextTask();
  await import('./main.js');
}

void start();
