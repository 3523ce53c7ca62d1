import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // formatjs is bundled with its ICU parser swapped for the parser-free build: messages are
  // parsed at build time (scripts/generate-catalogs.mjs), which saves ~8 kB gzip per page.
  noExternal: [/^@formatjs\//, 'intl-messageformat'],
  esbuildOptions(options) {
    options.alias = {
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
    };
  },
});
