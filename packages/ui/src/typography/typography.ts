import { customElement, property } from 'lit/decorators.js';
import { html, literal, type StaticValue } from 'lit/static-html.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './typography.styles.js';

/** The kit's text styles, from the largest heading to the smallest label. */
export const TYPOGRAPHY_VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
] as const;
export type TypographyVariant = (typeof TYPOGRAPHY_VARIANTS)[number];

/** The element a text is written in (a heading's level in the page's outline, a paragraph, a run of text). */
export type TypographyTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | 'span' | 'div';

const TAGS: Record<TypographyTag, StaticValue> = {
  h1: literal`h1`,
  h2: literal`h2`,
  h3: literal`h3`,
  h4: literal`h4`,
  h5: literal`h5`,
  h6: literal`h6`,
  p: literal`p`,
  span: literal`span`,
  div: literal`div`,
};

/** The element each style is written in unless `as` says otherwise. */
const DEFAULT_TAG: Record<TypographyVariant, TypographyTag> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'p',
  subtitle2: 'p',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
};

/**
 * @summary Text in one of the kit's twelve type styles (`h1` to `h6`, `subtitle1`, `subtitle2`,
 * `body1`, `body2`, `caption`, `overline`), built on the theme's font tokens so every style
 * follows the page's language (Noto Sans Devanagari and Kannada with taller lines) and the
 * customizer. The style says how the text looks; the element it is written in (`as`: a heading
 * of any level, a paragraph, a span) says what it is, so a page keeps its outline whatever the
 * look. `h1`–`h6` are headings by default, `caption` and `overline` spans, the rest paragraphs.
 *
 * @slot - The text.
 *
 * @csspart text - The element the text is written in.
 *
 * @cssprop --katha-typography-scale - Multiplies every size (1 by default).
 * @cssprop --katha-color-text - The text (`color="default"`).
 * @cssprop --katha-color-text-muted - `color="muted"`.
 * @cssprop --katha-color-primary - `color="primary"`.
 */
@customElement('katha-typography')
export class KathaTypography extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The type style. */
  @property({ reflect: true }) variant: TypographyVariant = 'body1';

  /** The element the text is written in; by default the style's own (`h2` for `h2`, `p` for `body1`). */
  @property() as: TypographyTag | '' = '';

  /** The text colour, from the theme: `default`, `muted`, `primary`, `secondary` or `error`. */
  @property({ reflect: true }) color: 'default' | 'muted' | 'primary' | 'secondary' | 'error' = 'default';

  /** Cuts the text to one line with an ellipsis. */
  @property({ type: Boolean, reflect: true }) truncate = false;

  /** Space under the text, as between paragraphs. */
  @property({ type: Boolean, reflect: true }) gutter = false;

  override render() {
    const variant = TYPOGRAPHY_VARIANTS.includes(this.variant) ? this.variant : 'body1';
    const tag = TAGS[(this.as || DEFAULT_TAG[variant]) as TypographyTag] ?? TAGS.p;
    return html`<${tag} part="text" class="text ${variant}"><slot></slot></${tag}>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-typography': KathaTypography;
  }
}
