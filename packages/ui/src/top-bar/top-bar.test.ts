import { expect, fixture, fixtureCleanup, html, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { KathaIconButton } from '../icon-button/icon-button.js';
import { expectNoAxeViolations, fixtureInLocale, loadedFontFamilies } from '../test-utils/index.js';
import './top-bar.js';
import type { KathaTopBar } from './top-bar.js';

const USER = { name: 'Meera Rao' };
const $ = <T extends Element>(el: KathaTopBar, selector: string) => el.shadowRoot!.querySelector<T>(selector);
const icons = (el: KathaTopBar) =>
  [...el.shadowRoot!.querySelectorAll<KathaIconButton>('katha-icon-button')].map((button) => button.label);

describe('katha-top-bar', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('shows visitors the logo, search box, Write button, language switcher, login and settings icons', async () => {
    const el = await fixture<KathaTopBar>(html`<katha-top-bar></katha-top-bar>`);
    expect($(el, 'katha-logo')).to.exist;
    expect($(el, 'katha-search-box')).to.exist;
    const write = $<HTMLAnchorElement>(el, 'a.write')!;
    expect(write.getAttribute('href')).to.equal('/core/write/new');
    expect(write.textContent!.trim()).to.equal('Write');
    expect($(el, 'katha-language-switcher')).to.exist;
    // The search icon is there for phones only (below 768px, where the box is hidden).
    expect(icons(el)).to.deep.equal(['Search', 'Log in', 'Settings']);
    expect($(el, '.search-icon')!.getClientRects().length).to.equal(0);
    expect($<KathaIconButton>(el, 'katha-icon-button[icon="login"]')!.href).to.equal(
      '/auth/auth2/login-option',
    );
    expect($(el, 'katha-profile-menu')).to.equal(null);
  });

  it('fits a signed-in header and a visitor header in a 360px phone, page padding aside', async () => {
    await setViewport({ width: 360, height: 700 });
    for (const user of [USER, null]) {
      const row = await fixture<HTMLDivElement>(
        html`<div style="display: flex; inline-size: 336px"><katha-top-bar .user=${user}></katha-top-bar></div>`,
      );
      const el = row.querySelector('katha-top-bar')!;
      await el.updateComplete;
      const last = $(el, user ? 'katha-profile-menu' : '.settings')!;
      expect(last.getBoundingClientRect().right, user ? 'member' : 'visitor').to.be.at.most(
        row.getBoundingClientRect().right,
      );
      expect(el.scrollWidth).to.be.at.most(el.clientWidth);
      fixtureCleanup();
    }
  });

  it('shows signed-in readers the search, notifications and write icons and the profile menu', async () => {
    const el = await fixture<KathaTopBar>(html`<katha-top-bar .user=${USER} can-write></katha-top-bar>`);
    expect($(el, 'katha-search-box')).to.equal(null);
    expect($(el, 'a.write')).to.equal(null);
    expect(icons(el)).to.deep.equal(['Search', 'Notifications', 'Write', 'Settings']);
    expect(el.shadowRoot!.querySelector('katha-profile-menu')!.canWrite).to.equal(true);
    el.currentPath = '/core/search';
    await el.updateComplete;
    expect(icons(el)).to.deep.equal(['Notifications', 'Write', 'Settings']);
  });

  it('counts unread notifications on the bell and says whether its panel and the settings are open', async () => {
    const el = await fixture<KathaTopBar>(html`<katha-top-bar .user=${USER}></katha-top-bar>`);
    expect($(el, '.badge')).to.equal(null);
    el.unread = 3;
    el.notificationsOpen = true;
    await el.updateComplete;
    expect($(el, '.badge')!.textContent).to.equal('3');
    const bell = $<KathaIconButton>(el, '.notifications')!;
    expect(bell.label).to.equal('Notifications, 3 unread');
    await bell.updateComplete;
    expect(bell.shadowRoot!.querySelector('button')!.getAttribute('aria-expanded')).to.equal('true');
    el.unread = 120;
    await el.updateComplete;
    expect($(el, '.badge')!.textContent).to.equal('99+');
    const settings = $<KathaIconButton>(el, '.settings')!;
    const asked = oneEvent(el, 'katha-settings');
    settings.shadowRoot!.querySelector('button')!.click();
    await asked;
    el.focusControl('settings');
    expect(el.shadowRoot!.activeElement).to.equal(settings);
  });

  it('keeps every tooltip inside a 390px phone, in every language', async () => {
    await setViewport({ width: 390, height: 700 });
    for (const locale of ['en', 'hi-IN', 'kn-IN'] as const) {
      const row = await fixtureInLocale<HTMLDivElement>(
        html`<div style="display: flex; inline-size: 374px; margin-inline-start: 8px"><katha-top-bar></katha-top-bar></div>`,
        locale,
      );
      const el = row.querySelector('katha-top-bar')!;
      await el.updateComplete;
      for (const button of el.shadowRoot!.querySelectorAll<KathaIconButton>('katha-icon-button')) {
        await button.updateComplete;
        const tooltip = button.shadowRoot!.querySelector('.tooltip');
        if (!tooltip || !button.getClientRects().length) continue;
        const box = tooltip.getBoundingClientRect();
        expect(box.left, `${locale} ${button.label}`).to.be.at.least(0);
        expect(box.right, `${locale} ${button.label}`).to.be.at.most(390);
      }
      // Below 768px visitors get the search icon instead of the box.
      expect($(el, '.search-icon')!.getClientRects().length).to.equal(1);
      fixtureCleanup();
    }
  });

  it('passes the pieces’ events on: search, navigate, notifications', async () => {
    const el = await fixture<KathaTopBar>(html`<katha-top-bar></katha-top-bar>`);
    const box = $(el, 'katha-search-box')!;
    const searched = oneEvent(el, 'katha-search');
    const input = box.shadowRoot!.querySelector('input')!;
    input.value = 'kite festival';
    input.dispatchEvent(new InputEvent('input'));
    box.shadowRoot!.querySelector('form')!.requestSubmit();
    expect((await searched).detail).to.deep.equal({ key: 'kite festival' });

    el.addEventListener('katha-navigate', (event) => event.preventDefault());
    const navigated = oneEvent(el, 'katha-navigate');
    $<HTMLAnchorElement>(el, 'a.write')!.click();
    expect((await navigated).detail).to.deep.equal({ href: '/core/write/new' });

    el.user = USER;
    await el.updateComplete;
    const notified = oneEvent(el, 'katha-notifications');
    const bell = [...el.shadowRoot!.querySelectorAll<KathaIconButton>('katha-icon-button')].find(
      (button) => button.icon === 'bell',
    )!;
    bell.shadowRoot!.querySelector('button')!.click();
    await notified;
  });

  it('hides the search box on small screens and when hide-search is set', async () => {
    await setViewport({ width: 500, height: 700 });
    const el = await fixture<KathaTopBar>(html`<katha-top-bar></katha-top-bar>`);
    expect($(el, 'katha-search-box')!.getClientRects().length).to.equal(0);
    el.hideSearch = true;
    await el.updateComplete;
    expect($(el, 'katha-search-box')).to.equal(null);
  });

  it('speaks Kannada', async () => {
    const el = await fixtureInLocale<KathaTopBar>(
      html`<katha-top-bar .user=${USER}></katha-top-bar>`,
      'kn-IN',
    );
    expect(icons(el)).to.deep.equal(['ಹುಡುಕಿ', 'ಅಧಿಸೂಚನೆಗಳು', 'ಬರೆಯಿರಿ', 'ಸೆಟ್ಟಿಂಗ್‌ಗಳು']);
    const menu = el.shadowRoot!.querySelector('katha-profile-menu')!;
    menu.open = true;
    await menu.updateComplete;
    expect(menu.shadowRoot!.querySelector('.title')!.textContent).to.equal('ನನ್ನ ಪ್ರೊಫೈಲ್');
    expect([...(await loadedFontFamilies(['Noto Sans Kannada']))]).to.include('Noto Sans Kannada');
  });

  it('has no axe violations in light and dark, for visitors and members', async () => {
    await setViewport({ width: 1280, height: 700 });
    for (const mode of ['light', 'dark']) {
      for (const user of [null, USER]) {
        const wrapper =
          await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-surface)">
          <katha-top-bar .user=${user}></katha-top-bar>
        </div>`);
        await expectNoAxeViolations(wrapper);
        fixtureCleanup();
      }
    }
  });
});
