import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './logo.js';
import type { KathaLogo } from './logo.js';

const link = (el: KathaLogo) => el.shadowRoot!.querySelector('a')!;

describe('katha-logo', () => {
  it('links home with a translated name and shows the Beta label', async () => {
    const el = await fixtureInLocale<KathaLogo>(html`<katha-logo></katha-logo>`, 'hi-IN');
    expect(link(el).getAttribute('href')).to.equal('/');
    expect(link(el).getAttribute('aria-label')).to.equal('Katha बीटा, मुखपृष्ठ');
    expect(link(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Katha बीटा');
  });

  it('emits a cancelable katha-navigate to home', async () => {
    const el = await fixture<KathaLogo>(html`<katha-logo></katha-logo>`);
    el.addEventListener('katha-navigate', (event) => event.preventDefault(), { once: true });
    const navigated = oneEvent(el, 'katha-navigate');
    link(el).click();
    expect((await navigated).detail).to.deep.equal({ href: '/' });
  });

  it('has no axe violations in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      const el = await fixture(
        html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)"><katha-logo></katha-logo></div>`,
      );
      await expectNoAxeViolations(el);
    }
  });
});
