import { expect, fixture, html } from '@open-wc/testing';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './empty-state.js';
import type { KathaEmptyState } from './empty-state.js';

describe('katha-empty-state', () => {
  it('says there is nothing here yet in the page language, as a heading', async () => {
    const el = await fixtureInLocale<KathaEmptyState>(html`<katha-empty-state></katha-empty-state>`, 'kn-IN');
    const heading = el.shadowRoot!.querySelector('[role="heading"]')!;
    expect(heading.textContent!.trim()).to.equal('ಇಲ್ಲಿ ಇನ್ನೂ ಏನೂ ಇಲ್ಲ');
    expect(heading.getAttribute('aria-level')).to.equal('2');
  });

  it('shows the host heading, message, heading level and action', async () => {
    const el = await fixture<KathaEmptyState>(html`<katha-empty-state
      heading="No bookmarks yet"
      message="Bookmark an article to read it later."
      heading-level="3"
      ><a href="/">Browse articles</a></katha-empty-state
    >`);
    const root = el.shadowRoot!;
    expect(root.querySelector('[role="heading"]')!.textContent!.trim()).to.equal('No bookmarks yet');
    expect(root.querySelector('[role="heading"]')!.getAttribute('aria-level')).to.equal('3');
    expect(root.querySelector('.message')!.textContent).to.equal('Bookmark an article to read it later.');
    expect(
      root.querySelector<HTMLSlotElement>('slot:not([name])')!.assignedElements()[0]!.textContent,
    ).to.equal('Browse articles');
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el = await fixture(
        html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)"><katha-empty-state message="Bookmark an article to read it later."></katha-empty-state></div>`,
      );
      await expectNoAxeViolations(el);
    });
  }
});
