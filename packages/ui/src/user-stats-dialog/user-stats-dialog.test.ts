import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { DialogCloseDetail } from '../dialog/dialog.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './user-stats-dialog.js';
import type { KathaUserStatsDialog, UserStats } from './user-stats-dialog.js';

const STATS: UserStats = {
  reading_points: 123456,
  reading_level: 4,
  reading_bonus: 150.5,
  total_earnings: 123456.5,
};

const figures = (el: KathaUserStatsDialog) =>
  [...el.shadowRoot!.querySelectorAll('.figure')].map((figure) => [
    figure.querySelector('dt')!.textContent,
    figure.querySelector('dd')!.textContent,
  ]);

describe('katha-user-stats-dialog', () => {
  it('shows points, level and rupees with Indian digit grouping in a labelled modal', async () => {
    const el = await fixture<KathaUserStatsDialog>(
      html`<katha-user-stats-dialog open .stats=${STATS}></katha-user-stats-dialog>`,
    );
    const dialog = el.shadowRoot!.querySelector('katha-dialog')!;
    await dialog.updateComplete;
    expect(dialog.shadowRoot!.querySelector('dialog')!.open).to.equal(true);
    expect(dialog.label).to.equal('Your reading stats');
    expect(figures(el)).to.deep.equal([
      ['Reading points', '1,23,456'],
      ['Reading level', 'Level 4'],
      ['Reading bonus', '₹150.50'],
      ['Total earnings', '₹1,23,456.50'],
    ]);
  });

  it('speaks Kannada and Hindi', async () => {
    const kn = await fixtureInLocale<KathaUserStatsDialog>(
      html`<katha-user-stats-dialog .stats=${STATS}></katha-user-stats-dialog>`,
      'kn-IN',
    );
    expect(figures(kn)[1]).to.deep.equal(['ಓದಿನ ಹಂತ', 'ಹಂತ 4']);
    const hi = await fixtureInLocale<KathaUserStatsDialog>(
      html`<katha-user-stats-dialog .stats=${STATS}></katha-user-stats-dialog>`,
      'hi-IN',
    );
    expect(figures(hi)[3]![0]).to.equal('कुल कमाई');
    expect(figures(hi)[3]![1]).to.contain('₹');
  });

  it('welcomes a new reader with how points are earned, not a row of zeros (issue 15 §3.13)', async () => {
    for (const stats of [
      undefined,
      { reading_points: 0, reading_level: 1, reading_bonus: 0, total_earnings: 0 },
    ]) {
      const el = await fixture<KathaUserStatsDialog>(
        html`<katha-user-stats-dialog open .stats=${stats}></katha-user-stats-dialog>`,
      );
      expect(figures(el)).to.deep.equal([]);
      expect(el.shadowRoot!.querySelector('katha-dialog')!.label).to.equal('Welcome to Katha');
      expect(el.shadowRoot!.textContent).to.contain(
        'Read an article through to its end and you earn reading points.',
      );
      expect(el.shadowRoot!.querySelector('katha-button')!.textContent).to.equal('Keep reading');
    }
    const hi = await fixtureInLocale<KathaUserStatsDialog>(
      html`<katha-user-stats-dialog></katha-user-stats-dialog>`,
      'hi-IN',
    );
    expect(hi.shadowRoot!.querySelector('katha-dialog')!.label).to.equal('कथा में आपका स्वागत है');
  });

  it('closes with "Keep reading" and with Escape, and tells the host', async () => {
    const el = await fixture<KathaUserStatsDialog>(
      html`<katha-user-stats-dialog open .stats=${STATS}></katha-user-stats-dialog>`,
    );
    let closed = oneEvent(el, 'katha-dialog-close');
    el.shadowRoot!.querySelector('katha-button')!.click();
    expect(((await closed) as CustomEvent<DialogCloseDetail>).detail.reason).to.equal('button');
    expect(el.open).to.equal(false);
    el.open = true;
    await el.updateComplete;
    await el.shadowRoot!.querySelector('katha-dialog')!.updateComplete;
    closed = oneEvent(el, 'katha-dialog-close');
    await sendKeys({ press: 'Escape' });
    expect(((await closed) as CustomEvent<DialogCloseDetail>).detail.reason).to.equal('escape');
    expect(el.open).to.equal(false);
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      document.documentElement.dataset.kathaMode = mode;
      try {
        const el = await fixture<KathaUserStatsDialog>(
          html`<katha-user-stats-dialog open .stats=${STATS}></katha-user-stats-dialog>`,
        );
        await el.shadowRoot!.querySelector('katha-dialog')!.updateComplete;
        await expectNoAxeViolations(el);
        el.open = false;
      } finally {
        delete document.documentElement.dataset.kathaMode;
      }
    });
  }
});
