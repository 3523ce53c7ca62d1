import { expect, fixture, html } from '@open-wc/testing';
import './radio.js';
import type { KathaRadio } from './radio.js';

// Its keyboard, states and form value are the group's: see radio-group.test.ts.
describe('katha-radio', () => {
  it('is a radio showing its label and its checked state', async () => {
    const el = await fixture<KathaRadio>(html`<katha-radio value="a" label="Story" checked></katha-radio>`);
    expect(el.getAttribute('role')).to.equal('radio');
    expect(el.shadowRoot!.querySelector('slot')!.textContent).to.equal('Story');
    const control = el.shadowRoot!.querySelector('.control')!;
    expect(control.classList.contains('checked')).to.equal(true);
    el.checked = false;
    await el.updateComplete;
    expect(control.classList.contains('checked')).to.equal(false);
    // The attribute stays: it is the group's default, which a reset restores.
    expect(el.hasAttribute('checked')).to.equal(true);
  });
});
