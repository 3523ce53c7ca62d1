// Prints the first-load JavaScript and CSS of each page, gzip-compressed, from the Vite
// manifest of the last build (`npm run build` first): the entry (src/entry-client.tsx) with its
// static imports, plus the page's own chunk and its static imports (what the app loads before it
// hydrates the server's page);
// then, indented, what the page imports later (dynamic imports) and the route's total with it.
import { readBuild } from './first-load.mjs';

const { manifest, gzip, closure, entry, app, firstLoad } = await readBuild();
const pages = Object.keys(manifest).filter((key) => key.startsWith('src/pages/'));
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('page'.padEnd(28), 'JS gzip'.padStart(10), 'CSS gzip'.padStart(10));
for (const page of pages) {
  const chunks = firstLoad(page);
  let js = 0;
  let css = 0;
  for (const key of chunks) {
    js += gzip(manifest[key].file);
    for (const sheet of manifest[key].css ?? []) css += gzip(sheet);
  }
  console.log(page.replace('src/pages/', '').padEnd(28), kB(js).padStart(10), kB(css).padStart(10));
  // Code the page loads later on its own (the charts of Content & Stats): with it, the route's whole JS.
  for (const lazy of manifest[page].dynamicImports ?? []) {
    let extra = 0;
    for (const key of closure(lazy)) if (!chunks.has(key)) extra += gzip(manifest[key].file);
    js += extra;
    const name = `  + ${lazy.replace(/^src\/[a-z]+\//, '')}`;
    console.log(name.padEnd(28), kB(extra).padStart(10), `(= ${kB(js)})`);
  }
}

// Budgets: a route's whole JS (first load plus everything it may load later), gzip.
const BUDGETS = { 'src/pages/write.tsx': 200 };
function everything(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of [...(manifest[key]?.imports ?? []), ...(manifest[key]?.dynamicImports ?? [])]) {
    // Other routes' code (the site's pages, the template's screens) is not this route's.
    if (!/^src\/(pages|template)\//.test(next)) everything(next, seen);
  }
  return seen;
}
for (const [page, limit] of Object.entries(BUDGETS)) {
  let js = 0;
  for (const key of new Set([...app, ...everything(entry), ...everything(page)]))
    js += gzip(manifest[key].file);
  const verdict = js / 1024 <= limit ? 'within' : 'OVER';
  console.log(`budget ${page.replace('src/pages/', '')}: ${kB(js)} of ${limit} kB JS gzip, ${verdict}`);
}
