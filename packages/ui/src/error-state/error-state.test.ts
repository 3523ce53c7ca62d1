import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './error-state.js';
import type { KathaErrorState } from './error-state.js';

describe('katha-error-state', () => {
  it('alerts with a message and a retry button in the page language', async () => {
    const el = await fixtureInLocale<KathaErrorState>(html`<katha-error-state></katha-error-state>`, 'hi-IN');
    const alert = el.shadowRoot!.querySelector('[role="alert"]')!;
    expect(alert.textContent).to.contain('कुछ गड़बड़ हो गई');
    expect(el.shadowRoot!.querySelector('katha-button')!.textContent!.trim()).to.equal('फिर से कोशिश करें');
  });

  it('fires katha-retry from the keyboard', async () => {
    const el = await fixture<KathaErrorState>(
      html`<katha-error-state message="Could not load articles."></katha-error-state>`,
    );
    expect(el.shadowRoot!.querySelector('.heading')!.textContent).to.equal('Could not load articles.');
    el.shadowRoot!.querySelector('katha-button')!.focus();
    const retry = oneEvent(el, 'katha-retry');
    await sendKeys({ press: 'Enter' });
    expect((await retry).bubbles).to.equal(true);
  });

  it('can leave the retry out', async () => {
    const el = await fixture<KathaErrorState>(html`<katha-error-state no-retry></katha-error-state>`);
    expect(el.shadowRoot!.querySelector('katha-button')).to.equal(null);
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el = await fixture(
        html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)"><katha-error-state></katha-error-state></div>`,
      );
      await expectNoAxeViolations(el);
    });
  }
});
