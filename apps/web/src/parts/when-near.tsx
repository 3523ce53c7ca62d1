import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children (and so loads their code, when they are lazy) once its place on the page
 * comes within `margin` of the screen: parts far below the first screen (the home's authors and
 * newsletter on a phone) cost nothing at start-up. Nothing around it moves: until then it is an
 * empty block at the end of its column.
 */
export function WhenNear({ children, margin = 1500 }: { children: ReactNode; margin?: number }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place} />;
}
