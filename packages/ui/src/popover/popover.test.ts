import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { background, expectNonTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import '../button/button.js';
import './popover.js';
import type { KathaPopover } from './popover.js';

const shown = (popover: KathaPopover) => popover.matches(':popover-open');
const rect = (element: Element) => element.getBoundingClientRect();
const placed = (popover: KathaPopover) => waitFor(() => popover.dataset.side, 'not placed');
const inner = (host: Element) => host.shadowRoot!.querySelector('button')!;

describe('katha-popover', () => {
  it('opens from a kit button by keyboard, focus moves in; Escape closes it and focus returns', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="padding: 40px">
        <katha-button id="filters" type="button">Filters</katha-button>
        <katha-popover for="filters" label="Filters">
          <label>Topic <input name="topic" /></label>
          <button>Apply</button>
        </katha-popover>
      </div>`,
    );
    const trigger = wrapper.querySelector('katha-button')!;
    const popover = wrapper.querySelector('katha-popover')!;
    await trigger.updateComplete;
    await popover.updateComplete;
    await waitFor(() => inner(trigger).getAttribute('aria-expanded') === 'false');
    expect(popover.getAttribute('role')).to.equal('dialog');
    expect(popover.getAttribute('aria-label')).to.equal('Filters');
    expect(inner(trigger).getAttribute('aria-haspopup')).to.equal('dialog');
    expect(inner(trigger).ariaControlsElements).to.deep.equal([popover]);
    expect(shown(popover)).to.equal(false);
    trigger.focus();
    const opened = oneEvent(popover, 'katha-popover-toggle');
    await sendKeys({ press: 'Enter' });
    expect((await opened).detail).to.deep.equal({ open: true, reason: 'trigger' });
    expect(shown(popover)).to.equal(true);
    expect(inner(trigger).getAttribute('aria-expanded')).to.equal('true');
    expect(document.activeElement).to.equal(popover.querySelector('input'));
    await placed(popover);
    // Below the trigger, its start edges aligned (ltr: left).
    expect(rect(popover).top).to.be.at.least(rect(trigger).bottom);
    expect(Math.abs(rect(popover).left - rect(trigger).left)).to.be.below(1);
    const closed = oneEvent(popover, 'katha-popover-toggle');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ open: false, reason: 'escape' });
    expect(shown(popover)).to.equal(false);
    expect(inner(trigger).getAttribute('aria-expanded')).to.equal('false');
    expect(trigger.shadowRoot!.activeElement).to.equal(inner(trigger));
  });

  it('closes when focus leaves it by Tab, and on a press outside without taking focus back', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="padding: 40px">
        <button id="more">More</button>
        <katha-popover for="more" label="More"><button>One</button></katha-popover>
        <button id="after">After</button>
      </div>`,
    );
    const trigger = wrapper.querySelector<HTMLButtonElement>('#more')!;
    const popover = wrapper.querySelector('katha-popover')!;
    await popover.updateComplete;
    expect(trigger.getAttribute('aria-controls')).to.equal(popover.id);
    trigger.click();
    await popover.updateComplete;
    expect(document.activeElement).to.equal(popover.querySelector('button'));
    await sendKeys({ press: 'Tab' });
    await popover.updateComplete;
    expect(popover.open).to.equal(false);
    expect(document.activeElement).to.equal(wrapper.querySelector('#after'));

    trigger.click();
    await popover.updateComplete;
    expect(popover.open).to.equal(true);
    // A press on the trigger does not count as outside: it toggles.
    const box = rect(trigger);
    await sendMouse({ type: 'click', position: [Math.round(box.left + 5), Math.round(box.top + 5)] });
    await popover.updateComplete;
    expect(popover.open).to.equal(false);
    trigger.click();
    await popover.updateComplete;
    await sendMouse({ type: 'click', position: [5, Math.round(window.innerHeight - 5)] });
    await popover.updateComplete;
    expect(popover.open).to.equal(false);
    expect(shown(popover)).to.equal(false);
    expect(popover.matches(':focus-within')).to.equal(false);
  });

  it("aligns to the trigger's right edge in rtl, and flips above a trigger at the bottom of the window", async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <div dir="rtl" style="position: fixed; top: 40px; right: 200px">
          <button>RTL</button><katha-popover label="A"><p style="margin: 0; width: 200px">A</p></katha-popover>
        </div>
        <div style="position: fixed; bottom: 0; left: 20px">
          <button>Low</button><katha-popover label="B"><p style="margin: 0; height: 100px">B</p></katha-popover>
        </div>
      </div>`,
    );
    const [rtl, low] = [...wrapper.querySelectorAll('katha-popover')];
    const [rtlButton, lowButton] = [...wrapper.querySelectorAll('button')];
    const open = async (popover: KathaPopover) => {
      await popover.updateComplete;
      popover.show();
      await popover.updateComplete;
      await placed(popover);
    };
    await open(rtl!);
    expect(Math.abs(rect(rtl!).right - rect(rtlButton!).right)).to.be.below(1);
    expect(rect(rtl!).top).to.be.at.least(rect(rtlButton!).bottom);
    // Opening another moves focus there: the first closes (focus left it).
    await open(low!);
    expect(rtl!.open).to.equal(false);
    expect(low!.dataset.side).to.equal('top');
    expect(rect(low!).bottom).to.be.at.most(rect(lowButton!).top);
  });

  it('is in the top layer: above a fixed bar drawn later with a high z-index', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <button style="position: fixed; top: 10px; left: 10px">Open</button>
        <katha-popover label="Over"><p style="margin: 0; width: 200px; height: 60px">Over</p></katha-popover>
        <div style="position: fixed; top: 30px; left: 0; width: 100%; height: 200px; z-index: 9999; background: red"></div>
      </div>`,
    );
    const popover = wrapper.querySelector('katha-popover')!;
    await popover.updateComplete;
    popover.show();
    await popover.updateComplete;
    await placed(popover);
    const box = rect(popover);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    expect(popover.contains(hit)).to.equal(true);
  });

  it('has no axe violations open, in Kannada', async () => {
    const wrapper = await fixtureInLocale<HTMLDivElement>(
      html`<div style="padding: 40px">
        <katha-button id="k" type="button">ಫಿಲ್ಟರ್</katha-button>
        <katha-popover for="k" label="ಫಿಲ್ಟರ್"><p>ವಿಷಯ</p><button>ಅನ್ವಯಿಸಿ</button></katha-popover>
      </div>`,
      'kn-IN',
    );
    const popover = wrapper.querySelector('katha-popover')!;
    await popover.updateComplete;
    await wrapper.querySelector('katha-button')!.updateComplete;
    popover.show();
    await popover.updateComplete;
    await expectNoAxeViolations(wrapper);
  });

  it('outlines its panel at 3:1 or more against the page in every colour theme, light and dark', async () => {
    await expectNonTextContrast(
      html`<button>T</button><katha-popover label="P" open>Text</katha-popover>`,
      async (container) => {
        const popover = container.querySelector('katha-popover')!;
        await popover.updateComplete;
        const body = getComputedStyle(popover.shadowRoot!.querySelector('.body')!);
        // Text on the panel is the theme's text on surface (AA in color-themes.test.ts).
        return [['panel outline', body.borderTopColor, background(container)]];
      },
    );
  });
});
