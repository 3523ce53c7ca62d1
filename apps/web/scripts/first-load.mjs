// What a page loads before its first render, from the Vite manifest of the last build: the entry
// (src/boot.ts) with its static imports and the app it starts (its dynamic imports: main.tsx,
// routes.ts), plus the page's own chunk and its static imports. Used by size.mjs and lighthouse.mjs.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const client = join(dirname(fileURLToPath(import.meta.url)), '../build/client');

export function readBuild() {
  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // The boot script starts the app (its dynamic imports) as soon as the first screen is painted.
  const app = new Set([entry, ...(manifest[entry].dynamicImports ?? [])].flatMap((key) => [...closure(key)]));
  /** The manifest keys a page loads before its first render. */
  const firstLoad = (page) => new Set([...app, ...closure(page)]);
  /** Their JS, gzip, in bytes. */
  const firstLoadJs = (page) => [...firstLoad(page)].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  return { manifest, gzip, closure, entry, app, firstLoad, firstLoadJs };
}
