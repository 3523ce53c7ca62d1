// The message check: every id used by the UI kit, editor, embeds and web app exists in every
// locale, and every message has the same ICU arguments in every locale. The catalogs are the
// kit's (src/messages here), the site's own (apps/web/src/messages) and the embeds' own
// (packages/embeds/src/messages), each namespace in one.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  collectIds,
  findProblems,
  findUnregistered,
  loadCatalogs,
  sharedNamespaces,
} from '../tools/messages.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_ROOTS = ['packages/ui/src', 'packages/editor/src', 'packages/embeds/src', 'apps/web/src'].map(
  (path) => join(repo, path),
);
const CATALOG_DIRS = [
  'packages/i18n/src/messages',
  'apps/web/src/messages',
  'packages/embeds/src/messages',
].map((path) => join(repo, path));

describe('message catalogs', () => {
  it('define every id the source uses, in every locale, with matching ICU arguments', () => {
    const used = collectIds(SOURCE_ROOTS);
    const catalogs = loadCatalogs(...CATALOG_DIRS);
    expect(Object.keys(catalogs).sort()).toEqual(['en', 'hi-IN', 'kn-IN']);
    expect(findProblems(catalogs, used.keys())).toEqual([]);
  });

  it('give each namespace one owner (the kit, the site or the embeds)', () => {
    expect(sharedNamespaces(CATALOG_DIRS)).toEqual([]);
  });

  it('are registered by every file that uses them (an element ships only the namespaces it imports)', () => {
    expect(findUnregistered(SOURCE_ROOTS)).toEqual([]);
  });
});
