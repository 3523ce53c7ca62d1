import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import './stepper.js';
import type { KathaStepper, StepperStep } from './stepper.js';

const STEPS: StepperStep[] = [
  { id: 'account', label: 'Account' },
  { id: 'profile', label: 'Profile', description: 'Who you are' },
  { id: 'reading', label: 'Reading', optional: true },
  { id: 'review', label: 'Review' },
];

const buttons = (el: KathaStepper) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.step')];
const states = (el: KathaStepper) => STEPS.map((_, index) => el.stateOf(index));

async function render(current = 2, extra: { linear?: boolean; errors?: string[] } = {}) {
  return fixture<KathaStepper>(html`<katha-stepper
    .steps=${STEPS}
    current=${current}
    .errors=${extra.errors ?? []}
    ?linear=${extra.linear ?? false}
  ></katha-stepper>`);
}

describe('katha-stepper', () => {
  it('marks the steps before the current one complete, the current one aria-current="step", and errors', async () => {
    const el = await render(2, { errors: ['profile'] });
    expect(states(el)).to.deep.equal(['complete', 'error', 'current', 'upcoming']);
    expect(buttons(el).map((b) => b.getAttribute('aria-current'))).to.deep.equal([null, null, 'step', null]);
    const list = el.shadowRoot!.querySelector('ol')!;
    expect(list.getAttribute('aria-label')).to.equal('Progress');
    // What a screen reader says of each step: its place, its label, its state.
    const said = buttons(el).map((b) => b.textContent!.replace(/\s+/g, ' ').trim());
    expect(said[0]).to.equal('Step 1 of 4: Account , Completed');
    expect(said[1]).to.contain('Step 2 of 4:').and.contain('Profile').and.contain('Needs attention');
    expect(said[2]).to.contain('Reading').and.contain('Optional');
    // Only one tab stop: the current step.
    expect(buttons(el).map((b) => b.tabIndex)).to.deep.equal([-1, -1, 0, -1]);
  });

  it('moves between the steps with the arrows, Home and End, and Enter chooses one', async () => {
    const el = await render(2);
    buttons(el)[2]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[1]);
    expect(buttons(el)[1]!.tabIndex).to.equal(0);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[3]);
    await sendKeys({ press: 'Home' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[0]);
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[1]);
    const selected = oneEvent(el, 'katha-step-select');
    await sendKeys({ press: 'Enter' });
    expect((await selected).detail).to.deep.equal({ index: 1, id: 'profile' });
    await el.updateComplete;
    expect(el.current).to.equal(1);
    expect(buttons(el)[1]!.getAttribute('aria-current')).to.equal('step');
  });

  it('lets only earlier steps be chosen when linear, and a cancelled event keeps the current step', async () => {
    const el = await render(1, { linear: true });
    expect(buttons(el).map((b) => b.getAttribute('aria-disabled'))).to.deep.equal([
      null,
      'true',
      'true',
      'true',
    ]);
    buttons(el)[3]!.click();
    await el.updateComplete;
    expect(el.current).to.equal(1);
    el.addEventListener('katha-step-select', (event) => event.preventDefault(), { once: true });
    buttons(el)[0]!.click();
    await el.updateComplete;
    expect(el.current).to.equal(1);
    buttons(el)[0]!.focus();
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.current).to.equal(0);
  });

  it('mirrors the arrows and the layout in rtl, speaks Kannada, and has no axe violations', async () => {
    const el = await fixtureInLocale<KathaStepper>(
      html`<katha-stepper dir="rtl" current="1" .steps=${[
        { id: 'a', label: 'ಖಾತೆ' },
        { id: 'b', label: 'ಪರಿಚಯ' },
        { id: 'c', label: 'ಸಾರಾಂಶ' },
      ]}></katha-stepper>`,
      'kn-IN',
    );
    await expectNoAxeViolations(el);
    expect(el.shadowRoot!.querySelector('ol')!.getAttribute('aria-label')).to.equal('ಪ್ರಗತಿ');
    expect(buttons(el)[0]!.textContent).to.contain('ಪೂರ್ಣಗೊಂಡಿದೆ');
    const [first, second] = buttons(el).map((b) => b.getBoundingClientRect());
    expect(first!.left).to.be.greaterThan(second!.left);
    buttons(el)[1]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[0]);
    await sendKeys({ press: 'ArrowLeft' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[1]);
  });

  it('has no axe violations with errors, vertical, in Hindi', async () => {
    const el = await fixtureInLocale<KathaStepper>(
      html`<katha-stepper orientation="vertical" current="2" .errors=${['a']} .steps=${[
        { id: 'a', label: 'खाता' },
        { id: 'b', label: 'परिचय', optional: true },
        { id: 'c', label: 'सारांश' },
      ]}></katha-stepper>`,
      'hi-IN',
    );
    await expectNoAxeViolations(el);
    expect(buttons(el)[0]!.textContent).to.contain('ध्यान दें');
    const [first, second] = buttons(el).map((b) => b.getBoundingClientRect());
    expect(second!.top).to.be.greaterThan(first!.bottom - 1);
  });
});

/** The words of `text` (a label) that the browser broke over two lines: each word's line boxes. */
function brokenWords(text: HTMLElement): string[] {
  const node = [...text.childNodes].find(
    (child): child is Text => child instanceof Text && !!child.data.trim(),
  )!;
  const broken: string[] = [];
  for (const match of node.data.matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(node, match.index);
    range.setEnd(node, match.index + match[0].length);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (tops.size > 1) broken.push(match[0]);
  }
  return broken;
}

const labels = (el: KathaStepper) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.label')];

describe('katha-stepper on a narrow width', () => {
  const CHECKOUT = ['Cart', 'Address', 'Payment', 'Confirmation'];
  const WIZARD_KN = ['ನಿಮ್ಮ ವಿವರಗಳು', 'ನಿಮ್ಮ ಬರವಣಿಗೆ', 'ನಿಯಮಗಳು', 'ಸಾರಾಂಶ'];

  for (const [name, words, width] of [
    ['the checkout in English', CHECKOUT, 260],
    ['the wizard in Kannada', WIZARD_KN, 220],
  ] as const) {
    it(`keeps every word of ${name} whole at ${width}px: one step under the other`, async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div style="inline-size: ${width}px">
        <katha-stepper .steps=${words.map((label, index) => ({ id: String(index), label }))}></katha-stepper>
      </div>`);
      const el = wrapper.querySelector('katha-stepper')!;
      await waitFor(() => el.shadowRoot!.querySelector('.list.vertical'));
      await el.updateComplete;
      for (const label of labels(el)) {
        expect(brokenWords(label), label.textContent!).to.deep.equal([]);
        expect(label.scrollWidth).to.be.at.most(label.clientWidth);
      }
      const [first, second] = buttons(el).map((b) => b.getBoundingClientRect());
      expect(second!.top).to.be.greaterThan(first!.bottom - 1);

      // Wide again: side by side.
      wrapper.style.inlineSize = '900px';
      await waitFor(() => !el.shadowRoot!.querySelector('.list.vertical'));
      const [a, b] = buttons(el).map((button) => button.getBoundingClientRect());
      expect(a!.top).to.equal(b!.top);
      for (const label of labels(el)) expect(brokenWords(label)).to.deep.equal([]);
    });
  }
});
