import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import './nav-menu.js';
import type { KathaNavMenu, MenuItem } from './nav-menu.js';

const ITEMS: MenuItem[] = [
  { id: 'home', subheader: 'Home' },
  {
    id: 'modern',
    title: 'Modern',
    icon: 'home',
    href: '/dashboards/modern',
    chip: 'New',
    chipColor: 'secondary',
  },
  {
    id: 'ecommerce',
    title: 'eCommerce',
    icon: 'apps',
    href: '/dashboards/ecommerce',
    chip: 'Pro',
    variant: 'outlined',
  },
  { id: 'apps', subheader: 'Apps' },
  {
    id: 'blog',
    title: 'Blog',
    icon: 'article',
    children: [
      { id: 'posts', title: 'Posts', href: '/apps/blog/post' },
      { id: 'detail', title: 'Detail', href: '/apps/blog/detail/streaming-video-way-before-it-was-cool' },
    ],
  },
  {
    id: 'l1',
    title: 'Menu level 1',
    icon: 'layers',
    children: [
      { id: 'l1.1', title: 'Level 1.1', href: '/l1.1' },
      { id: 'l2', title: 'Menu level 2', children: [{ id: 'l2.1', title: 'Level 2.1', href: '/l2.1' }] },
    ],
  },
  { id: 'notes', title: 'Notes', icon: 'forms', href: '/apps/notes', subtitle: 'Your notes' },
  { id: 'disabled', title: 'Disabled', icon: 'ban', href: '/disabled', disabled: true },
  { id: 'external', title: 'External link', icon: 'external', href: 'https://example.org', external: true },
];

const root = (el: KathaNavMenu) => el.shadowRoot!;
const byText = (el: KathaNavMenu, text: string) =>
  [...root(el).querySelectorAll<HTMLElement>('.item')].find(
    (item) => item.querySelector('.title')!.textContent === text,
  )!;
const visible = (element: Element) => element.getClientRects().length > 0;

async function menu(path = '') {
  return fixture<KathaNavMenu>(html`<katha-nav-menu .items=${ITEMS} current-path=${path}></katha-nav-menu>`);
}

describe('katha-nav-menu', () => {
  it('renders section headers, chips, subtitles and a labelled landmark', async () => {
    const el = await menu();
    expect([...root(el).querySelectorAll('.subheader')].map((h) => h.textContent)).to.deep.equal([
      'Home',
      'Apps',
    ]);
    expect(byText(el, 'Modern').querySelector('katha-chip')!.textContent).to.equal('New');
    expect(byText(el, 'eCommerce').querySelector('katha-chip')!.variant).to.equal('outlined');
    expect(byText(el, 'Notes').querySelector('.subtitle')!.textContent).to.equal('Your notes');
    expect(root(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('Main menu');
  });

  it('highlights only the item whose href equals the current path', async () => {
    const el = await menu('/apps/notes');
    const current = [...root(el).querySelectorAll('[aria-current="page"]')];
    expect(current).to.deep.equal([byText(el, 'Notes')]);
    el.currentPath = '/apps/notes/';
    await el.updateComplete;
    expect(root(el).querySelectorAll('[aria-current="page"]').length).to.equal(0);
  });

  it('opens a group holding the current path, and toggles a group on click', async () => {
    const el = await menu('/l2.1');
    const level1 = byText(el, 'Menu level 1');
    const level2 = byText(el, 'Menu level 2');
    expect(level1.getAttribute('aria-expanded')).to.equal('true');
    expect(level2.getAttribute('aria-expanded')).to.equal('true');
    expect(visible(byText(el, 'Level 2.1'))).to.equal(true);
    const blog = byText(el, 'Blog');
    expect(blog.getAttribute('aria-expanded')).to.equal('false');
    expect(visible(byText(el, 'Posts'))).to.equal(false);
    blog.click();
    await el.updateComplete;
    expect(blog.getAttribute('aria-expanded')).to.equal('true');
    expect(visible(byText(el, 'Posts'))).to.equal(true);
    blog.click();
    await el.updateComplete;
    expect(visible(byText(el, 'Posts'))).to.equal(false);
    // Navigating into a closed group opens it again.
    level1.click();
    await el.updateComplete;
    expect(level1.getAttribute('aria-expanded')).to.equal('false');
    el.currentPath = '/l1.1';
    await el.updateComplete;
    expect(level1.getAttribute('aria-expanded')).to.equal('true');
  });

  it('emits a cancelable katha-navigate for internal links', async () => {
    const el = await menu();
    el.addEventListener('katha-navigate', (event) => event.preventDefault());
    const navigated = oneEvent(el, 'katha-navigate');
    byText(el, 'Modern').click();
    expect((await navigated).detail).to.deep.equal({ href: '/dashboards/modern' });
  });

  it('opens external items in a new tab with rel noopener, without katha-navigate', async () => {
    const el = await menu();
    const link = byText(el, 'External link') as HTMLAnchorElement;
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.textContent).to.contain('(opens in a new tab)');
    let navigations = 0;
    el.addEventListener('katha-navigate', () => navigations++);
    link.addEventListener('click', (event) => event.preventDefault()); // keep the test page
    link.click();
    expect(navigations).to.equal(0);
  });

  it('keeps disabled items out of the tab order and inert', async () => {
    const el = await menu();
    const disabled = byText(el, 'Disabled');
    expect(disabled.tagName).to.equal('SPAN');
    expect(disabled.getAttribute('aria-disabled')).to.equal('true');
    expect(disabled.tabIndex).to.equal(-1);
    expect(disabled.hasAttribute('href')).to.equal(false);
  });

  it('shows only icons when collapsed, keeping names and tooltips', async () => {
    const el = await menu('/l1.1');
    el.collapsed = true;
    await el.updateComplete;
    const modern = byText(el, 'Modern');
    expect(modern.querySelector('.icon')!.getBoundingClientRect().width).to.be.greaterThan(16);
    expect(modern.querySelector('katha-chip')!.getBoundingClientRect().width).to.be.at.most(1);
    expect(modern.querySelector<HTMLElement>('.text')!.getBoundingClientRect().width).to.be.at.most(1);
    expect(modern.title).to.equal('Modern');
    expect(modern.querySelector('.title')!.textContent).to.equal('Modern');
    expect(visible(byText(el, 'Level 1.1'))).to.equal(false);
  });

  it('is operated with arrow keys, Enter and Space', async () => {
    const el = await menu();
    byText(el, 'Modern').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(root(el).activeElement).to.equal(byText(el, 'eCommerce'));
    await sendKeys({ press: 'ArrowDown' });
    const blog = byText(el, 'Blog');
    expect(root(el).activeElement).to.equal(blog);
    await sendKeys({ press: 'Enter' });
    expect(blog.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'ArrowDown' });
    expect(root(el).activeElement).to.equal(byText(el, 'Posts'));
    await sendKeys({ press: 'ArrowLeft' });
    expect(root(el).activeElement).to.equal(blog);
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(blog.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(blog.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(blog.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'End' });
    expect(root(el).activeElement).to.equal(byText(el, 'External link'));
    await sendKeys({ press: 'ArrowDown' });
    expect(root(el).activeElement).to.equal(byText(el, 'Modern'));
  });

  it('mirrors the open/close arrows in rtl', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div dir="rtl"><katha-nav-menu .items=${ITEMS}></katha-nav-menu></div>`,
    );
    const el = wrapper.querySelector('katha-nav-menu')!;
    const blog = byText(el, 'Blog');
    blog.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await el.updateComplete;
    expect(blog.getAttribute('aria-expanded')).to.equal('true');
    expect(blog.getBoundingClientRect().right).to.be.greaterThan(
      byText(el, 'Posts').querySelector('.title')!.getBoundingClientRect().right,
    );
  });

  it('lays the top level out in a row, each section a dropdown, when horizontal', async () => {
    const el = await fixture<KathaNavMenu>(
      html`<katha-nav-menu orientation="horizontal" .items=${ITEMS} current-path="/apps/blog/post"></katha-nav-menu>`,
    );
    const home = byText(el, 'Home');
    const apps = byText(el, 'Apps');
    expect(Math.round(apps.getBoundingClientRect().top)).to.equal(
      Math.round(home.getBoundingClientRect().top),
    );
    expect(root(el).querySelectorAll('.subheader').length).to.equal(0);
    expect(home.querySelector('.icon')).to.not.equal(null);
    // The section holding the current page is marked; its dropdown stays closed until asked.
    expect(apps.classList.contains('current-group')).to.equal(true);
    expect(apps.getAttribute('aria-expanded')).to.equal('false');
    expect(visible(byText(el, 'Blog'))).to.equal(false);
    apps.focus();
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(visible(byText(el, 'Blog'))).to.equal(true);
    expect(visible(byText(el, 'Notes'))).to.equal(true);
    byText(el, 'Blog').focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(visible(byText(el, 'Blog'))).to.equal(false);
    expect(root(el).activeElement).to.equal(apps);
    home.click();
    await el.updateComplete;
    expect(visible(byText(el, 'Modern'))).to.equal(true);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect(visible(byText(el, 'Modern'))).to.equal(false);
  });

  it('opens a dropdown under its item at its inline start, kept inside the window, mirrored in rtl', async () => {
    for (const dir of ['ltr', 'rtl']) {
      // One row at the window's inline start, one at its inline end.
      const wrapper = await fixture<HTMLDivElement>(
        html`<div dir=${dir} style="display: flex; justify-content: space-between">
          <katha-nav-menu orientation="horizontal" .items=${ITEMS}></katha-nav-menu>
          <katha-nav-menu orientation="horizontal" .items=${ITEMS}></katha-nav-menu>
        </div>`,
      );
      const [atStart, atEnd] = [...wrapper.querySelectorAll('katha-nav-menu')];
      const open = async (el: KathaNavMenu, title: string) => {
        const item = byText(el, title);
        item.click();
        await el.updateComplete;
        const list = root(el).getElementById(item.getAttribute('aria-controls')!)!;
        expect(list.matches(':popover-open')).to.equal(true);
        await waitFor(() => list.style.top !== '', 'floating-ui placed the dropdown');
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const [box, dropdown] = [item.getBoundingClientRect(), list.getBoundingClientRect()];
        expect(dropdown.top, `${dir}: under its item`).to.be.closeTo(box.bottom + 4, 1);
        expect(dropdown.left, `${dir}: inside the window`).to.be.at.least(0);
        expect(dropdown.right, `${dir}: inside the window`).to.be.at.most(window.innerWidth);
        item.click();
        await el.updateComplete;
        expect(list.matches(':popover-open')).to.equal(false);
        return [box, dropdown] as const;
      };
      const [home, homeList] = await open(atStart!, 'Home');
      if (dir === 'rtl') expect(homeList.right).to.be.closeTo(home.right, 1);
      else expect(homeList.left).to.be.closeTo(home.left, 1);
      // The last item at the window's inline end: the dropdown (at least 240 px, wider than the
      // item) would run off the window from its inline start; it stays 8 px inside instead.
      const [, appsList] = await open(atEnd!, 'Apps');
      expect(appsList.left).to.be.at.least(8 - 0.5);
      expect(appsList.right).to.be.at.most(window.innerWidth - 8 + 0.5);
    }
  });

  it('keeps entries before the first section header in the row', async () => {
    const el = await fixture<KathaNavMenu>(
      html`<katha-nav-menu
        orientation="horizontal"
        .items=${[{ id: 'top', title: 'Top', href: '/top' }, ...ITEMS]}
        current-path="/top"
      ></katha-nav-menu>`,
    );
    const top = byText(el, 'Top');
    expect(visible(top)).to.equal(true);
    expect(top.getAttribute('aria-current')).to.equal('page');
    expect(Math.round(top.getBoundingClientRect().top)).to.equal(
      Math.round(byText(el, 'Home').getBoundingClientRect().top),
    );
  });

  it('speaks Hindi', async () => {
    const el = await fixtureInLocale<KathaNavMenu>(
      html`<katha-nav-menu .items=${ITEMS}></katha-nav-menu>`,
      'hi-IN',
    );
    expect(root(el).querySelector('nav')!.getAttribute('aria-label')).to.equal('मुख्य मेनू');
    expect(byText(el, 'External link').textContent).to.contain('(नए टैब में खुलता है)');
  });

  it('has no axe violations in light and dark, expanded and collapsed', async () => {
    for (const mode of ['light', 'dark']) {
      for (const collapsed of [false, true]) {
        const wrapper = await fixture(
          html`<div data-katha-mode=${mode} style="background: var(--katha-color-surface)">
            <katha-nav-menu .items=${ITEMS} current-path="/apps/blog/post" ?collapsed=${collapsed}></katha-nav-menu>
          </div>`,
        );
        await expectNoAxeViolations(wrapper);
      }
    }
  });
});
