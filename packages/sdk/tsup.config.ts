import { defineConfig } from 'tsup';

export default defineConfig({
  // The writer studio's queries and statistics are an entry of their own: readers' pages and
  // partner embeds never load them.
  entry: ['src/index.ts', 'src/studio.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['openapi-fetch', '@katha/rules'],
});
