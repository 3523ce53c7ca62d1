// The page's only script tag. The stylesheets are static (the server inlines them), so the
// server's markup (an article, the home's first cards) is styled at once; the app itself starts
// once that first screen is painted: after the images the server marked for the largest paint
// (`fetchpriority="high"`) have loaded, or at most MAX_WAIT ms later, and then after a frame. The
// app's code then downloads without competing with the image, and its start-up work runs after
// the reader already sees the page.
import '@katha/ui/fonts.css';
import 'virtual:katha-tokens.css';
import './styles/app.css';

const MAX_WAIT = 1500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The largest-paint images in the page and in the server's declarative shadow roots. */
function priorityImages(root: ParentNode = document, found: HTMLImageElement[] = []): HTMLImageElement[] {
  found.push(...root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  for (const element of root.querySelectorAll('*'))
    if (element.shadowRoot) priorityImages(element.shadowRoot, found);
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

void imagesLoaded()
  .then(painted)
  .then(() => {
    // The first page's chunk loads beside the app's own code (main.tsx waits for it to render).
    void import('./routes.js').then(({ pageFor }) => pageFor(location.pathname).preload());
    void import('./main.js');
  });
