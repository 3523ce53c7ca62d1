import { defineConfig } from 'tsup';

export default defineConfig({
  // The writer studio's queries and statistics are an entry of their own: readers' pages and
  // partner embeds never load them. `public` is the anonymous client without openapi-fetch (embeds).
  entry: ['src/index.ts', 'src/studio.ts', 'src/public.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  external: ['openapi-fetch', '@katha/rules'],
});
