import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { contrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import { COLOR_THEMES, installColorThemes } from '../theme/color-themes.js';
import '../button/button.js';
import './tooltip.js';
import type { KathaTooltip } from './tooltip.js';

const shown = (tooltip: KathaTooltip) => tooltip.matches(':popover-open');
const rect = (element: Element) => element.getBoundingClientRect();
/** Waits for @floating-ui's first placement (it sets `data-side`). */
const placed = (tooltip: KathaTooltip) => waitFor(() => tooltip.dataset.side, 'not placed');

describe('katha-tooltip', () => {
  afterEach(() => sendMouse({ type: 'move', position: [0, 0] }));

  it('describes its trigger and shows on keyboard focus after its delay; Escape hides it, focus stays', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="padding: 80px"><button>Save</button><katha-tooltip show-delay="50">Saves a draft</katha-tooltip></div>`,
    );
    const button = wrapper.querySelector('button')!;
    const tooltip = wrapper.querySelector('katha-tooltip')!;
    await tooltip.updateComplete;
    expect(tooltip.getAttribute('role')).to.equal('tooltip');
    expect(tooltip.trigger).to.equal(button);
    expect(button.getAttribute('aria-describedby')).to.equal(tooltip.id);
    expect(shown(tooltip)).to.equal(false);
    expect(getComputedStyle(tooltip).display).to.equal('none');
    button.focus();
    expect(shown(tooltip), 'not before the delay').to.equal(false);
    await oneEvent(tooltip, 'katha-tooltip-toggle');
    await tooltip.updateComplete;
    expect(shown(tooltip)).to.equal(true);
    await placed(tooltip);
    // Above the trigger (its placement), centred on it.
    expect(rect(tooltip).bottom).to.be.at.most(rect(button).top);
    expect(
      Math.abs(rect(tooltip).left + rect(tooltip).width / 2 - (rect(button).left + rect(button).width / 2)),
    ).to.be.below(1);
    await sendKeys({ press: 'Escape' });
    await tooltip.updateComplete;
    expect(shown(tooltip)).to.equal(false);
    expect(tooltip.open).to.equal(false);
    expect(document.activeElement).to.equal(button);
  });

  it('describes the control inside a kit button, and shows while the pointer rests on it or on the tooltip', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="padding: 80px">
        <katha-button id="publish" type="button">Publish</katha-button>
        <p>Text</p>
        <katha-tooltip for="publish" show-delay="0" hide-delay="50">Everyone can read it</katha-tooltip>
      </div>`,
    );
    const host = wrapper.querySelector('katha-button')!;
    const tooltip = wrapper.querySelector('katha-tooltip')!;
    await host.updateComplete;
    await tooltip.updateComplete;
    await waitFor(() => host.shadowRoot!.querySelector('button')!.ariaDescribedByElements?.length);
    expect(host.shadowRoot!.querySelector('button')!.ariaDescribedByElements).to.deep.equal([tooltip]);
    const box = rect(host);
    await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.top + 10)] });
    await waitFor(() => shown(tooltip), 'hover shows it');
    await placed(tooltip);
    // The pointer moves onto the tooltip: it stays.
    const bubble = rect(tooltip);
    await sendMouse({
      type: 'move',
      position: [Math.round(bubble.left + bubble.width / 2), Math.round(bubble.top + bubble.height / 2)],
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(shown(tooltip), 'hoverable').to.equal(true);
    await sendMouse({ type: 'move', position: [2, Math.round(window.innerHeight - 2)] });
    await waitFor(() => !shown(tooltip), 'leaving hides it');
  });

  it('flips below a trigger at the top of the window, and opens towards the start side in rtl', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <button style="position: fixed; top: 0; left: 200px">Top</button>
        <katha-tooltip show-delay="0">Below, since there is no room above</katha-tooltip>
        <div dir="rtl" style="position: fixed; top: 200px; left: 300px">
          <button>Side</button><katha-tooltip placement="end" show-delay="0">To its left</katha-tooltip>
        </div>
      </div>`,
    );
    const [top, side] = [...wrapper.querySelectorAll('katha-tooltip')];
    const [topButton, sideButton] = [...wrapper.querySelectorAll('button')];
    for (const tooltip of [top!, side!]) {
      tooltip.show();
      await tooltip.updateComplete;
      await placed(tooltip);
    }
    expect(top!.dataset.side).to.equal('bottom');
    expect(rect(top!).top).to.be.at.least(rect(topButton!).bottom);
    expect(side!.dataset.side).to.equal('left');
    expect(rect(side!).right).to.be.at.most(rect(sideButton!).left);
  });

  it('stays inside a phone-wide window at its edge', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <button style="position: fixed; top: 100px; right: 0">Edge</button>
        <katha-tooltip show-delay="0">A longer description that would cross the window's edge if centred</katha-tooltip>
      </div>`,
    );
    const tooltip = wrapper.querySelector('katha-tooltip')!;
    tooltip.show();
    await tooltip.updateComplete;
    await placed(tooltip);
    expect(rect(tooltip).right).to.be.at.most(window.innerWidth);
    expect(rect(tooltip).left).to.be.at.least(0);
  });

  it('has no axe violations when shown, in Hindi', async () => {
    const wrapper = await fixtureInLocale<HTMLDivElement>(
      html`<div style="padding: 60px"><button>सहेजें</button><katha-tooltip show-delay="0">ड्राफ़्ट सहेजता है</katha-tooltip></div>`,
      'hi-IN',
    );
    const tooltip = wrapper.querySelector('katha-tooltip')!;
    tooltip.show();
    await tooltip.updateComplete;
    await expectNoAxeViolations(wrapper);
  });

  it('draws its text at 4.5:1 or more in every colour theme, light and dark', async () => {
    installColorThemes();
    const failures: string[] = [];
    for (const theme of COLOR_THEMES) {
      for (const mode of ['light', 'dark']) {
        const wrapper = await fixture<HTMLDivElement>(
          html`<div data-katha-theme=${theme} data-katha-mode=${mode} style="padding: 60px"><button>B</button><katha-tooltip show-delay="0">Text</katha-tooltip></div>`,
        );
        const tooltip = wrapper.querySelector('katha-tooltip')!;
        tooltip.show();
        await tooltip.updateComplete;
        const body = getComputedStyle(tooltip.shadowRoot!.querySelector('.body')!);
        const ratio = contrast(body.color, body.backgroundColor);
        if (ratio < 4.5) failures.push(`${theme} ${mode}: ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).to.deep.equal([]);
  });
});
