import { type ComponentType, createElement, lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { nextTurn } from './turns.js';

/**
 * True while `hydrateRoot` runs: Preact's compat layer (this site's build) hydrates in that call.
 * React's concurrent hydration renders later, so under React nothing waits for its turn.
 */
let hydrating = false;

/**
 * Takes over the server's markup in `root`: the app renders on top of it, reusing its elements
 * (the article's text and image stay the same nodes, so nothing is laid out or loaded again).
 * Parts made with `hydratedInTurn` hydrate in later tasks, each a task of its own.
 */
export function hydrateApp(root: Element, app: Parameters<typeof hydrateRoot>[1]): void {
  hydrating = true;
  try {
    hydrateRoot(root, app);
  } finally {
    hydrating = false;
  }
}

/**
 * `Component` (which must render one root element) hydrated in a task of its own after the rest
 * of the page: until then the server's element stays on screen as it is, so the first screen is
 * taken over in several short tasks instead of one long one. Rendered later by the app (a page
 * opened with a link), it renders at once like any component.
 */
export function hydratedInTurn<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const Deferred = lazy(() => nextTurn().then(() => ({ default: Component })));
  function HydratedInTurn(props: P) {
    const [defer] = useState(() => hydrating);
    // A boundary each: under a shared one, every part would resume with the last.
    return defer
      ? createElement(Suspense, { fallback: null }, createElement(Deferred, props))
      : createElement(Component, props);
  }
  HydratedInTurn.displayName = `HydratedInTurn(${Component.displayName ?? Component.name})`;
  return HydratedInTurn;
}
