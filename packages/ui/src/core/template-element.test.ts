import { css } from '@lit/reactive-element/css-tag.js';
import { expect, fixture, html } from '@open-wc/testing';
import { html as template } from 'lit/html.js';
import { setDocumentLocale } from '../test-utils/index.js';
import { baseStyles } from './styles.js';
import { KathaTemplateElement } from './template-element.js';
import '@katha/i18n/messages/error-state';

/** A probe of what the light base gives: attributes as state, locale, messages, events, styles. */
class KathaTestTemplate extends KathaTemplateElement {
  static override styles = [baseStyles, css`p { margin: 7px; }`];
  static observedAttributes = ['name'];
  count = 0;

  get name(): string {
    return this.getAttribute('name') ?? '';
  }
  set name(value: string) {
    this.setAttribute('name', value);
  }

  protected override render() {
    return template`<p @click=${() => this.emit('katha-probe', { name: this.name })}>${this.name} ${this.locale} ${this.t('error-state.message')}</p>`;
  }
}
customElements.define('katha-test-template', KathaTestTemplate);

const text = (el: Element) => el.shadowRoot!.textContent!.trim();
const settle = async (el: KathaTestTemplate) => {
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
};

describe('KathaTemplateElement', () => {
  it('renders its template with the kit styles in the nearest lang, and re-renders on attribute changes', async () => {
    const el = await fixture<KathaTestTemplate>(
      html`<katha-test-template name="a" lang="hi"></katha-test-template>`,
    );
    await el.updateComplete;
    expect(text(el)).to.equal('a hi-IN कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    expect(getComputedStyle(el.shadowRoot!.querySelector('p')!).marginTop).to.equal('7px');
    el.name = 'b';
    await el.updateComplete;
    expect(text(el)).to.equal('b hi-IN कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
  });

  it('follows <html lang> and installs the tokens', async () => {
    const restore = setDocumentLocale('en');
    try {
      const el = await fixture<KathaTestTemplate>(html`<katha-test-template name="x"></katha-test-template>`);
      await el.updateComplete;
      expect(text(el)).to.match(/^x en /);
      document.documentElement.lang = 'kn-IN';
      await settle(el);
      expect(text(el)).to.match(/^x kn-IN /);
      expect(getComputedStyle(document.documentElement).getPropertyValue('--katha-space-3').trim()).to.equal(
        '12px',
      );
    } finally {
      restore();
    }
  });

  it('emits bubbling, composed katha events, and takes a property set before the upgrade', async () => {
    const early = document.createElement('katha-test-template-late') as KathaTestTemplate;
    (early as { name: string }).name = 'early';
    document.body.append(early);
    customElements.define('katha-test-template-late', class extends KathaTestTemplate {});
    try {
      await early.updateComplete;
      expect(early.getAttribute('name')).to.equal('early');
      let detail: unknown;
      document.addEventListener('katha-probe', (event) => (detail = (event as CustomEvent).detail), {
        once: true,
      });
      early.shadowRoot!.querySelector('p')!.click();
      expect(detail).to.deep.equal({ name: 'early' });
    } finally {
      early.remove();
    }
  });
});
