import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { render } from '@lit-labs/ssr';
import { collectResultSync } from '@lit-labs/ssr/lib/render-result.js';
import { html, svg } from 'lit';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { minifyLiteral, minifyMarkup, minifyModule } from './minify-templates.mjs';

// The kit's build minifies the elements' styles and markup (scripts/minify-templates.mjs): what a
// consumer's shadow roots get must mean, and look, what the source says.

/** A literal's part as the built module has it: `${name}`. */
const part = (name) => `\${${name}}`;

describe('minifyLiteral', () => {
  it('writes a rule list shorter, with its parts back in their places', () => {
    const text = `
      \${fieldFrameStyles}
      .control {
        \${fieldBox}
        inline-size: 100%;
        padding-inline: var(--katha-space-3);
      }
      @media (min-width: 600px) {
        :host([variant='compact']) .control { font-size: 14px; }
      }
    `;
    expect(minifyLiteral(text, 'field.js')).toBe(
      `${part('fieldFrameStyles')}.control{${part('fieldBox')}inline-size:100%;padding-inline:var(--katha-space-3)}` +
        '@media (width>=600px){:host([variant=compact]) .control{font-size:14px}}',
    );
  });

  it('ends a declaration list with its semicolon, since a rule goes on after it', () => {
    expect(minifyLiteral('\n  font: inherit;\n  font-size: var(--katha-font-size-sm);\n', 'box.js')).toBe(
      'font:inherit;font-size:var(--katha-font-size-sm);',
    );
  });

  it('keeps strings as they are', () => {
    expect(
      minifyLiteral(".mark::before { content: '  ·  '; font-family: 'Katha Language Names'; }", 'a.js'),
    ).toBe('.mark:before{content:"  ·  ";font-family:Katha Language Names}');
  });

  it('leaves alone what it cannot read as CSS: a part in a selector, a part in a declaration list', () => {
    expect(minifyLiteral(`${part('hostSelector')} { display: grid; }`, 'avatar-box.js')).toBeNull();
    expect(minifyLiteral(`${part('fieldBox')} color: red;`, 'a.js')).toBeNull();
  });
});

describe('minifyModule', () => {
  it('minifies css`…` and html`…` literals, and the lines after each stay where they were', async () => {
    const code = [
      '/** Styles for `css` templates. */',
      'export const styles = css`',
      '  :host {',
      '    display: block;',
      '  }',
      '`;',
      'export const view = html`',
      '  <p>  kept  </p>',
      '`;',
      'export const after = 1;',
    ].join('\n');
    const { code: minified, kept } = await minifyModule(code, 'element.js', []);
    expect(kept).toBe(0);
    const lines = minified.split('\n');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('/** Styles for `css` templates. */');
    expect(lines[1]).toBe('export const styles = css`:host{display:block}`');
    expect(lines[5]).toBe(';');
    expect(lines[6]).toBe('export const view = html`<p>kept</p>`');
    expect(lines[8]).toBe(';');
    expect(lines[9]).toBe('export const after = 1;');
  });
});

/** A module's one template, built with Lit's tags and `values` as `v`, rendered as a server would. */
function serverRender(code, values) {
  const template = new Function('html', 'svg', 'v', `return ${code}`)(html, svg, values);
  // Lit's markers (<!--lit-part …-->, <?lit$…?>) stay out: what is compared is what shows.
  return collectResultSync(render(template)).replace(/<!--[\s\S]*?-->|<\?[^>]*>/g, '');
}

describe('minifyMarkup', () => {
  const values = {
    fill: 'solid',
    color: 'primary',
    busy: true,
    label: 'Save',
    date: '7 Dec',
    time: '4 min',
    required: true,
    onClick: () => {},
    value: 'x',
  };

  it('drops the indentation and keeps every kind of Lit binding, as the server renders them', async () => {
    const source = `html\`
      <button
        part="base"
        class="base \${v.fill} \${v.color}"
        ?disabled=\${v.busy}
        .value=\${v.value}
        @click=\${v.onClick}
        aria-busy=\${v.busy ? 'true' : 'false'}
      >
        <!-- The label, or the spinner. -->
        \${v.label}
      </button>
      <svg viewBox="0 0 16 16"><path d="M4 6l4 4 4-4" /></svg>
    \``;
    const minified = await minifyMarkup(source, 'button.js', []);
    // A button and an svg are inline: the space at the literal's ends, and between them, stays one.
    expect(minified).toBe(
      `html\` <button part="base" class="base \${v.fill} \${v.color}" ?disabled=\${v.busy} .value=\${v.value} ` +
        `@click=\${v.onClick} aria-busy=\${v.busy ? 'true' : 'false'}>\${v.label}</button> ` +
        `<svg viewBox="0 0 16 16"><path d="M4 6l4 4 4-4"/></svg> \`${'\n'.repeat(13)}`,
    );
    expect(serverRender(minified, values)).toBe(
      ' <button part="base" class="base solid primary" disabled value="x"  aria-busy="true">Save</button> ' +
        '<svg viewBox="0 0 16 16"><path d="M4 6l4 4 4-4"/></svg> ',
    );
  });

  it('keeps one space between inline content: a date and a read time, an icon and its label', async () => {
    const source = `html\`<p class="meta">
        <time>\${v.date}</time>
        <span>\${v.time}</span>
      </p>
      <a href="/write">
        <katha-icon name="pencil"></katha-icon>
        \${v.label}
      </a>\``;
    const minified = await minifyMarkup(source, 'meta.js', ['katha-icon']);
    expect(serverRender(minified, values)).toBe(
      '<p class="meta"><time>7 Dec</time> <span>4 min</span></p>' +
        '<a href="/write"><katha-icon name="pencil"></katha-icon> Save </a>',
    );
  });

  it("keeps a space at a literal's ends and inside its first element: the literal's neighbours are a render's", async () => {
    const source =
      `html\`<label>\${v.label}\${v.required ? html\`<span class="required"> *</span>\` : ""}</label>` +
      `\${v.busy ? html\`\n  <span>\${v.time}</span>\n\` : ""}\``;
    expect(serverRender(await minifyMarkup(source, 'field.js', []), values)).toBe(
      '<label>Save<span class="required"> *</span></label> <span>4 min</span> ',
    );
  });

  it("keeps a pre's spaces and line breaks, and a textarea's", async () => {
    // (A line break just before </pre> or </textarea> goes, as it shows nothing in a pre; the
    // kit's textareas have no content, their value is a property.)
    const source = 'html`\n  <pre>  two\n    lines</pre>\n  <textarea>\n  as  typed</textarea>\n`';
    expect(await minifyMarkup(source, 'pre.js', [])).toBe(
      'html`<pre>  two\n    lines</pre><textarea>\n  as  typed</textarea> `\n\n\n',
    );
  });
});

describe("the built kit's templates", () => {
  const dist = join(fileURLToPath(new URL('..', import.meta.url)), 'dist');
  function* modules(folder) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) yield* modules(path);
      else if (entry.name.endsWith('.js')) yield [path, readFileSync(path, 'utf8')];
    }
  }

  /** The static text of a module's html`…` and svg`…` literals, nested ones too. */
  function markupOf(path, code) {
    const texts = [];
    const visit = (node) => {
      if (ts.isTaggedTemplateExpression(node) && /^(html|svg)$/.test(node.tag.getText())) {
        const { template } = node;
        texts.push(
          ts.isNoSubstitutionTemplateLiteral(template)
            ? template.rawText
            : [template.head, ...template.templateSpans.map((span) => span.literal)]
                .map((part) => part.rawText)
                .join('$'),
        );
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS));
    return texts;
  }

  it('carry no indentation (the build minified them)', () => {
    const all = [...modules(dist)].flatMap(([path, code]) =>
      markupOf(path, code).map((text) => [path, text]),
    );
    expect(all.length).toBeGreaterThan(200);
    const indented = all
      .filter(([, text]) => /\n/.test(text.replace(/<(pre|textarea)\b[\s\S]*?<\/\1>/g, '')))
      .map(([path, text]) => `${path}: ${text.slice(0, 80)}`);
    expect(indented).toEqual([]);
  });
});
