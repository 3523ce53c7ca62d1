// The message check: every id used by the UI kit, editor, embeds and web app exists in every
// locale, and every message has the same ICU arguments in every locale.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectIds, findProblems, findUnregistered, loadCatalogs } from '../tools/messages.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_ROOTS = ['packages/ui/src', 'packages/editor/src', 'packages/embeds/src', 'apps/web/src'].map(
  (path) => join(repo, path),
);

describe('message catalogs', () => {
  it('define every id the source uses, in every locale, with matching ICU arguments', () => {
    const used = collectIds(SOURCE_ROOTS);
    const catalogs = loadCatalogs(join(repo, 'packages/i18n/src/messages'));
    expect(Object.keys(catalogs).sort()).toEqual(['en', 'hi-IN', 'kn-IN']);
    expect(findProblems(catalogs, used.keys())).toEqual([]);
  });

  it('are registered by every file that uses them (an element ships only the namespaces it imports)', () => {
    expect(findUnregistered(SOURCE_ROOTS)).toEqual([]);
  });
});
