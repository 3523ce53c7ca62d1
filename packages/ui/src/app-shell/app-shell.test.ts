import { expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../logo/logo.js';
import type { KathaNavMenu, MenuItem } from '../nav-menu/nav-menu.js';
import '../nav-menu/nav-menu.js';
import type { KathaProfileCard } from '../profile-card/profile-card.js';
import '../profile-card/profile-card.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './app-shell.js';
import type { KathaAppShell } from './app-shell.js';

const ITEMS: MenuItem[] = [
  { id: 'home', subheader: 'Home' },
  { id: 'modern', title: 'Modern', icon: 'home', href: '/dashboards/modern', chip: 'New' },
  { id: 'notes', title: 'Notes', icon: 'forms', href: '/apps/notes' },
];

async function shell(
  attributes: { collapsed?: boolean; layout?: 'full' | 'blank'; nav?: 'vertical' | 'horizontal' } = {},
) {
  const el = await fixture<KathaAppShell>(html`<katha-app-shell
    ?collapsed=${attributes.collapsed}
    layout=${attributes.layout ?? 'full'}
    nav-layout=${attributes.nav ?? 'vertical'}
  >
    <katha-logo slot="sidebar-header"></katha-logo>
    <katha-nav-menu slot="sidebar" .items=${ITEMS} current-path="/apps/notes"></katha-nav-menu>
    <katha-profile-card slot="sidebar-footer" name="Meera Rao" role-label="Writer"></katha-profile-card>
    <span slot="header">Header content</span>
    <p>Page content</p>
  </katha-app-shell>`);
  await el.updateComplete;
  return el;
}

const part = (el: KathaAppShell, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`);
const menu = (el: KathaAppShell) => el.querySelector<KathaNavMenu>('katha-nav-menu')!;
const card = (el: KathaAppShell) => el.querySelector<KathaProfileCard>('katha-profile-card')!;
const toggle = (el: KathaAppShell) =>
  el.shadowRoot!.querySelector('.topbar katha-icon-button')!.shadowRoot!.querySelector('button')!;
const width = (element: Element) => Math.round(element.getBoundingClientRect().width);
const settle = (el: KathaAppShell) =>
  Promise.all(
    part(el, 'sidebar')
      ?.getAnimations()
      .map((animation) => animation.finished) ?? [],
  ).then(() => el.updateComplete);

describe('katha-app-shell', () => {
  before(() => {
    document.body.style.margin = '0';
  });
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
    document.documentElement.removeAttribute('data-katha-nav');
  });

  describe('from lg (1100px) up', () => {
    beforeEach(() => setViewport({ width: 1280, height: 800 }));

    it('has a 70px top bar, a 270px sidebar and a scroll area of the window height minus 190px', async () => {
      const el = await shell();
      expect(part(el, 'header')!.getBoundingClientRect().height).to.equal(70);
      expect(width(part(el, 'sidebar')!)).to.equal(270);
      expect(el.shadowRoot!.querySelector('.scroll')!.getBoundingClientRect().height).to.equal(800 - 190);
      expect(part(el, 'main')!.getBoundingClientRect().left).to.equal(270);
      expect(menu(el).collapsed).to.equal(false);
      expect(el.shadowRoot!.querySelector('katha-drawer')).to.equal(null);
    });

    it('collapses to 87px with icons only, and expands while hovered', async () => {
      const el = await shell();
      const changed = oneEvent(el, 'katha-sidebar-change');
      toggle(el).click();
      expect((await changed).detail).to.deep.equal({ collapsed: true, mobileSidebarOpen: false });
      await settle(el);
      expect(width(part(el, 'sidebar')!)).to.equal(87);
      expect(menu(el).collapsed).to.equal(true);
      expect(card(el).collapsed).to.equal(true);
      expect(part(el, 'main')!.getBoundingClientRect().left).to.equal(87);
      expect(getComputedStyle(el.querySelector('katha-logo')!).visibility).to.equal('hidden');

      await sendMouse({ type: 'move', position: [40, 300] });
      await settle(el);
      expect(el.sidebarHover).to.equal(true);
      expect(width(part(el, 'sidebar')!)).to.equal(270);
      expect(menu(el).collapsed).to.equal(false);
      expect(getComputedStyle(el.querySelector('katha-logo')!).visibility).to.equal('visible');
      expect(part(el, 'main')!.getBoundingClientRect().left).to.equal(87);

      await sendMouse({ type: 'move', position: [700, 300] });
      await settle(el);
      expect(el.sidebarHover).to.equal(false);
      expect(width(part(el, 'sidebar')!)).to.equal(87);
      expect(menu(el).collapsed).to.equal(true);
      expect(getComputedStyle(el.querySelector('katha-logo')!).visibility).to.equal('hidden');
    });

    it('is operated from the keyboard: the skip link moves to the content, Enter and Space toggle the sidebar', async () => {
      const el = await shell();
      await sendKeys({ press: 'Tab' });
      const skip = el.shadowRoot!.querySelector<HTMLAnchorElement>('.skip')!;
      expect(el.shadowRoot!.activeElement).to.equal(skip);
      await sendKeys({ press: 'Enter' });
      expect(el.shadowRoot!.activeElement).to.equal(part(el, 'main'));
      toggle(el).focus();
      await sendKeys({ press: 'Enter' });
      await settle(el);
      expect(el.collapsed).to.equal(true);
      expect(width(part(el, 'sidebar')!)).to.equal(87);
      expect(toggle(el).getAttribute('aria-label')).to.equal('Expand sidebar');
      await sendKeys({ press: 'Space' });
      await settle(el);
      expect(el.collapsed).to.equal(false);
      expect(width(part(el, 'sidebar')!)).to.equal(270);
    });

    it('puts the menu in a bar under the header in the horizontal layout, following <html data-katha-nav>', async () => {
      const el = await fixture<KathaAppShell>(html`<katha-app-shell>
        <katha-nav-menu slot="sidebar" .items=${ITEMS}></katha-nav-menu>
      </katha-app-shell>`);
      document.documentElement.setAttribute('data-katha-nav', 'horizontal');
      await new Promise((resolve) => setTimeout(resolve));
      await el.updateComplete;
      expect(part(el, 'sidebar')).to.equal(null);
      expect(
        part(el, 'horizontal-nav')!.contains(el.shadowRoot!.querySelector('slot[name="sidebar"]')),
      ).to.equal(true);
      expect(menu(el).orientation).to.equal('horizontal');
      expect(menu(el).getBoundingClientRect().top).to.be.at.least(70);
      document.documentElement.setAttribute('data-katha-nav', 'vertical');
      await new Promise((resolve) => setTimeout(resolve));
      await el.updateComplete;
      expect(width(part(el, 'sidebar')!)).to.equal(270);
      expect(menu(el).orientation).to.equal('vertical');
    });

    it('mirrors the sidebar in rtl', async () => {
      const wrapper = await fixture<HTMLDivElement>(
        html`<div dir="rtl"><katha-app-shell nav-layout="vertical"></katha-app-shell></div>`,
      );
      const el = wrapper.querySelector('katha-app-shell')!;
      await el.updateComplete;
      expect(Math.round(part(el, 'sidebar')!.getBoundingClientRect().right)).to.equal(1280);
      expect(Math.round(part(el, 'main')!.getBoundingClientRect().right)).to.equal(1280 - 270);
    });
  });

  describe('below lg', () => {
    beforeEach(() => setViewport({ width: 800, height: 700 }));

    it('shows the menu in a temporary drawer that closes after an item click', async () => {
      const el = await shell();
      expect(part(el, 'sidebar')).to.equal(null);
      const drawer = el.shadowRoot!.querySelector('katha-drawer')!;
      expect(drawer.open).to.equal(false);
      expect(toggle(el).getAttribute('aria-label')).to.equal('Open menu');
      expect(toggle(el).getAttribute('aria-expanded')).to.equal('false');
      toggle(el).click();
      await el.updateComplete;
      await drawer.updateComplete;
      expect(el.mobileSidebarOpen).to.equal(true);
      expect(drawer.open).to.equal(true);
      expect(menu(el).getClientRects().length).to.be.greaterThan(0);
      expect(menu(el).collapsed).to.equal(false);

      menu(el).addEventListener('katha-navigate', (event) => event.preventDefault(), { once: true });
      const changed = oneEvent(el, 'katha-sidebar-change');
      const link = [...menu(el).shadowRoot!.querySelectorAll('a')].find((a) =>
        a.textContent!.includes('Modern'),
      )!;
      link.click();
      expect((await changed).detail.mobileSidebarOpen).to.equal(false);
      await el.updateComplete;
      expect(drawer.open).to.equal(false);
    });

    it('opens the drawer from the keyboard, closes it with Escape, and after Enter on an item', async () => {
      const el = await shell();
      const drawer = el.shadowRoot!.querySelector('katha-drawer')!;
      toggle(el).focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      await drawer.updateComplete;
      expect(drawer.open).to.equal(true);
      await sendKeys({ press: 'Escape' });
      await el.updateComplete;
      expect(drawer.open).to.equal(false);
      expect(el.mobileSidebarOpen).to.equal(false);

      toggle(el).focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      await drawer.updateComplete;
      menu(el).addEventListener('katha-navigate', (event) => event.preventDefault(), { once: true });
      const link = [...menu(el).shadowRoot!.querySelectorAll<HTMLAnchorElement>('a.item')].find((a) =>
        a.textContent!.includes('Modern'),
      )!;
      link.focus();
      const changed = oneEvent(el, 'katha-sidebar-change');
      await sendKeys({ press: 'Enter' });
      expect((await changed).detail.mobileSidebarOpen).to.equal(false);
      await el.updateComplete;
      expect(drawer.open).to.equal(false);
    });

    it('ignores the collapsed state (the mini sidebar is for large screens)', async () => {
      const el = await shell({ collapsed: true });
      el.mobileSidebarOpen = true;
      await el.updateComplete;
      expect(menu(el).collapsed).to.equal(false);
    });
  });

  it('shows the content alone in the blank layout, and can hide the header', async () => {
    await setViewport({ width: 1280, height: 800 });
    const blank = await shell({ layout: 'blank' });
    expect(part(blank, 'header')).to.equal(null);
    expect(part(blank, 'sidebar')).to.equal(null);
    expect(blank.querySelector('p')!.getClientRects().length).to.equal(1);
    expect(menu(blank).getClientRects().length).to.equal(0);
    const headless = await shell();
    headless.hideHeader = true;
    await headless.updateComplete;
    expect(part(headless, 'header')).to.equal(null);
    expect(part(headless, 'sidebar')).to.not.equal(null);
  });

  it('boxes the content, or lets it take the full width', async () => {
    await setViewport({ width: 1600, height: 800 });
    const el = await shell({ nav: 'horizontal' });
    const container = el.shadowRoot!.querySelector('.container')!;
    expect(width(container)).to.equal(1200);
    el.style.setProperty('--katha-layout-container-max-width', 'none');
    expect(width(container)).to.equal(1600);
  });

  it('offers a translated skip link to the main content', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await fixtureInLocale<KathaAppShell>(html`<katha-app-shell></katha-app-shell>`, 'hi-IN');
    const skip = el.shadowRoot!.querySelector<HTMLAnchorElement>('.skip')!;
    expect(skip.textContent).to.equal('सीधे सामग्री पर जाएँ');
    skip.click();
    expect(el.shadowRoot!.activeElement).to.equal(part(el, 'main'));
  });

  it('has no axe violations in light and dark, at lg and below', async () => {
    for (const width of [1280, 800]) {
      await setViewport({ width, height: 800 });
      for (const mode of ['light', 'dark']) {
        const wrapper = await fixture(html`<div data-katha-mode=${mode}>
          <katha-app-shell nav-layout="vertical">
            <katha-logo slot="sidebar-header"></katha-logo>
            <katha-nav-menu slot="sidebar" .items=${ITEMS} current-path="/apps/notes"></katha-nav-menu>
            <katha-profile-card slot="sidebar-footer" name="Meera Rao" role-label="Writer"></katha-profile-card>
            <p>Page content</p>
          </katha-app-shell>
        </div>`);
        await expectNoAxeViolations(wrapper);
        fixtureCleanup();
      }
    }
  });
});
