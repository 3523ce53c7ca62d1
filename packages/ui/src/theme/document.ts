import { tokensCss } from './tokens.js';

const FONT_LINK = 'data-katha-fonts';
let tokensSheet: CSSStyleSheet | undefined;
/** Documents whose fonts are seen to: `document.fonts` is scanned once per document, not per element. */
const fontsChecked = new WeakSet<Document>();

/**
 * The attribute a page puts on its root element when its own stylesheet already holds the
 * tokens and the colour themes (`tokensCss()` and `colorThemesCss()`, written at build time):
 * the elements then adopt no second copy, whose arrival would restyle the whole page.
 */
export const STATIC_TOKENS_ATTRIBUTE = 'data-katha-tokens';

const hasStaticTokens = (doc: Document): boolean =>
  doc.documentElement?.hasAttribute(STATIC_TOKENS_ATTRIBUTE) ?? false;

/** A constructed stylesheet of `css`. */
export function constructedSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/**
 * Adds a sheet of tokens to `doc.adoptedStyleSheets`, once, unless the page's own stylesheet
 * holds the tokens (STATIC_TOKENS_ATTRIBUTE). `sheet` is called only when it is needed.
 */
export function adoptTokens(doc: Document, sheet: () => CSSStyleSheet): void {
  if (hasStaticTokens(doc)) return;
  const adopted = sheet();
  if (!doc.adoptedStyleSheets.includes(adopted))
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, adopted];
}

/**
 * Makes the tokens and the Noto fonts available in the document. Called by every Katha
 * element when it connects, so a partner page needs nothing but the element's script; it
 * runs once. Tokens go into `document.adoptedStyleSheets` at zero specificity (a page's own
 * values win), unless the page's stylesheet holds them (STATIC_TOKENS_ATTRIBUTE). Fonts: if the
 * page has not loaded `@katha/ui/fonts.css` itself, a `<link>` to the copy beside this package
 * is added (the faces only download when Indic text appears).
 */
export function installTheme(doc: Document = document): void {
  adoptTokens(doc, () => (tokensSheet ??= constructedSheet(tokensCss())));
  if (fontsChecked.has(doc)) return;
  fontsChecked.add(doc);
  const hasFonts = [...doc.fonts].some((face) => face.family.replace(/["']/g, '') === 'Noto Sans Devanagari');
  if (!hasFonts && !doc.head.querySelector(`link[${FONT_LINK}]`)) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('../../fonts.css', import.meta.url).href;
    link.setAttribute(FONT_LINK, '');
    doc.head.append(link);
  }
}
