import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './profile-card.js';
import type { KathaProfileCard } from './profile-card.js';

const logout = (el: KathaProfileCard) => el.shadowRoot!.querySelector('katha-icon-button')!;

describe('katha-profile-card', () => {
  it('shows the avatar, name, role and a translated logout link', async () => {
    const el = await fixtureInLocale<KathaProfileCard>(
      html`<katha-profile-card name="ಮೀರಾ ರಾವ್" role-label="ಲೇಖಕಿ"></katha-profile-card>`,
      'kn-IN',
    );
    expect(el.shadowRoot!.querySelector('katha-avatar')!.name).to.equal('ಮೀರಾ ರಾವ್');
    expect(el.shadowRoot!.querySelector('.name')!.textContent).to.equal('ಮೀರಾ ರಾವ್');
    expect(el.shadowRoot!.querySelector('.role')!.textContent).to.equal('ಲೇಖಕಿ');
    await logout(el).updateComplete;
    const link = logout(el).shadowRoot!.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/auth/auth1/login');
    expect(link.getAttribute('aria-label')).to.equal('ಲಾಗ್ ಔಟ್ ಮಾಡಿ');
  });

  it('reports the logout link as katha-navigate', async () => {
    const el = await fixture<KathaProfileCard>(
      html`<katha-profile-card name="Meera" role-label="Writer" logout-href="/api/logout"></katha-profile-card>`,
    );
    el.addEventListener('katha-navigate', (event) => event.preventDefault());
    const navigated = oneEvent(el, 'katha-navigate');
    await logout(el).updateComplete;
    logout(el).shadowRoot!.querySelector('a')!.click();
    expect((await navigated).detail).to.deep.equal({ href: '/api/logout' });
  });

  it('shows only the avatar when collapsed', async () => {
    const el = await fixture<KathaProfileCard>(
      html`<katha-profile-card name="Meera" role-label="Writer" collapsed></katha-profile-card>`,
    );
    expect(el.shadowRoot!.querySelector('.who')!.getClientRects().length).to.equal(0);
    expect(logout(el).getClientRects().length).to.equal(0);
    expect(el.shadowRoot!.querySelector('katha-avatar')!.getClientRects().length).to.equal(1);
  });

  it('has no axe violations in light and dark', async () => {
    for (const mode of ['light', 'dark']) {
      const wrapper = await fixture(
        html`<div data-katha-mode=${mode} style="background: var(--katha-color-surface)">
          <katha-profile-card name="Meera Rao" role-label="Writer"></katha-profile-card>
        </div>`,
      );
      await expectNoAxeViolations(wrapper);
    }
  });
});
