import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './toggle-button.js';
import type { KathaToggleButton, ToggleDetail } from './toggle-button.js';

const inner = (el: KathaToggleButton) => el.shadowRoot!.querySelector('button')!;
const status = (el: KathaToggleButton) =>
  el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();

/** A promise with its resolve and reject, to play the host's server call. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('katha-toggle-button', () => {
  it('flips at once, tells the host the new state, and stays when the call succeeds', async () => {
    const el = await fixture<KathaToggleButton>(
      html`<katha-toggle-button kind="like" .count=${4}></katha-toggle-button>`,
    );
    const call = deferred();
    el.addEventListener('katha-toggle', (event) => event.detail.waitUntil(call.promise));
    const fired = oneEvent(el, 'katha-toggle');
    inner(el).click();
    const { detail } = (await fired) as CustomEvent<ToggleDetail>;
    expect(detail.kind).to.equal('like');
    expect(detail.pressed).to.equal(true);
    await el.updateComplete;
    expect(inner(el).getAttribute('aria-pressed')).to.equal('true');
    expect(inner(el).textContent).to.contain('Liked').and.contain('5');
    call.resolve();
    await call.promise;
    await new Promise((resolve) => setTimeout(resolve));
    expect(el.pressed).to.equal(true);
    expect(status(el)).to.equal('');
  });

  it('rolls back and announces the failure when the call rejects', async () => {
    const el = await fixture<KathaToggleButton>(
      html`<katha-toggle-button kind="bookmark" pressed .count=${9}></katha-toggle-button>`,
    );
    const call = deferred();
    el.addEventListener('katha-toggle', (event) => event.detail.waitUntil(call.promise));
    inner(el).click();
    await el.updateComplete;
    expect(inner(el).getAttribute('aria-pressed')).to.equal('false');
    expect(inner(el).textContent).to.contain('8');
    // A second click while the call is pending does nothing.
    inner(el).click();
    await el.updateComplete;
    expect(el.pressed).to.equal(false);
    call.reject(new Error('offline'));
    await call.promise.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(inner(el).getAttribute('aria-pressed')).to.equal('true');
    expect(inner(el).textContent).to.contain('Bookmarked').and.contain('9');
    expect(status(el)).to.equal('Your bookmark could not be saved. Please try again.');
  });

  it('is pressed with the keyboard (Space and Enter on the native button)', async () => {
    const el = await fixture<KathaToggleButton>(
      html`<katha-toggle-button kind="follow"></katha-toggle-button>`,
    );
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(inner(el));
    const fired = oneEvent(el, 'katha-toggle');
    await sendKeys({ press: 'Space' });
    expect(((await fired) as CustomEvent<ToggleDetail>).detail).to.include({ kind: 'follow', pressed: true });
    await el.updateComplete;
    expect(inner(el).textContent!.trim()).to.equal('Following');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(inner(el).getAttribute('aria-pressed')).to.equal('false');
  });

  it('speaks Hindi and Kannada for each kind and state', async () => {
    const like = await fixtureInLocale<KathaToggleButton>(
      html`<katha-toggle-button kind="like"></katha-toggle-button>`,
      'hi-IN',
    );
    expect(inner(like).textContent!.trim()).to.equal('पसंद करें');
    const follow = await fixtureInLocale<KathaToggleButton>(
      html`<katha-toggle-button kind="follow" pressed></katha-toggle-button>`,
      'kn-IN',
    );
    expect(inner(follow).textContent!.trim()).to.equal('ಫಾಲೋ ಮಾಡುತ್ತಿದ್ದೀರಿ');
  });

  it('keeps the label as the accessible name when only the icon shows', async () => {
    const el = await fixture<KathaToggleButton>(
      html`<katha-toggle-button kind="like" icon-only .count=${1200}></katha-toggle-button>`,
    );
    const label = el.shadowRoot!.querySelector('.label')!;
    expect(label.getBoundingClientRect().width).to.be.at.most(1);
    expect(inner(el).textContent).to.contain('Like').and.contain('1.2K');
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode, pressed or not`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)">
        <katha-toggle-button kind="like" .count=${3}></katha-toggle-button>
        <katha-toggle-button kind="like" pressed .count=${4}></katha-toggle-button>
        <katha-toggle-button kind="bookmark" pressed icon-only></katha-toggle-button>
        <katha-toggle-button kind="follow" pressed></katha-toggle-button>
      </div>`);
      await expectNoAxeViolations(el);
    });
  }
});
