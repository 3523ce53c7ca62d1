import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per namespace (src/generated/messages/<namespace>.ts → dist/messages/<namespace>.js),
// written by scripts/generate-catalogs.mjs, which runs before tsup.
const namespaces = readdirSync('src/generated/messages').map((file) => file.replace(/\.ts$/, ''));

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    core: 'src/core.ts',
    translate: 'src/translate.ts',
    ...Object.fromEntries(
      namespaces.map((name) => [`messages/${name}`, `src/generated/messages/${name}.ts`]),
    ),
  },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  // Messages are precompiled to formatjs AST (scripts/generate-catalogs.mjs); @formatjs/intl is
  // the runtime, a dependency (not bundled), so a bundler dedupes it and can alias its parser to
  // the `no-parser` entry.
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
  },
});
