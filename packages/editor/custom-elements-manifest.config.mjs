// Builds custom-elements.json from the JSDoc of src/editor/editor.ts (read by the React wrapper's
// generator, scripts/react.mjs, and by editors and docs). `npm run build` runs it.
export default {
  globs: ['src/editor/editor.ts'],
  outdir: '.',
  litelement: true,
  packagejson: true,
};
