/**
 * Vite's build manifest (build/client/.vite/manifest.json), read one way by the server, which lists
 * the chunks a page loads (render.ts `pageModules`), and by the size budget (scripts/first-load.mjs,
 * through this module's build), so the budget measures what the server preloads.
 */
export interface Manifest {
  [source: string]: { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
}

/** The app's entry (vite.config.ts `input`), which src/boot.ts imports after the first paint. */
export const APP_ENTRY = 'src/entry-client.tsx';

/** `key` and every manifest key it imports statically, directly or not, added to `into`. */
export function staticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) staticImports(manifest, next, into);
  return into;
}

/** What the app imports as it starts (src/start.tsx: React DOM's client, evaluated in a task of its own). */
const APP_START_IMPORT = /(^|\/)node_modules\/react-dom\/client\.js$/;

/**
 * The manifest keys a page loads before the app hydrates it: the app's entry, what the app imports
 * as it starts, and the page's module (`page`: its source, `src/pages/home.tsx`), each with its
 * static imports.
 */
export function firstLoad(manifest: Manifest, page?: string): Set<string> {
  const keys = staticImports(manifest, APP_ENTRY);
  for (const key of Object.keys(manifest)) if (APP_START_IMPORT.test(key)) staticImports(manifest, key, keys);
  return page ? staticImports(manifest, page, keys) : keys;
}
