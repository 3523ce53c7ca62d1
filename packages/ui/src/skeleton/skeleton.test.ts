import { expect, fixture, html } from '@open-wc/testing';
import { expectNoAxeViolations } from '../test-utils/index.js';
import './skeleton.js';
import type { KathaSkeleton } from './skeleton.js';

describe('katha-skeleton', () => {
  it('draws the number of lines asked for, the last one shorter', async () => {
    const el = await fixture<KathaSkeleton>(
      html`<katha-skeleton lines="4" style="inline-size: 300px"></katha-skeleton>`,
    );
    const lines = [...el.shadowRoot!.querySelectorAll('.line')];
    expect(lines).to.have.length(4);
    expect(lines[3]!.getBoundingClientRect().width).to.be.below(lines[0]!.getBoundingClientRect().width);
  });

  it('is a round avatar placeholder sized by a custom property', async () => {
    const el = await fixture<KathaSkeleton>(
      html`<katha-skeleton variant="circle" style="--katha-skeleton-width: 64px; --katha-skeleton-height: 64px"></katha-skeleton>`,
    );
    const shape = el.shadowRoot!.querySelector('.shape')!;
    expect(shape.getBoundingClientRect().width).to.equal(64);
    expect(getComputedStyle(shape).borderRadius).to.equal('50%');
  });

  it('keeps the shape of an article card so nothing jumps when the card arrives', async () => {
    const el = await fixture<KathaSkeleton>(
      html`<katha-skeleton variant="card" style="inline-size: 320px"></katha-skeleton>`,
    );
    const media = el.shadowRoot!.querySelector('.media')!.getBoundingClientRect();
    expect(Math.round(media.height)).to.equal(Math.round((media.width * 9) / 16));
  });

  it('is hidden from assistive technology and passes axe', async () => {
    const el = await fixture<KathaSkeleton>(html`<katha-skeleton variant="card"></katha-skeleton>`);
    expect(el.getAttribute('aria-hidden')).to.equal('true');
    await expectNoAxeViolations(el);
  });
});
