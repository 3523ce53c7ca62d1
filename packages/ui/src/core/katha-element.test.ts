import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import { setDocumentLocale } from '../test-utils/index.js';
import { KathaElement } from './katha-element.js';

/** A probe showing what the base class gives an element. */
@customElement('katha-test-probe')
class KathaTestProbe extends KathaElement {
  override render() {
    return html`<span>${this.locale} ${this.direction} ${this.t('common.retry')}</span>`;
  }
  fire() {
    return this.emit('katha-probe', { n: 1 }, { cancelable: true });
  }
}

/** A shadow host with its own lang, to prove the locale is found across shadow roots. */
@customElement('katha-test-shell')
class KathaTestShell extends LitElement {
  override render() {
    return html`<div lang="kn-IN"><katha-test-probe></katha-test-probe></div>`;
  }
}

const text = (el: Element) => el.shadowRoot!.textContent!.trim();
const settle = async (el: KathaTestProbe) => {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
};

describe('KathaElement', () => {
  it('negotiates the nearest lang and translates', async () => {
    const el = await fixture<KathaTestProbe>(html`<katha-test-probe lang="hi"></katha-test-probe>`);
    expect(text(el)).to.equal('hi-IN ltr फिर से कोशिश करें');
  });

  it('finds the lang of an ancestor across a shadow root', async () => {
    const shell = await fixture<KathaTestShell>(html`<katha-test-shell></katha-test-shell>`);
    const probe = shell.shadowRoot!.querySelector<KathaTestProbe>('katha-test-probe')!;
    await probe.updateComplete;
    expect(text(probe)).to.equal('kn-IN ltr ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ');
  });

  it('falls back to English for an unsupported language and follows <html lang>', async () => {
    const restore = setDocumentLocale('fr' as 'en');
    try {
      const el = await fixture<KathaTestProbe>(html`<katha-test-probe></katha-test-probe>`);
      expect(text(el)).to.equal('en ltr Try again');
      document.documentElement.lang = 'kn-IN';
      await settle(el);
      expect(text(el)).to.equal('kn-IN ltr ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ');
    } finally {
      restore();
    }
  });

  it('re-renders when an ancestor switches to rtl', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div lang="en"><katha-test-probe></katha-test-probe></div>`,
    );
    const el = wrapper.querySelector<KathaTestProbe>('katha-test-probe')!;
    wrapper.dir = 'rtl';
    await settle(el);
    expect(text(el)).to.equal('en rtl Try again');
  });

  it('emits bubbling, composed, typed katha events', async () => {
    const el = await fixture<KathaTestProbe>(html`<katha-test-probe></katha-test-probe>`);
    let received: CustomEvent | undefined;
    document.addEventListener(
      'katha-probe',
      (event) => {
        received = event as CustomEvent;
        event.preventDefault();
      },
      { once: true },
    );
    expect(el.fire()).to.equal(false);
    expect(received!.detail).to.deep.equal({ n: 1 });
    expect(received!.composed).to.equal(true);
  });

  it('installs the tokens once, at lower priority than the page', async () => {
    await fixture(html`<katha-test-probe></katha-test-probe>`);
    await fixture(html`<katha-test-probe></katha-test-probe>`);
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--katha-font-size-body').trim()).to.equal('20px');
    expect(root.getPropertyValue('--katha-line-height-body').trim()).to.equal('32px');
    expect(document.adoptedStyleSheets.length).to.equal(1);
    expect(document.querySelectorAll('link[data-katha-fonts]').length).to.equal(1);
    document.documentElement.style.setProperty('--katha-color-primary', 'rgb(9, 9, 9)');
    try {
      expect(root.getPropertyValue('--katha-color-primary').trim()).to.equal('rgb(9, 9, 9)');
    } finally {
      document.documentElement.style.removeProperty('--katha-color-primary');
    }
  });

  it('switches the font family by lang', async () => {
    const el = await fixture<HTMLDivElement>(
      html`<div><p lang="hi-IN">क</p><p lang="kn-IN">ಕ</p><p>k</p></div>`,
    );
    const [hi, kn, en] = [...el.querySelectorAll('p')].map((p) =>
      getComputedStyle(p).getPropertyValue('--katha-font-family'),
    );
    expect(hi).to.match(/^'Noto Sans Devanagari'/);
    expect(kn).to.match(/^'Noto Sans Kannada'/);
    expect(en).to.match(/^'Katha Indic', system-ui/);
  });
});
