import { aTimeout, expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './toast.js';
import type { KathaToast, ToastCloseDetail } from './toast.js';

const region = (el: KathaToast) => el.shadowRoot!.querySelector('[role="status"]')!;

describe('katha-toast', () => {
  it('puts the message in a polite live region that exists before it opens', async () => {
    const el = await fixture<KathaToast>(html`<katha-toast message="Comment posted"></katha-toast>`);
    expect(region(el).getAttribute('aria-live')).to.equal('polite');
    expect(region(el).textContent!.trim()).to.equal('');
    el.open = true;
    await el.updateComplete;
    expect(region(el).textContent).to.contain('Comment posted');
  });

  it('closes by itself after its duration', async () => {
    const el = await fixture<KathaToast>(
      html`<katha-toast open duration="50" message="Saved"></katha-toast>`,
    );
    const closed = oneEvent(el, 'katha-toast-close');
    expect(((await closed) as CustomEvent<ToastCloseDetail>).detail.reason).to.equal('timeout');
    expect(el.open).to.equal(false);
  });

  it('stays while the pointer is on it, and closes after its duration once the pointer leaves', async () => {
    const el = await fixture<KathaToast>(html`<katha-toast open duration="0" message="Saved"></katha-toast>`);
    const box = el.shadowRoot!.querySelector('.base')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.top + 10)] });
    el.duration = 100;
    await el.updateComplete;
    await aTimeout(300);
    expect(el.open).to.equal(true);
    await sendMouse({ type: 'move', position: [0, 0] });
    await aTimeout(400);
    expect(el.open).to.equal(false);
  });

  it('runs the action, then closes', async () => {
    const el = await fixture<KathaToast>(
      html`<katha-toast open duration="0" message="Could not post" action-label="Retry"></katha-toast>`,
    );
    const action = oneEvent(el, 'katha-toast-action');
    const closed = oneEvent(el, 'katha-toast-close');
    el.shadowRoot!.querySelector('katha-button')!.click();
    await action;
    expect(((await closed) as CustomEvent<ToastCloseDetail>).detail.reason).to.equal('action');
  });

  it('is dismissed with its close button, named in Hindi', async () => {
    const el = await fixtureInLocale<KathaToast>(
      html`<katha-toast open duration="0" message="सहेजा गया"></katha-toast>`,
      'hi-IN',
    );
    const close = el.shadowRoot!.querySelector('katha-icon-button')!;
    expect(close.label).to.equal('सूचना हटाएँ');
    const closed = oneEvent(el, 'katha-toast-close');
    close.shadowRoot!.querySelector('button')!.click();
    expect(((await closed) as CustomEvent<ToastCloseDetail>).detail.reason).to.equal('dismiss');
    await el.updateComplete;
    expect(region(el).textContent!.trim()).to.equal('');
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el = await fixture(html`<div data-katha-mode=${mode}>
        <katha-toast open duration="0" variant="error" message="Could not post" action-label="Retry"></katha-toast>
      </div>`);
      await expectNoAxeViolations(el);
    });
  }
});
