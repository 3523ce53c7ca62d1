import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import './profile-menu.js';
import type { KathaProfileMenu } from './profile-menu.js';

const trigger = (el: KathaProfileMenu) => el.shadowRoot!.querySelector<HTMLButtonElement>('.trigger')!;
const popup = (el: KathaProfileMenu) => el.shadowRoot!.querySelector<HTMLElement>('[role="menu"]')!;
const items = (el: KathaProfileMenu) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="menuitem"]'),
];
const texts = (el: KathaProfileMenu) =>
  items(el).map((item) => item.textContent!.replace(/\s+/g, ' ').trim());
const focused = (el: KathaProfileMenu) => el.shadowRoot!.activeElement;
const rect = (element: Element) => element.getBoundingClientRect();

describe('katha-profile-menu', () => {
  it('lists the reader entries with their subtitles, and a Logout button', async () => {
    const el = await fixture<KathaProfileMenu>(
      html`<katha-profile-menu name="Meera Rao"></katha-profile-menu>`,
    );
    expect(texts(el)).to.deep.equal([
      'My Profile Account Settings',
      'Bookmarks View your Bookmarked articles',
      'Subscription under construction',
      'Reading stats',
      'Logout',
    ]);
    expect(
      items(el)
        .slice(0, 3)
        .map((item) => item.getAttribute('href')),
    ).to.deep.equal(['/core/profile/me', '/core/bookmarks', '/core/subscription']);
  });

  it('adds My Articles and Content & Stats for writers', async () => {
    const el = await fixture<KathaProfileMenu>(html`<katha-profile-menu can-write></katha-profile-menu>`);
    expect(texts(el)).to.deep.equal([
      'My Profile Account Settings',
      'My Articles View, Edit and Share articles',
      'Bookmarks View your Bookmarked articles',
      'Content & Stats',
      'Subscription under construction',
      'Reading stats',
      'Logout',
    ]);
  });

  it('opens from the keyboard on the first item, moves with arrows, and Escape returns focus', async () => {
    const el = await fixture<KathaProfileMenu>(html`<katha-profile-menu can-write></katha-profile-menu>`);
    expect(trigger(el).getAttribute('aria-haspopup')).to.equal('menu');
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('false');
    expect(popup(el).getClientRects().length).to.equal(0);
    trigger(el).focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(trigger(el).getAttribute('aria-expanded')).to.equal('true');
    expect(focused(el)).to.equal(items(el)[0]);
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal(items(el)[1]);
    await sendKeys({ press: 'End' });
    expect(focused(el)).to.equal(items(el).at(-1));
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el)).to.equal(items(el)[0]);
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el)).to.equal(items(el).at(-1));
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    expect(focused(el)).to.equal(trigger(el));
    await sendKeys({ press: 'ArrowUp' });
    await el.updateComplete;
    expect(focused(el)).to.equal(items(el).at(-1));
  });

  it('emits katha-navigate for an entry and katha-logout for Logout, closing the menu', async () => {
    const el = await fixture<KathaProfileMenu>(
      html`<katha-profile-menu open can-write></katha-profile-menu>`,
    );
    el.addEventListener('katha-navigate', (event) => event.preventDefault());
    const navigated = oneEvent(el, 'katha-navigate');
    items(el)[3]!.click();
    expect((await navigated).detail).to.deep.equal({ href: '/core/content-stats' });
    await el.updateComplete;
    expect(el.open).to.equal(false);
    el.open = true;
    await el.updateComplete;
    const loggedOut = oneEvent(el, 'katha-logout');
    items(el).at(-1)!.click();
    await loggedOut;
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('emits katha-stats-open for Reading stats, closing the menu (issue 15 §3.13)', async () => {
    const el = await fixture<KathaProfileMenu>(html`<katha-profile-menu open></katha-profile-menu>`);
    const opened = oneEvent(el, 'katha-stats-open');
    items(el).at(-2)!.click();
    const event = await opened;
    expect(event.bubbles && event.composed).to.equal(true);
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('opens under its button at its inline end, shifted inside the window at either edge, mirrored in rtl', async () => {
    for (const dir of ['ltr', 'rtl']) {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div dir=${dir}>
          <div style="position: fixed; top: 8px; inset-inline-start: 8px"><katha-profile-menu can-write></katha-profile-menu></div>
          <div style="position: fixed; top: 8px; inset-inline-end: 8px"><katha-profile-menu can-write></katha-profile-menu></div>
        </div>`,
      );
      const [atStart, atEnd] = [...wrapper.querySelectorAll('katha-profile-menu')];
      const place = async (el: KathaProfileMenu) => {
        el.open = true;
        await el.updateComplete;
        await waitFor(() => popup(el).dataset.placed !== undefined, 'floating-ui placed the menu');
        expect(popup(el).matches(':popover-open')).to.equal(true);
        const [button, menu] = [rect(trigger(el)), rect(popup(el))];
        expect(menu.top, `${dir}: under the button`).to.be.closeTo(button.bottom + 4, 1);
        expect(menu.left, `${dir}: inside the window`).to.be.at.least(0);
        expect(menu.right, `${dir}: inside the window`).to.be.at.most(window.innerWidth);
        expect(menu.bottom, `${dir}: inside the window`).to.be.at.most(window.innerHeight);
        el.open = false;
        await el.updateComplete;
        expect(popup(el).matches(':popover-open')).to.equal(false);
        return [button, menu] as const;
      };
      // At the window's inline end (a header's last button): lined up with the button's inline end.
      const [endButton, endMenu] = await place(atEnd!);
      if (dir === 'rtl') expect(endMenu.left).to.be.closeTo(endButton.left, 1);
      else expect(endMenu.right).to.be.closeTo(endButton.right, 1);
      // At the inline start the same alignment would run off the window: it stays 8 px inside.
      const [, startMenu] = await place(atStart!);
      expect(startMenu.left).to.be.at.least(8 - 0.5);
      expect(startMenu.right).to.be.at.most(window.innerWidth - 8 + 0.5);
    }
  });

  it('closes on a click outside', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><katha-profile-menu open></katha-profile-menu><p>outside</p></div>`,
    );
    const el = wrapper.querySelector('katha-profile-menu')!;
    wrapper
      .querySelector('p')!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(el.open).to.equal(false);
  });

  it('speaks Hindi', async () => {
    const el = await fixtureInLocale<KathaProfileMenu>(
      html`<katha-profile-menu can-write></katha-profile-menu>`,
      'hi-IN',
    );
    expect(trigger(el).getAttribute('aria-label')).to.equal('खाता मेनू');
    expect(texts(el)[1]).to.equal('मेरे लेख लेख देखें, संपादित करें और साझा करें');
    expect(texts(el).at(-1)).to.equal('लॉग आउट');
  });

  it('has no axe violations in light and dark, open and closed', async () => {
    for (const mode of ['light', 'dark']) {
      for (const open of [false, true]) {
        const wrapper =
          await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background); padding-block-end: 480px; display: flex; justify-content: flex-end">
          <katha-profile-menu name="Meera Rao" can-write ?open=${open}></katha-profile-menu>
        </div>`);
        await expectNoAxeViolations(wrapper);
      }
    }
  });
});
