import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../test-utils/index.js';
import './tabs.js';
import type { KathaTabs, TabChangeDetail, TabItem } from './tabs.js';

const TABS: TabItem[] = [
  { id: 'articles', label: 'लेख' },
  { id: 'followers', label: 'फ़ॉलोअर' },
  { id: 'following', label: 'फ़ॉलो कर रहे हैं' },
];

async function tabs() {
  const wrapper = await fixture<HTMLDivElement>(html`<div>
    <katha-tabs label="प्रोफ़ाइल" .tabs=${TABS}>
      <p slot="articles">Articles panel</p>
      <p slot="followers">Followers panel</p>
      <p slot="following">Following panel</p>
    </katha-tabs>
  </div>`);
  return wrapper.querySelector('katha-tabs')!;
}
const tabButtons = (el: KathaTabs) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const visiblePanel = (el: KathaTabs) =>
  el.shadowRoot!.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!;

describe('katha-tabs', () => {
  it('selects the first tab and shows only its panel, wired with ARIA', async () => {
    const el = await tabs();
    const [first, second] = tabButtons(el);
    expect(first!.getAttribute('aria-selected')).to.equal('true');
    expect(second!.getAttribute('tabindex')).to.equal('-1');
    const panel = visiblePanel(el);
    expect(panel.getAttribute('aria-labelledby')).to.equal(first!.id);
    expect(first!.getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.querySelector('slot')!.assignedElements()[0]!.textContent).to.equal('Articles panel');
    expect(el.shadowRoot!.querySelectorAll('[role="tabpanel"]:not([hidden])')).to.have.length(1);
  });

  it('moves with arrow keys, wraps, and jumps with Home and End', async () => {
    const el = await tabs();
    tabButtons(el)[0]!.focus();
    const changed = oneEvent(el, 'katha-tab-change');
    await sendKeys({ press: 'ArrowRight' });
    expect(((await changed) as CustomEvent<TabChangeDetail>).detail.id).to.equal('followers');
    expect(el.shadowRoot!.activeElement).to.equal(tabButtons(el)[1]);
    expect(visiblePanel(el).id).to.equal('panel-followers');
    await sendKeys({ press: 'End' });
    expect(el.selected).to.equal('following');
    await sendKeys({ press: 'ArrowRight' });
    expect(el.selected).to.equal('articles');
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.selected).to.equal('following');
    await sendKeys({ press: 'Home' });
    expect(el.selected).to.equal('articles');
    expect(el.shadowRoot!.activeElement).to.equal(tabButtons(el)[0]);
  });

  it('mirrors the arrow keys in rtl', async () => {
    const el = await tabs();
    el.setAttribute('dir', 'rtl');
    tabButtons(el)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.selected).to.equal('followers');
  });

  it('selects on click, and Tab goes from the selected tab to its panel', async () => {
    const el = await tabs();
    tabButtons(el)[2]!.click();
    await el.updateComplete;
    expect(el.selected).to.equal('following');
    tabButtons(el)[2]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(visiblePanel(el));
    expect(visiblePanel(el).id).to.equal('panel-following');
  });

  it('shows a disabled tab that is never selected: clicks and the arrows pass it by', async () => {
    const el = await tabs();
    el.tabs = TABS.map((tab) => (tab.id === 'followers' ? { ...tab, disabled: true } : tab));
    await el.updateComplete;
    const [first, second] = tabButtons(el);
    expect(second!.disabled).to.equal(true);
    second!.click();
    await el.updateComplete;
    expect(visiblePanel(el).id).to.equal('panel-articles');
    first!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.selected).to.equal('following');
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.selected).to.equal('articles');
    // Selected while disabled: the first tab that can be.
    el.selected = 'followers';
    await el.updateComplete;
    expect(visiblePanel(el).id).to.equal('panel-articles');
  });

  it('stands in a column beside the panel when vertical, moved with Up and Down', async () => {
    const el = await tabs();
    el.orientation = 'vertical';
    await el.updateComplete;
    const list = el.shadowRoot!.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-orientation')).to.equal('vertical');
    const [first, second] = tabButtons(el);
    expect(second!.getBoundingClientRect().top).to.be.greaterThan(first!.getBoundingClientRect().top);
    expect(visiblePanel(el).getBoundingClientRect().left).to.be.at.least(list.getBoundingClientRect().right);
    first!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(el.selected).to.equal('followers');
    await sendKeys({ press: 'ArrowRight' });
    expect(el.selected).to.equal('followers');
    await sendKeys({ press: 'ArrowUp' });
    expect(el.selected).to.equal('articles');
    await expectNoAxeViolations(el);
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)">
        <katha-tabs label="Profile" .tabs=${TABS}><p slot="articles">Articles</p></katha-tabs>
      </div>`);
      await expectNoAxeViolations(el);
    });
  }
});
