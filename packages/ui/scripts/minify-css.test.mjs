import { describe, expect, it } from 'vitest';
import { minifyLiteral, minifyModule } from './minify-css.mjs';

// The kit's build minifies the elements' styles (scripts/minify-css.mjs): what a consumer's
// shadow roots get must mean what the source says.

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
  it('minifies css`…` literals only, and the lines after each stay where they were', () => {
    const code = [
      '/** Styles for `css` templates. */',
      'export const styles = css`',
      '  :host {',
      '    display: block;',
      '  }',
      '`;',
      'export const view = html`<p>  kept  </p>`;',
    ].join('\n');
    const { code: minified, kept } = minifyModule(code, 'element.js');
    expect(kept).toBe(0);
    const lines = minified.split('\n');
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe('/** Styles for `css` templates. */');
    expect(lines[1]).toBe('export const styles = css`:host{display:block}`');
    expect(lines[5]).toBe(';');
    expect(lines[6]).toBe('export const view = html`<p>  kept  </p>`;');
  });
});
