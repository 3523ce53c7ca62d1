import { atom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import type { PageLoader } from '../loaders.js';

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
 * The page's first data, when the store holds it for what `loader` loads for `input` (its key):
 * read once when the page mounts (so server and browser render the same first screen), dropped
 * after it (a later visit of the same page loads afresh).
 */
export function useRouteData<Input extends object, Data>(
  loader: PageLoader<Input, Data>,
  input: Parameters<PageLoader<Input, Data>['key']>[0],
): Data | undefined {
  const store = useStore();
  const [data] = useState(() => {
    const held = store.get(routeDataAtom);
    // The server stored what this loader returned under this key (src/entry-server.tsx).
    return held && held.key === loader.key(input) ? (held.data as Data) : undefined;
  });
  useEffect(() => {
    if (data !== undefined) store.set(routeDataAtom, null);
  }, [data, store]);
  return data;
}
