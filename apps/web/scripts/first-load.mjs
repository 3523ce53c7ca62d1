// What a page loads before the app hydrates it, from the Vite manifest of the last build: the entry
// (src/entry-client.tsx) and the app it imports (src/start.tsx) with their static imports, plus the page's own chunk and its static imports
// (the entry preloads them before hydrating; the server adds their modulepreload links). Used by
// size.mjs and lighthouse.mjs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const defaultClient = join(dirname(fileURLToPath(import.meta.url)), '../build/client');

/** `client`: a build's client directory (build/client of this package by default). */
export function readBuild(client = defaultClient) {
  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The entry installs Lit's hydrate support, then imports the app (src/start.tsx, in the entry's
  // chunk since the build groups the entry's static imports; its own chunk in older builds).
  const app = new Set([...closure(entry), ...closure('src/start.tsx')]);
  /** The manifest keys a page loads before it is hydrated. */
  const firstLoad = (page) => new Set([...app, ...closure(page)]);
  /** Their JS, gzip, in bytes. */
  const firstLoadJs = (page) => [...firstLoad(page)].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  return { manifest, gzip, closure, entry, app, firstLoad, firstLoadJs };
}
