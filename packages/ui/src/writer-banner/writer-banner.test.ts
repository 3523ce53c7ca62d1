import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { NavigateDetail } from '../core/navigate.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './writer-banner.js';
import type { KathaWriterBanner } from './writer-banner.js';

const link = (el: KathaWriterBanner) => el.shadowRoot!.querySelector('a')!;

describe('katha-writer-banner', () => {
  it('invites readers to write, in English, with a link to the write page', async () => {
    const el = await fixture<KathaWriterBanner>(html`<katha-writer-banner></katha-writer-banner>`);
    expect(el.shadowRoot!.querySelector('.pitch')!.textContent).to.equal(
      'Do you have a passion for writing? Join Katha as a Writer today and start earning',
    );
    expect(link(el).getAttribute('href')).to.equal('/core/write/new');
    expect(el.shadowRoot!.querySelector('aside')!.getAttribute('aria-labelledby')).to.equal('pitch');
  });

  it('speaks Hindi and Kannada', async () => {
    const hi = await fixtureInLocale<KathaWriterBanner>(
      html`<katha-writer-banner></katha-writer-banner>`,
      'hi-IN',
    );
    expect(hi.shadowRoot!.querySelector('.pitch')!.textContent).to.contain('कथा');
    expect(link(hi).textContent!.trim()).to.equal('लिखना शुरू करें');
    const kn = await fixtureInLocale<KathaWriterBanner>(
      html`<katha-writer-banner></katha-writer-banner>`,
      'kn-IN',
    );
    expect(kn.shadowRoot!.querySelector('.pitch')!.textContent).to.contain('ಕಥಾ');
  });

  it('lets the app route the link through katha-navigate', async () => {
    const el = await fixture<KathaWriterBanner>(
      html`<katha-writer-banner href="/auth/auth2/login-option"></katha-writer-banner>`,
    );
    el.addEventListener('katha-navigate', (event) => event.preventDefault());
    const navigate = oneEvent(el, 'katha-navigate');
    link(el).click();
    expect(((await navigate) as CustomEvent<NavigateDetail>).detail.href).to.equal(
      '/auth/auth2/login-option',
    );
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el = await fixture(
        html`<div data-katha-mode=${mode}><katha-writer-banner></katha-writer-banner></div>`,
      );
      await expectNoAxeViolations(el);
    });
  }
});
