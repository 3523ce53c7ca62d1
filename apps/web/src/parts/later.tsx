import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children one task after the rest of the page: parts beside or below the first
 * screen (the home's trending column, what follows an article's text) stay out of the first
 * render, which keeps each start-up task short. They come in after what is above them, so
 * nothing on screen moves.
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true));
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}
