import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './language-switcher.js';
import type { KathaLanguageSwitcher } from './language-switcher.js';

const select = (el: KathaLanguageSwitcher) => el.shadowRoot!.querySelector('select')!;

describe('katha-language-switcher', () => {
  it('lists each language in its own script and selects the current one', async () => {
    const el = await fixtureInLocale<KathaLanguageSwitcher>(
      html`<katha-language-switcher></katha-language-switcher>`,
      'kn-IN',
    );
    const options = [...select(el).options];
    expect(options.map((option) => option.textContent)).to.deep.equal(['English', 'हिन्दी', 'ಕನ್ನಡ']);
    expect(options.map((option) => option.lang)).to.deep.equal(['en', 'hi-IN', 'kn-IN']);
    expect(select(el).value).to.equal('kn-IN');
    expect(select(el).labels![0]!.textContent).to.equal('ಭಾಷೆ');
  });

  it('emits katha-locale-change with the chosen locale', async () => {
    const el = await fixture<KathaLanguageSwitcher>(
      html`<katha-language-switcher value="en"></katha-language-switcher>`,
    );
    const changed = oneEvent(el, 'katha-locale-change');
    select(el).value = 'hi-IN';
    select(el).dispatchEvent(new Event('change', { bubbles: true }));
    expect((await changed).detail).to.deep.equal({ locale: 'hi-IN' });
    expect(el.value).to.equal('hi-IN');
  });

  it('does not switch on ArrowDown; the keyboard choice applies on Enter (WCAG 3.2.2)', async () => {
    const el = await fixture<KathaLanguageSwitcher>(
      html`<katha-language-switcher value="en"></katha-language-switcher>`,
    );
    const chosen: string[] = [];
    el.addEventListener('katha-locale-change', (event) => chosen.push(event.detail.locale));
    select(el).focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(select(el).value).to.equal('hi-IN');
    expect(chosen).to.deep.equal([]);
    await sendKeys({ press: 'ArrowDown' });
    expect(chosen).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    expect(chosen).to.deep.equal(['kn-IN']);
    expect(el.value).to.equal('kn-IN');
  });

  it('puts back the applied language when the keyboard leaves without choosing', async () => {
    const el = await fixture<KathaLanguageSwitcher>(
      html`<div><katha-language-switcher value="en"></katha-language-switcher><button>next</button></div>`,
    );
    const switcher = el.querySelector('katha-language-switcher')!;
    const chosen: string[] = [];
    switcher.addEventListener('katha-locale-change', (event) => chosen.push(event.detail.locale));
    select(switcher).focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Tab' });
    expect(chosen).to.deep.equal([]);
    expect(select(switcher).value).to.equal('en');
  });

  it('shrinks to the globe on narrow screens, keeping its name and value', async () => {
    await setViewport({ width: 400, height: 700 });
    try {
      const el = await fixture<KathaLanguageSwitcher>(
        html`<katha-language-switcher value="hi-IN"></katha-language-switcher>`,
      );
      expect(select(el).getBoundingClientRect().width).to.equal(44);
      expect(select(el).value).to.equal('hi-IN');
      expect(select(el).labels![0]!.textContent).to.equal('Language');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('has no axe violations in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      const el = await fixture(
        html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)"><katha-language-switcher></katha-language-switcher></div>`,
      );
      await expectNoAxeViolations(el);
    }
  });
});
