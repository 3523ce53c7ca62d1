import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import { ClickOutsideController } from './click-outside.js';

/** A probe counting the presses its controller reports outside it. */
@customElement('katha-test-outside')
class KathaTestOutside extends LitElement {
  outside = 0;
  constructor() {
    super();
    new ClickOutsideController(this, () => this.outside++);
  }
  override render() {
    return html`<button>inside</button><slot></slot>`;
  }
}

const press = (target: Element) =>
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));

describe('ClickOutsideController', () => {
  it('reports a press outside the host, not one in its shadow root or its light DOM', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><katha-test-outside><span>slotted</span></katha-test-outside><p>elsewhere</p></div>`,
    );
    const el = wrapper.querySelector<KathaTestOutside>('katha-test-outside')!;
    await el.updateComplete;
    press(el.shadowRoot!.querySelector('button')!);
    press(el.querySelector('span')!);
    press(el);
    expect(el.outside).to.equal(0);
    press(wrapper.querySelector('p')!);
    press(document.body);
    expect(el.outside).to.equal(2);
  });

  it('listens only while the host is connected', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><katha-test-outside></katha-test-outside></div>`);
    const el = wrapper.querySelector<KathaTestOutside>('katha-test-outside')!;
    el.remove();
    press(document.body);
    expect(el.outside).to.equal(0);
    wrapper.append(el);
    press(document.body);
    expect(el.outside).to.equal(1);
  });
});
