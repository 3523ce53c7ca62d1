import { expect, fixture, html } from '@open-wc/testing';
import { expectNoAxeViolations, fixtureInLocale, loadedFontFamilies, waitFor } from '../test-utils/index.js';
import './avatar.js';
import { initials, type KathaAvatar } from './avatar.js';

// A 1×1 PNG, so no test touches the network.
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('katha-avatar', () => {
  it('shows the picture with a translated alt text', async () => {
    const el = await fixtureInLocale<KathaAvatar>(
      html`<katha-avatar src=${PIXEL} name="मीरा राव"></katha-avatar>`,
      'hi-IN',
    );
    const img = el.shadowRoot!.querySelector('img')!;
    expect(img.alt).to.equal('मीरा राव की तस्वीर');
  });

  it('falls back to initials when the picture fails to load', async () => {
    const el = await fixture<KathaAvatar>(
      html`<katha-avatar src="data:image/png;base64,AAAA" name="Meera Rao"></katha-avatar>`,
    );
    await waitFor(() => !el.shadowRoot!.querySelector('img'), 'the broken image stays');
    const frame = el.shadowRoot!.querySelector('[role="img"]')!;
    expect(frame.textContent!.trim()).to.equal('MR');
    expect(frame.getAttribute('aria-label')).to.equal('Picture of Meera Rao');
  });

  it('takes whole letters (graphemes) of Indic names', () => {
    expect(initials('meera rao')).to.equal('MR');
    expect(initials('ಶ್ರೀನಿವಾಸ')).to.equal('ಶ್ರೀ');
    expect(initials('  ')).to.equal('');
  });

  it('labels an anonymous avatar, and honours an explicit alt', async () => {
    const anonymous = await fixtureInLocale<KathaAvatar>(html`<katha-avatar></katha-avatar>`, 'kn-IN');
    expect(anonymous.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal(
      'ಪ್ರೊಫೈಲ್ ಚಿತ್ರ',
    );
    const custom = await fixture<KathaAvatar>(
      html`<katha-avatar name="Meera" alt="Meera, the author"></katha-avatar>`,
    );
    expect(custom.shadowRoot!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal(
      'Meera, the author',
    );
  });

  it('draws Kannada initials with Noto Sans Kannada', async () => {
    await fixtureInLocale(html`<katha-avatar name="ಅನಿತಾ"></katha-avatar>`, 'kn-IN');
    expect([...(await loadedFontFamilies(['Noto Sans Kannada']))]).to.include('Noto Sans Kannada');
  });

  it('has no axe violations with a picture, initials or neither', async () => {
    const el = await fixture(html`<div>
      <katha-avatar src=${PIXEL} name="Meera Rao"></katha-avatar>
      <katha-avatar name="Meera Rao" size="lg" shape="rounded"></katha-avatar>
      <katha-avatar size="sm"></katha-avatar>
    </div>`);
    await expectNoAxeViolations(el);
  });
});
