import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './drawer.js';
import type { KathaDrawer } from './drawer.js';

const dialog = (el: KathaDrawer) => el.shadowRoot!.querySelector('dialog')!;

async function openDrawer(el: KathaDrawer) {
  el.open = true;
  await el.updateComplete;
  // Let the slide-in finish, so positions are where the person sees the panel.
  await Promise.all(
    dialog(el)
      .getAnimations()
      .map((animation) => animation.finished),
  );
}

describe('katha-drawer', () => {
  it('opens as a labelled modal and moves focus inside', async () => {
    const el = await fixture<KathaDrawer>(
      html`<katha-drawer label="Settings"><button>First</button></katha-drawer>`,
    );
    expect(dialog(el).open).to.equal(false);
    await openDrawer(el);
    expect(dialog(el).open).to.equal(true);
    expect(dialog(el).matches(':modal')).to.equal(true);
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('Settings');
    const close = el.shadowRoot!.querySelector('katha-icon-button')!;
    expect(el.shadowRoot!.activeElement).to.equal(close);
    expect(close.shadowRoot!.activeElement!.getAttribute('aria-label')).to.equal('Close');
  });

  it('closes on Escape and reports the reason', async () => {
    const el = await fixture<KathaDrawer>(
      html`<katha-drawer label="Menu"><a href="#x">Link</a></katha-drawer>`,
    );
    await openDrawer(el);
    const closed = oneEvent(el, 'katha-drawer-close');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ reason: 'escape' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(dialog(el).open).to.equal(false);
  });

  it('closes from the translated close button and from the scrim', async () => {
    const el = await fixtureInLocale<KathaDrawer>(html`<katha-drawer label="मेनू"></katha-drawer>`, 'hi-IN');
    await openDrawer(el);
    const close = el.shadowRoot!.querySelector('katha-icon-button')!;
    expect(close.label).to.equal('बंद करें');
    let closed = oneEvent(el, 'katha-drawer-close');
    close.shadowRoot!.querySelector('button')!.click();
    expect((await closed).detail.reason).to.equal('button');
    await openDrawer(el);
    closed = oneEvent(el, 'katha-drawer-close');
    dialog(el).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect((await closed).detail.reason).to.equal('scrim');
  });

  it('sits at the inline start, mirrored in rtl, or at the end', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div><katha-drawer label="x"></katha-drawer></div>`);
    const el = wrapper.querySelector('katha-drawer')!;
    await openDrawer(el);
    expect(dialog(el).getBoundingClientRect().left).to.equal(0);
    el.open = false;
    wrapper.dir = 'rtl';
    await el.updateComplete;
    await openDrawer(el);
    expect(Math.round(dialog(el).getBoundingClientRect().right)).to.equal(window.innerWidth);
    el.open = false;
    el.placement = 'end';
    await el.updateComplete;
    await openDrawer(el);
    expect(dialog(el).getBoundingClientRect().left).to.equal(0);
  });

  it('has no axe violations in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      const wrapper = await fixture(
        html`<div data-katha-mode=${mode}><katha-drawer label="Settings"><p>Body</p></katha-drawer></div>`,
      );
      const el = wrapper.querySelector('katha-drawer')!;
      await openDrawer(el);
      await expectNoAxeViolations(wrapper);
      el.open = false;
      await el.updateComplete;
    }
  });
});
