// First, before anything loads `lit`: LitElement picks up the hydration support when it loads.
import '@lit-labs/ssr-client/lit-element-hydrate-support.js';
import { expect } from '@open-wc/testing';
import { serverRender } from '../test-utils/server-render.js';

/**
 * Elements that do nothing until seen or touched (KathaElement's `hydrateWhenWanted`: cards,
 * chips, toggles, avatars) keep their server-rendered shadow root as it is until they come within
 * a screen of the viewport or the reader points at them or focuses them (core/when-wanted.ts).
 * The elements come from the server render of web-test-runner.config.mjs (`/__katha-ssr__.json`).
 */

type Hydrating = HTMLElement & { hasUpdated: boolean; updateComplete: Promise<boolean> };

const rendered = await serverRender();
await Promise.all([import('../chip/chip.js'), import('../avatar/avatar.js'), import('../button/button.js')]);

/** A few frames and tasks: long enough for an IntersectionObserver's report and a hydration. */
async function frames(count = 5) {
  for (let frame = 0; frame < count; frame += 1) await new Promise(requestAnimationFrame);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** `tag` as the server rendered it, under a spacer three screens tall, released as @lit/react does. */
function farBelow(tag: string): { element: Hydrating; remove(): void } {
  const slot = document.createElement('div');
  slot.lang = rendered.locale;
  slot.innerHTML = `<div style="height: ${3 * innerHeight}px"></div>`;
  const holder = document.createElement('div');
  holder.setHTMLUnsafe(rendered.html[tag]!);
  slot.append(holder);
  document.body.append(slot);
  const element = holder.firstElementChild as Hydrating;
  element.removeAttribute('defer-hydration');
  return { element, remove: () => slot.remove() };
}

describe('hydration when wanted', () => {
  afterEach(() => scrollTo(0, 0));

  it('leaves a card-like element three screens down as the server drew it until it comes near', async () => {
    const { element: chip, remove } = farBelow('katha-chip');
    const served = chip.shadowRoot!.innerHTML;
    await frames();
    expect(chip.hasUpdated, 'hydrated while far below the screen').to.equal(false);
    expect(chip.shadowRoot!.innerHTML).to.equal(served);

    chip.scrollIntoView();
    await chip.updateComplete;
    expect(chip.hasUpdated).to.equal(true);
    remove();
  });

  it('hydrates at once when the reader points at it or moves focus into it', async () => {
    const pointed = farBelow('katha-chip');
    await frames();
    pointed.element
      .shadowRoot!.querySelector('button, span')!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await pointed.element.updateComplete;
    expect(pointed.element.hasUpdated).to.equal(true);
    pointed.remove();

    const focused = farBelow('katha-chip');
    await frames();
    focused.element.shadowRoot!.querySelector('button')!.focus({ preventScroll: true });
    await focused.element.updateComplete;
    expect(focused.element.hasUpdated).to.equal(true);
    focused.remove();
  });

  it('shows what changed while it waited, over the server markup it kept', async () => {
    const { element: avatar, remove } = farBelow('katha-avatar');
    const initials = () => avatar.shadowRoot!.textContent!.replace(/\s+/g, '');
    expect(initials()).to.contain('AR');
    await frames();
    (avatar as Hydrating & { name: string }).name = 'Mohan Das';
    await frames();
    expect(avatar.hasUpdated).to.equal(false);

    avatar.scrollIntoView();
    await avatar.updateComplete;
    await avatar.updateComplete;
    expect(initials()).to.contain('MD');
    expect(initials()).not.to.contain('AR');
    remove();
  });

  it('hydrates an element that does something at start (a button) wherever it is', async () => {
    const { element: button, remove } = farBelow('katha-button');
    await button.updateComplete;
    expect(button.hasUpdated).to.equal(true);
    remove();
  });
});
