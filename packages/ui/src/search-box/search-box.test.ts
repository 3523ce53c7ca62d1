import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './search-box.js';
import type { KathaSearchBox, SearchDetail } from './search-box.js';

const input = (el: KathaSearchBox) => el.shadowRoot!.querySelector('input')!;

/** Types like a person and presses Enter (an implicit form submission). */
function typeAndEnter(el: KathaSearchBox, text: string) {
  input(el).value = text;
  input(el).dispatchEvent(new InputEvent('input', { bubbles: true }));
  el.shadowRoot!.querySelector('form')!.requestSubmit();
}

describe('katha-search-box', () => {
  afterEach(() => setViewport({ width: 1280, height: 800 }));

  it('shows the translated placeholder and a label', async () => {
    const en = await fixture<KathaSearchBox>(html`<katha-search-box></katha-search-box>`);
    expect(input(en).placeholder).to.equal('Search by topic, author or article');
    const kn = await fixtureInLocale<KathaSearchBox>(html`<katha-search-box></katha-search-box>`, 'kn-IN');
    expect(input(kn).placeholder).to.equal('ವಿಷಯ, ಲೇಖಕ ಅಥವಾ ಲೇಖನದ ಮೂಲಕ ಹುಡುಕಿ');
    expect(input(kn).labels![0]!.textContent).to.equal('ಲೇಖನಗಳನ್ನು ಹುಡುಕಿ');
  });

  it('emits katha-search with the trimmed key on Enter', async () => {
    const el = await fixture<KathaSearchBox>(html`<katha-search-box></katha-search-box>`);
    const keys: string[] = [];
    el.addEventListener('katha-search', (event: CustomEvent<SearchDetail>) => keys.push(event.detail.key));
    typeAndEnter(el, '  monsoon poems ');
    expect(keys).to.deep.equal(['monsoon poems']);
    expect(el.value).to.equal('  monsoon poems ');
  });

  it('does nothing when the text is empty or blank', async () => {
    const el = await fixture<KathaSearchBox>(html`<katha-search-box></katha-search-box>`);
    let searches = 0;
    el.addEventListener('katha-search', () => searches++);
    typeAndEnter(el, '');
    typeAndEnter(el, '   ');
    expect(searches).to.equal(0);
  });

  it('is hidden below 768px unless always-visible', async () => {
    await setViewport({ width: 600, height: 800 });
    const el = await fixture<KathaSearchBox>(html`<katha-search-box></katha-search-box>`);
    expect(getComputedStyle(el).display).to.equal('none');
    el.alwaysVisible = true;
    await el.updateComplete;
    expect(getComputedStyle(el).display).to.equal('block');
    await setViewport({ width: 900, height: 800 });
    el.alwaysVisible = false;
    await el.updateComplete;
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it('has no axe violations in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      const el = await fixture(
        html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)"><katha-search-box></katha-search-box></div>`,
      );
      await expectNoAxeViolations(el);
    }
  });
});
