import { type ComponentType, createElement, lazy } from 'react';

export interface LazyRoute<P extends object> {
  (props: P): ReturnType<typeof createElement>;
  /** The page's module under src/, without its extension (`pages/home`: src/pages/home.tsx): the server preloads its chunks. */
  readonly page: string;
  /** Loads the route's code; resolves when it can render without suspending. */
  preload(): Promise<void>;
}

/**
 * A route's page in its own chunk (React.lazy), which renders without suspending once
 * preloaded: the app preloads the first page before its first render, so the server-rendered
 * article is replaced by the same article, not by a loading fallback (no layout shift).
 */
export function lazyRoute<P extends object>(
  page: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyRoute<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per route at module level
  const Route = (props: P) => (loaded ? createElement(loaded, props) : createElement(Lazy, props));
  return Object.assign(Route, { page, preload });
}
