// Minifies the elements' styles in the built kit (dist/, after tsc): every css`…` literal goes
// through lightningcss, so every consumer gets them small: the site's bundles, the embeds, and
// the declarative shadow roots a server renders, where each element's styles are written out
// once per element (the home's HTML holds 99 shadow roots: 67 kB raw and 1.3 kB brotli less).
//
// A literal's `${…}` parts (the shared fragments of core/: a rule list or a declaration list)
// stand in as unknown at-rules (`@katha-slot-N;`), which lightningcss keeps where they are, and go
// back afterwards. A literal without a rule (a declaration list, such as core's fieldBox) is
// minified as one. A literal whose minified form does not keep its parts in order, or that holds
// a backslash (its text would need escaping twice), stays as it is. Each literal's line breaks
// follow it, so the lines after it keep their source map. No targets: nothing is
// lowered or prefixed, only written shorter (media ranges as `width>=`, as Vite writes the site's).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform, transformStyleAttribute } from 'lightningcss';
import ts from 'typescript';

const PART = /\$\{([^}]*)\}/g;
const slot = (index) => `@katha-slot-${index};`;

/** The literal's CSS, minified, with its parts back in place; null when it must stay as it is. */
export function minifyLiteral(text, file) {
  if (text.includes('\\') || text.includes('`')) return null;
  const parts = [...text.matchAll(PART)].map((match) => match[0]);
  let index = 0;
  const css = text.replace(PART, () => slot(index++));
  const isDeclarations = !css.includes('{');
  if (isDeclarations && parts.length > 0) return null;
  let minified;
  try {
    minified = isDeclarations
      ? transformStyleAttribute({ filename: file, code: Buffer.from(css), minify: true }).code.toString()
      : transform({
          filename: file,
          code: Buffer.from(css),
          minify: true,
          errorRecovery: false,
        }).code.toString();
  } catch {
    // A part in another place (a selector: avatar-box's host selector) is not CSS on its own.
    return null;
  }
  // A declaration list goes into a rule before other declarations: it ends with its semicolon.
  let restored = isDeclarations && minified && !minified.endsWith(';') ? `${minified};` : minified;
  for (const [at, part] of parts.entries()) {
    const [before, ...after] = restored.split(slot(at));
    if (after.length !== 1 || before.includes('@katha-slot-')) return null;
    restored = `${before}${part}${after[0]}`;
  }
  return restored.includes('\\') || restored.includes('`') ? null : restored;
}

/** The module's css`…` literals (found by TypeScript's parser), last first: [start, end, text]. */
function literalsOf(file, code) {
  const found = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'css') {
      const start = node.template.getStart();
      found.push([start, node.template.end, code.slice(start + 1, node.template.end - 1)]);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
  return found.reverse();
}

/** The module with its css`…` literals minified; how many literals stayed as written. */
export function minifyModule(code, file) {
  let next = code;
  let kept = 0;
  for (const [start, end, text] of literalsOf(file, code)) {
    const minified = minifyLiteral(text, file);
    if (minified === null) {
      kept++;
      continue;
    }
    // The literal's line breaks follow it, so the lines after it keep their source map.
    const breaks = '\n'.repeat(text.split('\n').length - 1);
    next = `${next.slice(0, start)}\`${minified}\`${breaks}${next.slice(end)}`;
  }
  return { code: next, kept };
}

function* jsFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* jsFiles(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  let before = 0;
  let after = 0;
  let kept = 0;
  for (const file of jsFiles(dist)) {
    const code = readFileSync(file, 'utf8');
    const minified = minifyModule(code, file);
    before += code.length;
    after += minified.code.length;
    kept += minified.kept;
    if (minified.code !== code) writeFileSync(file, minified.code);
  }
  console.log(
    `minify-css: the kit's modules ${(before / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} kB` +
      (kept ? ` (${kept} style literal(s) kept as written)` : ''),
  );
}
