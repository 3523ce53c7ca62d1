import { expect, html } from '@open-wc/testing';
import '../button/button.js';
import { fixtureInLocale, loadedFontFamilies } from '../test-utils/index.js';

// Its own file, so no earlier test in the page has loaded a Noto face already.
describe('the font stack', () => {
  it('draws Kannada in its Noto face inside an English page too (a title in another language)', async () => {
    const el = await fixtureInLocale(html`<katha-button>ಹೊಸ ಕಥೆ</katha-button>`, 'en');
    expect(getComputedStyle(el).fontFamily).to.match(/^"Katha Indic", system-ui/);
    const loaded = await loadedFontFamilies(['Katha Indic']);
    expect([...loaded]).to.include('Katha Indic');
    // Only the Kannada face: the Devanagari one stays unloaded.
    const katha = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Katha Indic');
    expect(katha.filter((face) => face.status === 'loaded').map((face) => face.unicodeRange)).to.deep.equal([
      'U+C80-CF3',
    ]);
  });
});
