/**
 * When a server-rendered element is wanted: once it comes within a screen of the viewport, or the
 * reader points at it, presses it or moves focus into it, whichever is first. Until then its
 * server-rendered shadow root is what the reader sees, and hydrating it would only cost the main
 * thread (issue 31: a phone hydrated the home's fifteen cards and their buttons at start, though
 * one card fits its screen). A press that comes before the hydration is taken by the page's
 * early-input capture and done again once the element is live (apps/web's early-input).
 */

/** What says the reader is about to use an element. */
const WAKING_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown'] as const;

/** How far from the viewport an element is wanted: a screen ahead, so scrolling finds it live. */
const MARGIN = '100%';

const waiting = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

function observe(element: Element) {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
    },
    { rootMargin: MARGIN },
  );
  observer.observe(element);
}

/**
 * Resolves once `element` is wanted (at once where the browser has no IntersectionObserver). An
 * element taken out of the page stops being watched until it is back (`watchAgain`).
 */
export function whenWanted(element: HTMLElement): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      waiting.delete(element);
      observer?.unobserve(element);
      for (const type of WAKING_EVENTS) element.removeEventListener(type, wake, true);
      resolve();
    };
    waiting.set(element, wake);
    for (const type of WAKING_EVENTS) element.addEventListener(type, wake, { capture: true, passive: true });
    observe(element);
  });
}

/** Stops watching a waiting element that left the page (the observer would keep it alive). */
export function stopWatching(element: Element): void {
  if (waiting.has(element)) observer?.unobserve(element);
}

/** Watches a waiting element again once it is back in the page. */
export function watchAgain(element: Element): void {
  if (waiting.has(element)) observe(element);
}
