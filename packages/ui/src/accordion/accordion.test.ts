import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './accordion.js';
import type { AccordionItem, KathaAccordion } from './accordion.js';

const ITEMS: AccordionItem[] = [
  { id: 'write', heading: 'How do I start writing?' },
  { id: 'paid', heading: 'How are writers paid?', summary: 'Monthly, by reading time' },
  { id: 'old', heading: 'Archived question', disabled: true },
  { id: 'lang', heading: 'Which languages can I write in?' },
];

const headers = (el: KathaAccordion) => [
  ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.header'),
];
const expanded = (el: KathaAccordion) => headers(el).map((button) => button.getAttribute('aria-expanded'));
const panel = (el: KathaAccordion, id: string) => el.shadowRoot!.getElementById(`panel-${id}`)!;

async function render(open: string[] = [], multiple = false) {
  const el = await fixture<KathaAccordion>(html`<katha-accordion
    .items=${ITEMS}
    .open=${open}
    ?multiple=${multiple}
    heading-level="2"
  >
    <p slot="write">Press Write in the header.</p>
    <p slot="paid">Every month.</p>
    <p slot="old">Gone.</p>
    <p slot="lang">English, Hindi and Kannada.</p>
  </katha-accordion>`);
  return el;
}

describe('katha-accordion', () => {
  it('gives each section a heading with a button that controls its region', async () => {
    const el = await render(['paid']);
    const button = headers(el)[1]!;
    expect(button.parentElement!.getAttribute('role')).to.equal('heading');
    expect(button.parentElement!.getAttribute('aria-level')).to.equal('2');
    expect(button.getAttribute('aria-controls')).to.equal('panel-paid');
    expect(expanded(el)).to.deep.equal(['false', 'true', 'false', 'false']);
    expect(panel(el, 'paid').getAttribute('role')).to.equal('region');
    expect(panel(el, 'paid').getAttribute('aria-labelledby')).to.equal('header-paid');
    expect(panel(el, 'paid').hidden).to.equal(false);
    expect(panel(el, 'write').hidden).to.equal(true);
    expect(headers(el)[2]!.getAttribute('aria-disabled')).to.equal('true');
  });

  it('opens and closes by Enter and Space, one at a time, and the arrows, Home and End move between headings', async () => {
    const el = await render();
    headers(el)[0]!.focus();
    const toggled = oneEvent(el, 'katha-accordion-toggle');
    await sendKeys({ press: 'Enter' });
    expect((await toggled).detail).to.deep.equal({ id: 'write', expanded: true, open: ['write'] });
    await el.updateComplete;
    expect(expanded(el)).to.deep.equal(['true', 'false', 'false', 'false']);
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(headers(el)[1]);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    // Only one open: the first closed.
    expect(expanded(el)).to.deep.equal(['false', 'true', 'false', 'false']);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(headers(el)[3]);
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(headers(el)[0]);
    await sendKeys({ press: 'ArrowUp' });
    expect(el.shadowRoot!.activeElement).to.equal(headers(el)[3]);
    await sendKeys({ press: 'Home' });
    expect(el.shadowRoot!.activeElement).to.equal(headers(el)[0]);
    // A disabled section keeps its state.
    headers(el)[2]!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(expanded(el)).to.deep.equal(['false', 'true', 'false', 'false']);
    headers(el)[1]!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.open).to.deep.equal([]);
  });

  it('keeps several open with multiple', async () => {
    const el = await render(['write'], true);
    headers(el)[3]!.click();
    await el.updateComplete;
    expect(el.open).to.deep.equal(['write', 'lang']);
    expect(expanded(el)).to.deep.equal(['true', 'false', 'false', 'true']);
  });

  it('has no axe violations, in Hindi and rtl', async () => {
    const el = await fixtureInLocale<KathaAccordion>(
      html`<katha-accordion dir="rtl" .items=${[
        { id: 'a', heading: 'लिखना कैसे शुरू करें?' },
        { id: 'b', heading: 'भुगतान', summary: 'हर महीने' },
      ]} .open=${['a']}><p slot="a">ऊपर लिखें दबाएँ।</p><p slot="b">हर महीने।</p></katha-accordion>`,
      'hi-IN',
    );
    await expectNoAxeViolations(el);
    // rtl: the chevron is at the left end.
    const button = headers(el)[0]!.getBoundingClientRect();
    const chevron = headers(el)[0]!.querySelector('.icon')!.getBoundingClientRect();
    expect(chevron.left - button.left).to.be.lessThan(button.right - chevron.right);
  });

  it('writes its headings and summaries at 4.5:1 or more in every colour theme, light and dark', async () => {
    await expectTextContrast(
      html`<katha-accordion .items=${ITEMS.slice(0, 2)}></katha-accordion>`,
      (container) => {
        const root = container.querySelector('katha-accordion')!.shadowRoot!;
        const paper = getComputedStyle(root.querySelector('.sections')!).backgroundColor;
        return [
          ['heading', getComputedStyle(root.querySelector('.header')!).color, paper],
          ['summary', getComputedStyle(root.querySelector('.summary')!).color, paper],
        ];
      },
    );
  });
});
