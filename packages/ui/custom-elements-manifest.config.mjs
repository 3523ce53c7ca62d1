// Builds custom-elements.json from the JSDoc of src/<name>/<name>.ts (read by @katha/react's
// generator, editors and docs). `npm run build` runs it.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.styles.ts', 'src/test-utils/**'],
  outdir: '.',
  litelement: true,
  packagejson: true,
};
