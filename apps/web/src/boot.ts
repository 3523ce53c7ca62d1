// The page's only script tag (index.html): it loads the app once the server's page has painted.
// The page is whole without script (server-rendered, its stylesheets inline), so its first paint
// waits for none of the app's 125 kB: on a phone's connection the HTML, the first images and the
// fonts have the bandwidth to themselves, then the app's modules load all at once (the server lists
// them, shared/page-modules.ts) and hydrate. Lighthouse mobile (apps/web/README "Figures"): LCP
// home 2.1 and article 2.3 s with the modules preloaded in the head, 1.2 and 1.06–1.09 s loaded
// after the first paint; tests/e2e/visitor.spec.ts checks that no module is asked for before the
// page has painted.
import { PAGE_MODULES_ID, type PageModules } from '../shared/page-modules.js';

/**
 * Resolves once the page has painted its first content (its first contentful paint), at once if it
 * has; a page with nothing contentful to paint (a loading state whose words are for screen
 * readers only) has no such paint, so two frames and 50 ms do as well.
 */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (performance.getEntriesByName('first-contentful-paint').length) return resolve();
    const done = () => {
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    observer.observe({ type: 'paint' });
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)));
  });
}

const modules = JSON.parse(document.getElementById(PAGE_MODULES_ID)!.textContent!) as PageModules;
// A page the server could not render (its root empty) has nothing to paint before the app.
if (document.getElementById('root')?.hasChildNodes()) await painted();
for (const href of modules.preload) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}
await import(/* @vite-ignore */ modules.entry);
