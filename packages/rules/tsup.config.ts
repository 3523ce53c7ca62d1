import { defineConfig } from 'tsup';

// ESM for the site, the kit and the SDK; CommonJS for the CMS, which Strapi compiles to CommonJS
// with tsc. No dependencies, no side effects: what a consumer does not import is shaken away.
export default defineConfig({
  entry: ['src/index.ts', 'src/html-policy.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
});
