import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { expectNoAxeViolations } from '../test-utils/index.js';
import './icon-button.js';
import type { KathaIconButton } from './icon-button.js';

const base = (el: KathaIconButton) => el.shadowRoot!.querySelector<HTMLElement>('.base')!;

describe('katha-icon-button', () => {
  it('is a labelled button that keyboard focus reaches, with a tooltip on focus', async () => {
    const el = await fixture<KathaIconButton>(
      html`<katha-icon-button icon="bell" label="Notifications"></katha-icon-button>`,
    );
    expect(base(el).tagName).to.equal('BUTTON');
    expect(base(el).getAttribute('aria-label')).to.equal('Notifications');
    expect(base(el).hasAttribute('aria-expanded')).to.equal(false);
    const tooltip = el.shadowRoot!.querySelector<HTMLElement>('.tooltip')!;
    expect(getComputedStyle(tooltip).opacity).to.equal('0');
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(base(el));
    let clicks = 0;
    el.addEventListener('click', () => clicks++);
    base(el).click();
    expect(clicks).to.equal(1);
  });

  it('reports a toggle state with aria-expanded', async () => {
    const el = await fixture<KathaIconButton>(
      html`<katha-icon-button icon="menu" label="Menu" .expanded=${false}></katha-icon-button>`,
    );
    expect(base(el).getAttribute('aria-expanded')).to.equal('false');
    el.expanded = true;
    await el.updateComplete;
    expect(base(el).getAttribute('aria-expanded')).to.equal('true');
  });

  it('as a link, emits a cancelable katha-navigate with the href', async () => {
    const el = await fixture<KathaIconButton>(
      html`<katha-icon-button icon="pencil" label="Write" href="/core/write/new"></katha-icon-button>`,
    );
    const link = base(el) as HTMLAnchorElement;
    expect(link.tagName).to.equal('A');
    expect(link.getAttribute('href')).to.equal('/core/write/new');
    const navigated = oneEvent(el, 'katha-navigate');
    el.addEventListener('katha-navigate', (event) => event.preventDefault(), { once: true });
    link.click();
    const event = await navigated;
    expect(event.detail).to.deep.equal({ href: '/core/write/new' });
    expect(location.pathname).to.not.equal('/core/write/new');
  });

  it('has no axe violations in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background); color: var(--katha-color-text)">
        <katha-icon-button icon="search" label="Search"></katha-icon-button>
        <katha-icon-button icon="login" label="Log in" href="/auth/auth2/login-option"></katha-icon-button>
        <katha-icon-button icon="bell" label="Notifications" active></katha-icon-button>
      </div>`);
      await expectNoAxeViolations(el);
    }
  });
});
