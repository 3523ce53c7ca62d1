// What esbuild's minifier leaves in the standalone modules: the white space inside Lit's template
// literals (the kit's and the widgets' `css` and `html` templates keep their source indentation).
// - `css` templates without `${…}`: comments dropped, white space collapsed, none around `{ } ; ,`
//   nor after `:` (quoted strings kept as they are);
// - then, in the minified output, the indentation after each line break: esbuild writes everything
//   but template literals on one line, so a line break followed by spaces is inside a template, where
//   HTML and CSS read any run of white space as one.
// Rendering is unchanged; what remains is what the browser reads.

import { readFile, writeFile } from 'node:fs/promises';

const CSS_TOKEN = /('[^'\n]*'|"[^"\n]*")|\/\*[\s\S]*?\*\/|\s*([{};,])\s*|(:)\s+|\s+/g;

/** CSS text without comments and needless white space; quoted strings untouched. */
export function minifyCss(text) {
  return text
    .replace(
      CSS_TOKEN,
      (match, quoted, punctuation, colon) =>
        quoted ?? punctuation ?? colon ?? (match.startsWith('/*') ? '' : ' '),
    )
    .replace(/;}/g, '}')
    .trim();
}

/** An esbuild plugin: the `css` templates of the bundled modules minified. */
export const minifyCssTemplates = {
  name: 'minify-css-templates',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!/\bcss\s*`/.test(source)) return undefined;
      return {
        contents: source.replace(/\bcss\s*`([^`$\\]*)`/g, (_, text) => `css\`${minifyCss(text)}\``),
        loader: 'js',
      };
    });
  },
};

/** Drops the indentation after line breaks in a minified module (only template literals have line breaks). */
export async function dropTemplateIndentation(file) {
  const text = await readFile(file, 'utf8');
  const stripped = text.replace(/\n[ \t]+/g, '\n');
  if (stripped !== text) await writeFile(file, stripped);
}
