import { expect, fixture, html } from '@open-wc/testing';
import '../button/button.js';
import { loadedFontFamilies } from '../test-utils/index.js';

// Its own file, so no earlier test in the page has loaded a Noto face already.
describe("a script inside another language's element", () => {
  it('draws Kannada inside a Hindi element (and Devanagari inside a Kannada one) in its Noto face, not as boxes', async () => {
    // The site's words inside an article of another language: its date in ಕನ್ನಡ in a Hindi article.
    const wrapper = await fixture<HTMLDivElement>(html`<div>
      <katha-button>OK</katha-button>
      <p lang="hi-IN" style="font-family: var(--katha-font-family)">ಹೊಸ ಕಥೆ</p>
      <p lang="kn-IN" style="font-family: var(--katha-font-family)">नई कहानी</p>
    </div>`);
    const [inHindi, inKannada] = [...wrapper.querySelectorAll('p')];
    const families = (element: Element) =>
      getComputedStyle(element)
        .fontFamily.split(',')
        .map((family) => family.trim().replace(/["']/g, ''));
    expect(families(inHindi!).slice(0, 2)).to.deep.equal(['Noto Sans Devanagari', 'Noto Sans Kannada']);
    expect(families(inKannada!).slice(0, 2)).to.deep.equal(['Noto Sans Kannada', 'Noto Sans Devanagari']);
    const expected = ['Noto Sans Kannada', 'Noto Sans Devanagari'];
    expect([...(await loadedFontFamilies(expected))]).to.include.members(expected);
    expect(document.fonts.check('16px "Noto Sans Kannada"', 'ಕ')).to.equal(true);
    expect(document.fonts.check('16px "Noto Sans Devanagari"', 'क')).to.equal(true);
  });
});
