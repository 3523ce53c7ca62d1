import { atom, useStore } from 'jotai';
import { useEffect, useState } from 'react';

/**
 * The first screen's data the server fetched with a route's loader (src/loaders.ts), keyed by what
 * it was loaded for (route, params, locale). The server seeds its request's store with it, and the
 * browser seeds its own from the page's `katha-data` block before hydrating.
 */
export interface RouteData {
  key: string;
  data: unknown;
}

export const routeDataAtom = atom<RouteData | null>(null);

/**
 * The page's first data, when the store holds it for this key: read once when the page mounts
 * (so server and browser render the same first screen), dropped after it (a later visit of the
 * same page loads afresh).
 */
export function useRouteData<T>(key: string): T | undefined {
  const store = useStore();
  const [data] = useState(() => {
    const held = store.get(routeDataAtom);
    return held && held.key === key ? (held.data as T) : undefined;
  });
  useEffect(() => {
    if (data !== undefined) store.set(routeDataAtom, null);
  }, [data, store]);
  return data;
}
