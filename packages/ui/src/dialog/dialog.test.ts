import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import './dialog.js';
import type { DialogCloseDetail, KathaDialog } from './dialog.js';

const nativeDialog = (el: KathaDialog) => el.shadowRoot!.querySelector('dialog')!;

/** Once it has risen into place (its opening animation fades it in: colours before are mid-fade). */
const risen = (el: KathaDialog) =>
  Promise.all(
    nativeDialog(el)
      .getAnimations()
      .map((animation) => animation.finished),
  );

async function opened(label = 'Your reading') {
  const wrapper = await fixture<HTMLDivElement>(html`<div>
    <button id="opener">Open</button>
    <katha-dialog label=${label}><p>Points: 120</p><button slot="actions" id="ok">OK</button></katha-dialog>
  </div>`);
  const opener = wrapper.querySelector<HTMLButtonElement>('#opener')!;
  const el = wrapper.querySelector('katha-dialog')!;
  opener.focus();
  el.open = true;
  await el.updateComplete;
  return { el, opener };
}

describe('katha-dialog', () => {
  it('opens as a modal labelled by its heading, with focus inside', async () => {
    const { el } = await opened();
    const dialog = nativeDialog(el);
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-labelledby')).to.equal('title');
    expect(el.shadowRoot!.getElementById('title')!.textContent).to.equal('Your reading');
    // The first focusable thing inside has focus: the close button.
    expect(el.shadowRoot!.activeElement!.tagName).to.equal('KATHA-ICON-BUTTON');
  });

  it('moves Tab between its own controls, and the page behind cannot take focus', async () => {
    const { el, opener } = await opened();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement!.id).to.equal('ok');
    await sendKeys({ press: 'Shift+Tab' });
    expect(el.shadowRoot!.activeElement!.tagName).to.equal('KATHA-ICON-BUTTON');
    opener.focus();
    expect(document.activeElement).to.not.equal(opener);
    el.open = false;
  });

  it('closes on Escape, says why, and returns focus to the opener', async () => {
    const { el, opener } = await opened();
    const closed = oneEvent(el, 'katha-dialog-close');
    await sendKeys({ press: 'Escape' });
    expect(((await closed) as CustomEvent<DialogCloseDetail>).detail.reason).to.equal('escape');
    expect(el.open).to.equal(false);
    expect(nativeDialog(el).open).to.equal(false);
    expect(document.activeElement).to.equal(opener);
  });

  it('closes from the close button (translated) and from a click on the backdrop', async () => {
    const { el } = await opened();
    const close = el.shadowRoot!.querySelector('katha-icon-button')!;
    expect(close.label).to.equal('Close');
    let closed = oneEvent(el, 'katha-dialog-close');
    close.shadowRoot!.querySelector('button')!.click();
    expect(((await closed) as CustomEvent<DialogCloseDetail>).detail.reason).to.equal('button');
    el.open = true;
    await el.updateComplete;
    closed = oneEvent(el, 'katha-dialog-close');
    await sendMouse({ type: 'click', position: [5, 5] });
    expect(((await closed) as CustomEvent<DialogCloseDetail>).detail.reason).to.equal('backdrop');
  });

  it('ignores backdrop clicks with no-light-dismiss, and clicks inside never close it', async () => {
    const { el } = await opened();
    el.noLightDismiss = true;
    await sendMouse({ type: 'click', position: [5, 5] });
    const box = nativeDialog(el).getBoundingClientRect();
    el.noLightDismiss = false;
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    expect(nativeDialog(el).open).to.equal(true);
  });

  it('says when it has closed, so focus can move on when the opener is gone', async () => {
    const { el, opener } = await opened();
    const next = document.createElement('button');
    el.after(next);
    // What the dialog confirmed removed its opener (a deleted row's button).
    opener.remove();
    el.addEventListener('katha-dialog-after-close', () => next.focus(), { once: true });
    const after = oneEvent(el, 'katha-dialog-after-close');
    el.open = false;
    await after;
    expect(nativeDialog(el).open).to.equal(false);
    expect(document.activeElement).to.equal(next);
  });

  it('says it has closed also when the person closed it, after focus is back on the opener', async () => {
    const { el, opener } = await opened();
    const after = oneEvent(el, 'katha-dialog-after-close');
    await sendKeys({ press: 'Escape' });
    await after;
    expect(document.activeElement).to.equal(opener);
  });

  it('fills the window when fullscreen', async () => {
    const { el } = await opened();
    el.fullscreen = true;
    await el.updateComplete;
    await risen(el);
    const box = nativeDialog(el).getBoundingClientRect();
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
    el.open = false;
  });

  it('lets the keyboard scroll content taller than it may grow, and only then', async () => {
    const { el } = await opened();
    const body = el.shadowRoot!.querySelector<HTMLElement>('[part="body"]')!;
    expect(body.hasAttribute('tabindex')).to.equal(false);
    el.style.setProperty('--katha-dialog-max-height', '12rem');
    el.append(
      ...Array.from({ length: 12 }, (_, index) =>
        Object.assign(document.createElement('p'), { textContent: `Rule ${index + 1}` }),
      ),
    );
    await waitFor(() => body.getAttribute('tabindex') === '0', 'the body takes focus once it scrolls');
    expect(body.getAttribute('role')).to.equal('region');
    expect(body.getAttribute('aria-labelledby')).to.equal('title');
    await risen(el);
    await expectNoAxeViolations(el);
    for (const rule of el.querySelectorAll('p:not(:first-child)')) rule.remove();
    await waitFor(() => !body.hasAttribute('tabindex'), 'the body no longer takes focus');
    el.open = false;
  });

  it('stays open when reopened right after closing', async () => {
    const { el } = await opened();
    // The native dialog's close event is queued: it arrives after the reopening.
    const closeEvent = oneEvent(nativeDialog(el), 'close');
    el.open = false;
    await el.updateComplete;
    el.open = true;
    await el.updateComplete;
    await closeEvent;
    expect(el.open).to.equal(true);
    expect(nativeDialog(el).open).to.equal(true);
    el.open = false;
  });

  it('names the close button in Kannada', async () => {
    const el = await fixtureInLocale<KathaDialog>(
      html`<katha-dialog label="ನಿಮ್ಮ ಓದು"></katha-dialog>`,
      'kn-IN',
    );
    expect(el.shadowRoot!.querySelector('katha-icon-button')!.label).to.equal('ಮುಚ್ಚಿ');
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      document.documentElement.dataset.kathaMode = mode;
      try {
        const { el } = await opened();
        await risen(el);
        await expectNoAxeViolations(el);
        el.open = false;
      } finally {
        delete document.documentElement.dataset.kathaMode;
      }
    });
  }
});
