import { type ReactNode, useEffect, useRef, useState } from 'react';

/** How long its place must stay near the screen: lists above it are still growing a card per task. */
const DWELL = 400;

/**
 * Renders its children (and so loads their code, when they are lazy) once its place on the page
 * has stayed within `margin` of the screen for a moment: parts far below the first screen (the
 * home's authors and newsletter on a phone) cost nothing at start-up. `margin` is a CSS length
 * above and below the screen ('1500px'; '100%' is one screen's height). Nothing around it moves:
 * until then it is an empty block at the end of its column.
 */
export function WhenNear({ children, margin = '1500px' }: { children: ReactNode; margin?: string }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const intersecting = entries.at(-1)?.isIntersecting ?? false;
        clearTimeout(timer);
        if (intersecting) timer = setTimeout(() => setNear(true), DWELL);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [near, margin]);
  return near ? children : <div ref={place} />;
}
