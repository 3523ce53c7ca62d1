export declare const ICU_PARSER: '@formatjs/icu-messageformat-parser';
export declare const ICU_NO_PARSER: '@formatjs/icu-messageformat-parser/no-parser.js';
/** For esbuild's `alias` option. */
export declare const esbuildNoParserAlias: Readonly<Record<string, string>>;
/** An entry of Vite's (Rollup's) `resolve.alias` array. */
export declare const viteNoParserAlias: { find: RegExp; replacement: string };
/** A @web/dev-server (and @web/test-runner) plugin, for a server whose `rootDir` is `rootDir`. */
export declare function wdsNoParser(rootDir: string): {
  name: string;
  resolveImport(args: { source: string }): string | undefined;
};
