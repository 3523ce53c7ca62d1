// What a bundler needs so that no ICU parser ships to browsers. @formatjs/intl (through
// intl-messageformat) imports `@formatjs/icu-messageformat-parser`, whose `parse` runs only for a
// message given as a string; @katha/i18n's messages are formatjs AST, precompiled at build time,
// so a browser bundle swaps the parser for its `no-parser` entry (same exports, `parse` throws).
// A package's own `imports` map or `browser` condition cannot do it: the import is formatjs's, so
// only the bundler can redirect it. Plain JavaScript (not built), for bundler configs.
import { createRequire } from 'node:module';
import { relative } from 'node:path';

export const ICU_PARSER = '@formatjs/icu-messageformat-parser';
export const ICU_NO_PARSER = '@formatjs/icu-messageformat-parser/no-parser.js';

/** For esbuild's `alias` option (`--alias:@formatjs/icu-messageformat-parser=…/no-parser.js`). */
export const esbuildNoParserAlias = { [ICU_PARSER]: ICU_NO_PARSER };

/** An entry of Vite's (Rollup's) `resolve.alias` array: the bare package only, not its subpaths. */
export const viteNoParserAlias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: ICU_NO_PARSER,
};

/**
 * A @web/dev-server (and @web/test-runner) plugin doing the same, for a server whose `rootDir` is
 * `rootDir` (an absolute path) and serves the `node_modules` the parser is installed in.
 */
export function wdsNoParser(rootDir) {
  const file = createRequire(import.meta.url).resolve(ICU_NO_PARSER);
  const path = `/${relative(rootDir, file).split('\\').join('/')}`;
  return {
    name: 'katha-icu-no-parser',
    resolveImport: ({ source }) => (source === ICU_PARSER ? path : undefined),
  };
}
