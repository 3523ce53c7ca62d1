import { tokensCss } from './tokens.js';

const FONT_LINK = 'data-katha-fonts';
let adopted: CSSStyleSheet | undefined;
/** Documents whose fonts are seen to: `document.fonts` is scanned once per document, not per element. */
const fontsChecked = new WeakSet<Document>();

/**
 * Makes the tokens and the Noto fonts available in the document. Called by every Katha
 * element when it connects, so a partner page needs nothing but the element's script; it
 * runs once. Tokens go into `document.adoptedStyleSheets` at zero specificity (a page's own
 * values win). Fonts: if the page has not loaded `@katha/ui/fonts.css` itself, a `<link>` to
 * the copy beside this package is added (the faces only download when Indic text appears).
 */
export function installTheme(doc: Document = document): void {
  if (!adopted) {
    adopted = new CSSStyleSheet();
    adopted.replaceSync(tokensCss());
  }
  if (!doc.adoptedStyleSheets.includes(adopted))
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, adopted];
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
