import { useEffect, useState } from 'react';
import { nextTurn } from './turns.js';

/** How many items the first render draws, and how many each later task adds. */
const FIRST = 1;
const STEP = 1;

// Whether the reader has scrolled the page: read once when this code loads (the page laid out,
// so it costs nothing) and kept up by a listener, never during a render, where reading the scroll
// position would force the browser to lay the page out before the render is committed.
let scrolled = typeof window !== 'undefined' && window.scrollY > 0;
if (!scrolled && typeof window !== 'undefined')
  window.addEventListener('scroll', () => (scrolled = true), { once: true, passive: true });

/**
 * The first items of a list at once (`first`, by default one) and the rest a few at a time, one
 * task each: a page of cards (each a handful of the kit's elements) never blocks the main thread
 * in one long task. A reader who already scrolled the server's copy gets the whole list at once.
 */
export function useProgressive<T>(items: readonly T[], first = FIRST): readonly T[] {
  const [count, setCount] = useState(() => (scrolled ? Number.POSITIVE_INFINITY : first));
  const complete = count >= items.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step (count) schedules the next
  useEffect(() => {
    if (complete) return;
    let live = true;
    void nextTurn().then(() => {
      if (live) setCount((shown) => shown + STEP);
    });
    return () => {
      live = false;
    };
  }, [complete, count]);
  return complete ? items : items.slice(0, count);
}
