import { expect, html } from '@open-wc/testing';
import './language-switcher.js';
import { fixtureInLocale, loadedFontFamilies, NOTO_FAMILY } from '../test-utils/index.js';

const familyOf = (face: FontFace) => face.family.replace(/["']/g, '');
const width = (text: string, family: string) => {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `16px "${family}"`;
  return context.measureText(text).width;
};

// Its own file, so no earlier test in the page has loaded a Noto face already.
describe('the language names in an English page', () => {
  it('are drawn from the 2 kB name faces, without fetching the whole Devanagari and Kannada faces', async () => {
    await fixtureInLocale(html`<katha-language-switcher></katha-language-switcher>`, 'en');
    const loaded = await loadedFontFamilies(['Katha Language Names']);
    const names = [...document.fonts].filter((face) => familyOf(face) === 'Katha Language Names');
    expect(names.map((face) => face.status)).to.deep.equal(['loaded', 'loaded']);
    expect([...loaded]).to.deep.equal(['Katha Language Names']);
  });

  it('draws each name as its whole Noto face does (the conjuncts kept)', async () => {
    for (const [locale, name] of [
      ['hi-IN', 'हिन्दी'],
      ['kn-IN', 'ಕನ್ನಡ'],
    ] as const) {
      const noto = NOTO_FAMILY[locale];
      await document.fonts.load(`16px "${noto}"`, name);
      await document.fonts.load('16px "Katha Language Names"', name);
      expect(width(name, 'Katha Language Names'), name).to.be.closeTo(width(name, noto), 0.01);
      // Not the system's fallback: the name faces draw it narrower or wider than a missing glyph would.
      expect(width(name, 'Katha Language Names'), name).not.to.be.closeTo(width(name, 'monospace'), 0.01);
    }
  });
});
