import { type ReactNode, useEffect, useState } from 'react';
import { nextTurn } from '../lib/turns.js';

/**
 * Renders its children in a later task than the rest of the page (one per `Later`, in order):
 * parts beside or below the first screen (the header's bar content, the home's trending column,
 * what follows an article's text) stay out of the first render, which keeps each start-up task
 * short. They come in where nothing on screen moves.
 */
export function Later({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void nextTurn().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : null;
}
