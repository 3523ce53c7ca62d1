// What a page loads before the app hydrates it, from the Vite manifest of a build: the chunks the
// server lists in the page for its script to load (server/vite-manifest.ts `firstLoad`: the entry,
// src/entry-client.tsx, and the page's own module, each with its static imports), walked by that
// build's own server code (build/node/server/vite-manifest.js), so the budget measures what the
// server preloads. Used by size.mjs and lighthouse.mjs; `npm run build` first.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const defaultClient = join(dirname(fileURLToPath(import.meta.url)), '../build/client');

/** `client`: a build's client directory (build/client of this package by default). */
export async function readBuild(client = defaultClient) {
  const { APP_ENTRY, firstLoad, staticImports } = await import(
    pathToFileURL(join(client, '../node/server/vite-manifest.js')).href
  );
  const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
  const gzip = (file) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
  /** A manifest key and its static imports. */
  const closure = (key) => staticImports(manifest, key);
  /** The manifest keys a page (its source, `src/pages/home.tsx`) loads before it is hydrated. */
  const pageFirstLoad = (page) => firstLoad(manifest, page);
  /** Their JS, gzip, in bytes. */
  const firstLoadJs = (page) =>
    [...pageFirstLoad(page)].reduce((sum, key) => sum + gzip(manifest[key].file), 0);
  return {
    manifest,
    gzip,
    closure,
    entry: APP_ENTRY,
    app: firstLoad(manifest),
    firstLoad: pageFirstLoad,
    firstLoadJs,
  };
}
