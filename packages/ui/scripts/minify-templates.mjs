// Minifies the elements' templates in the built kit (dist/, after tsc), so every consumer gets
// them small: the site's bundles, the embeds, and the declarative shadow roots a server renders,
// where each element's styles and markup are written out once per element (the home's HTML holds
// 99 shadow roots).
//
// Styles: every css`…` literal goes through lightningcss (the home's HTML: 67 kB raw and 1.3 kB
// brotli less).
// A literal's `${…}` parts (the shared fragments of core/: a rule list or a declaration list)
// stand in as unknown at-rules (`@katha-slot-N;`), which lightningcss keeps where they are, and go
// back afterwards. A literal without a rule (a declaration list, such as core's fieldBox) is
// minified as one. A literal whose minified form does not keep its parts in order, or that holds
// a backslash (its text would need escaping twice), stays as it is. No targets: nothing is
// lowered or prefixed, only written shorter (media ranges as `width>=`, as Vite writes the site's).
//
// Markup: every html`…` and svg`…` literal goes through minify-literals (html-minifier-next, with
// Lit's bindings held by placeholders), so the source's indentation, written out in every shadow
// root and parsed into a whitespace-only text node in every render, is gone. Only whitespace
// that cannot show goes: a run becomes one space, and disappears only next to an element that
// lays out as a block (a div, a p, a list), at a template's edges, and inside pre and textarea
// nothing changes. The kit's own elements (and any custom element) count as inline, since their
// display is their styles' to say: the whitespace around them stays, as one space. Comments go;
// nothing else is rewritten (no entities decoded, no attribute dropped or unquoted).
//
// Each literal's line breaks follow it, so the lines after it keep their source map.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'html-minifier-next';
import { transform, transformStyleAttribute } from 'lightningcss';
import { minifyHTMLLiterals } from 'minify-literals';
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

/** Whether a template's tag is markup: html`…`, svg`…` (and lit/static-html's html), as minify-literals reads tags. */
const MARKUP_TAGS = ['html', 'svg'];
const isMarkup = (tag) => MARKUP_TAGS.some((name) => tag.toLowerCase().includes(name));
const isStyles = (tag) => tag === 'css';

/**
 * The module's literals whose tag passes `isTag` (found by TypeScript's parser), outermost only,
 * last first: [start, end, text].
 */
function literalsOf(file, code, isTag) {
  const found = [];
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && isTag(node.tag.getText())) {
      const start = node.template.getStart();
      found.push([start, node.template.end, code.slice(start + 1, node.template.end - 1)]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
  return found.reverse();
}

/** The module with its css`…` literals minified; how many literals stayed as written. */
export function minifyStyles(code, file) {
  let next = code;
  let kept = 0;
  for (const [start, end, text] of literalsOf(file, code, isStyles)) {
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

/** The custom elements (a name with a hyphen) that a module's text opens: `<katha-icon-button`. */
export function customElementsIn(code) {
  return [...code.matchAll(/<([a-z][a-z0-9]*-[a-z0-9._-]*)/g)].map((match) => match[1]);
}

/**
 * html-minifier-next's options for the kit's markup: whitespace and comments only. A custom
 * element's display is its styles' to say (inline for most of the kit's), so the whitespace
 * around and inside one is kept as a space, as around a span; the other options minify-literals
 * sets by default rewrite more than whitespace (entities, empty attributes, inline scripts): off.
 */
export function markupOptions(inlineCustomElements) {
  return {
    caseSensitive: true,
    collapseWhitespace: true,
    inlineCustomElements,
    removeComments: true,
    decodeEntities: false,
    keepClosingSlash: true,
    minifyJS: false,
    removeAttributeQuotes: false,
    removeDefaultTypeAttributes: false,
    removeEmptyAttributes: false,
    useShortDoctype: false,
  };
}

/** The placeholder minify-literals writes for a literal's parts: `@TEMPLATE_EXPRESSION`, `_` added while a literal holds it. */
const PLACEHOLDER = /@TEMPLATE_EXPRESSION_*/;

/**
 * The minifier of one literal's markup (its static text, its parts as minify-literals' placeholder).
 * Each part becomes a word of its own (`katha-part-3-`) for the minifier, as one shared word
 * would be read as one class name written twice (`class="base ${fill} ${color}"` lost a part), and
 * back afterwards; a part as a tag's name (lit/static-html's `<${tag}>`) is a custom element's.
 *
 * The minifier reads its input as a whole document, whose ends it trims; but a literal is a
 * fragment that a render puts beside other content (a nested one: `${label}${required ? html`<span>
 * *</span>` : nothing}`), so the literal goes in between two words, which come out afterwards: the
 * whitespace at its ends, and inside its first and last elements, is handled as beside text.
 */
export function markupMinifier(inlineCustomElements) {
  return async (text) => {
    const placeholder = text.match(PLACEHOLDER)?.[0];
    let word = 'katha-part-';
    let edge = 'kathaedge';
    while (text.includes(word)) word = `katha-${word}`;
    while (text.includes(edge)) edge += 'x';
    // A part as a tag's name is one name, so that its end tag closes it.
    let count = 0;
    const numbered = placeholder
      ? text.replace(new RegExp(`(</?)?${placeholder}`, 'g'), (_, tag) =>
          tag ? `${tag}${word}tag` : `${word}${count++}-`,
        )
      : text;
    const tagParts = numbered.includes(`${word}tag`) ? [`${word}tag`] : [];
    const minified = await minify(
      `${edge}${numbered}${edge}`,
      markupOptions([...inlineCustomElements, ...tagParts]),
    );
    if (!minified.startsWith(edge) || !minified.endsWith(edge))
      throw new Error(`the ends of a literal moved: ${text}`);
    const inner = minified.slice(edge.length, -edge.length);
    return placeholder ? inner.replace(new RegExp(`${word}(\\d+-|tag)`, 'g'), placeholder) : inner;
  };
}

/**
 * The module with its html`…` and svg`…` literals minified (nested ones too); `inlineCustomElements`
 * names the custom elements to treat as inline (all those the kit's modules open).
 */
export async function minifyMarkup(code, file, inlineCustomElements = customElementsIn(code)) {
  const result = await minifyHTMLLiterals(code, {
    fileName: file,
    css: false,
    html: markupMinifier(inlineCustomElements),
    htmlTags: MARKUP_TAGS,
    sourceMap: false,
  });
  if (!result) return code;
  // The code between the literals is as it was, so the literals come in the same order; each
  // outermost one's lost line breaks follow it, so the lines after it keep their source map.
  const before = literalsOf(file, code, isMarkup);
  const after = literalsOf(file, result.code, isMarkup);
  if (before.length !== after.length)
    throw new Error(`${file}: minify-literals changed the templates' count`);
  let next = result.code;
  for (const [index, [, end, text]] of after.entries()) {
    const lost = before[index][2].split('\n').length - text.split('\n').length;
    next = `${next.slice(0, end)}${'\n'.repeat(lost)}${next.slice(end)}`;
  }
  return next;
}

/** The module with its styles and markup minified; how many style literals stayed as written. */
export async function minifyModule(code, file, inlineCustomElements) {
  const styled = minifyStyles(code, file);
  return { code: await minifyMarkup(styled.code, file, inlineCustomElements), kept: styled.kept };
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
  const modules = [...jsFiles(dist)].map((file) => [file, readFileSync(file, 'utf8')]);
  const inlineCustomElements = [...new Set(modules.flatMap(([, code]) => customElementsIn(code)))].sort();
  let before = 0;
  let after = 0;
  let kept = 0;
  for (const [file, code] of modules) {
    const minified = await minifyModule(code, file, inlineCustomElements);
    before += code.length;
    after += minified.code.length;
    kept += minified.kept;
    if (minified.code !== code) writeFileSync(file, minified.code);
  }
  console.log(
    `minify-templates: the kit's modules ${(before / 1024).toFixed(1)} → ${(after / 1024).toFixed(1)} kB` +
      (kept ? ` (${kept} style literal(s) kept as written)` : ''),
  );
}
