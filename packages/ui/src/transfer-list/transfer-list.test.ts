import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { background, expectNonTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './transfer-list.js';
import type { KathaTransferList, TransferItem } from './transfer-list.js';

const ITEMS: TransferItem[] = [
  { value: 'poetry', label: 'Poetry' },
  { value: 'travel', label: 'Travel' },
  { value: 'food', label: 'Food' },
  { value: 'history', label: 'History', disabled: true },
];

const list = (el: KathaTransferList, side: 'available' | 'chosen') =>
  el.shadowRoot!.querySelector<HTMLElement>(`#${side}`)!;
const labels = (el: KathaTransferList, side: 'available' | 'chosen') =>
  [...list(el, side).querySelectorAll('[role="option"]')].map((option) => option.textContent!.trim());
const buttons = (el: KathaTransferList) => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.move')];
const entries = (form: HTMLFormElement) => [...new FormData(form).entries()];

describe('katha-transfer-list', () => {
  it('moves items by keyboard: arrows and Space select in a listbox, Tab to a move button, Enter', async () => {
    const el = await fixture<KathaTransferList>(
      html`<katha-transfer-list label="Topics" .items=${ITEMS} .value=${['food']}></katha-transfer-list>`,
    );
    expect(labels(el, 'available')).to.deep.equal(['Poetry', 'Travel', 'History']);
    expect(labels(el, 'chosen')).to.deep.equal(['Food']);
    const available = list(el, 'available');
    expect(available.getAttribute('role')).to.equal('listbox');
    expect(available.getAttribute('aria-multiselectable')).to.equal('true');
    expect(buttons(el).map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      'Move all to Chosen',
      'Move selected to Chosen',
      'Move selected to Available',
      'Move all to Available',
    ]);
    // Nothing selected yet: "move selected" is not possible (it stays focusable, aria-disabled).
    expect(buttons(el)[1]!.getAttribute('aria-disabled')).to.equal('true');
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(available);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(available.getAttribute('aria-activedescendant')).to.equal('available-1');
    expect(available.querySelector('#available-1')!.getAttribute('aria-selected')).to.equal('true');
    expect(el.shadowRoot!.querySelector('#available-count')!.textContent).to.equal('1 of 3 selected');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[1]);
    const changed = oneEvent(el, 'katha-transfer-list-change');
    await sendKeys({ press: 'Enter' });
    expect((await changed).detail).to.deep.equal({ value: ['travel', 'food'] });
    await el.updateComplete;
    expect(labels(el, 'chosen')).to.deep.equal(['Travel', 'Food']);
    // Focus stays on the button, which has nothing to move now.
    expect(el.shadowRoot!.activeElement).to.equal(buttons(el)[1]);
    expect(buttons(el)[1]!.getAttribute('aria-disabled')).to.equal('true');
    // "Move all" takes every enabled item; a disabled one stays.
    buttons(el)[0]!.click();
    await el.updateComplete;
    expect(labels(el, 'available')).to.deep.equal(['History']);
    expect(el.value).to.deep.equal(['poetry', 'travel', 'food']);
    // Ctrl+A selects every item of the focused list, End goes to its last.
    list(el, 'chosen').focus();
    await sendKeys({ press: 'Control+a' });
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(list(el, 'chosen').getAttribute('aria-activedescendant')).to.equal('chosen-2');
    buttons(el)[2]!.click();
    await el.updateComplete;
    expect(el.value).to.deep.equal([]);
  });

  it('submits the chosen values, requires one with the kit message in Hindi, and resets', async () => {
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form @submit=${(event: Event) => event.preventDefault()}>
        <katha-transfer-list name="topics" label="विषय" required .items=${ITEMS}></katha-transfer-list>
        <katha-transfer-list name="extra" .items=${ITEMS} .value=${['poetry', 'food']}></katha-transfer-list>
      </form>`,
      'hi-IN',
    );
    const [topics, extra] = form.querySelectorAll('katha-transfer-list');
    await topics!.updateComplete;
    await extra!.updateComplete;
    expect(buttons(topics!)[0]!.getAttribute('aria-label')).to.equal('सभी आइटम चयनित सूची में ले जाएँ');
    expect(entries(form)).to.deep.equal([
      ['extra', 'poetry'],
      ['extra', 'food'],
    ]);
    expect(topics!.validity.valueMissing).to.equal(true);
    expect(topics!.validationMessage).to.equal('कृपया कम से कम एक आइटम चुनें।');
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    await topics!.updateComplete;
    expect(submits).to.equal(0);
    expect(topics!.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      topics!.validationMessage,
    );
    expect(topics!.shadowRoot!.activeElement).to.equal(list(topics!, 'available'));
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await topics!.updateComplete;
    expect(topics!.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect(topics!.checkValidity()).to.equal(true);
    form.requestSubmit();
    expect(submits).to.equal(1);
    expect(entries(form)).to.deep.equal([
      ['topics', 'poetry'],
      ['extra', 'poetry'],
      ['extra', 'food'],
    ]);
    buttons(extra!)[3]!.click();
    await extra!.updateComplete;
    form.reset();
    await topics!.updateComplete;
    await extra!.updateComplete;
    expect(topics!.value).to.deep.equal([]);
    expect(extra!.value).to.deep.equal(['poetry', 'food']);
    expect(entries(form)).to.deep.equal([
      ['extra', 'poetry'],
      ['extra', 'food'],
    ]);
  });

  it('is disabled by a disabled fieldset: not submitted, no Tab stop, nothing moves', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><fieldset disabled><katha-transfer-list name="t" .items=${ITEMS} .value=${['food']}></katha-transfer-list></fieldset></form>`,
    );
    const el = form.querySelector('katha-transfer-list')!;
    await el.updateComplete;
    expect(entries(form)).to.deep.equal([]);
    expect(list(el, 'available').tabIndex).to.equal(-1);
    buttons(el)[0]!.click();
    expect(el.value).to.deep.equal(['food']);
    form.querySelector('fieldset')!.disabled = false;
    await el.updateComplete;
    expect(list(el, 'available').tabIndex).to.equal(0);
    expect(entries(form)).to.deep.equal([['t', 'food']]);
  });

  it('points its arrows the reading way: mirrored in rtl', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 700px"><katha-transfer-list .items=${ITEMS}></katha-transfer-list><katha-transfer-list dir="rtl" .items=${ITEMS}></katha-transfer-list></div>`,
    );
    const [ltr, rtl] = [...wrapper.querySelectorAll('katha-transfer-list')];
    await rtl!.updateComplete;
    const scale = (el: KathaTransferList) => getComputedStyle(buttons(el)[0]!.querySelector('svg')!).scale;
    expect(scale(ltr!)).to.equal('none');
    expect(scale(rtl!)).to.equal('-1 1');
    // The available list is on the reading side's start: the left in ltr, the right in rtl.
    const x = (el: KathaTransferList) =>
      list(el, 'available').getBoundingClientRect().left - list(el, 'chosen').getBoundingClientRect().left;
    expect(x(ltr!)).to.be.below(0);
    expect(x(rtl!)).to.be.above(0);
  });

  it('stacks the lists in a phone-wide space, without overflowing it', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div style="width: 320px"><katha-transfer-list label="Topics" .items=${ITEMS}></katha-transfer-list></div>`,
    );
    const el = wrapper.querySelector('katha-transfer-list')!;
    await el.updateComplete;
    const [a, c] = [list(el, 'available'), list(el, 'chosen')].map((node) => node.getBoundingClientRect());
    expect(c!.top).to.be.above(a!.bottom);
    expect(el.scrollWidth).to.be.at.most(320);
  });

  it('has no axe violations, with an empty list and an error, in Kannada', async () => {
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form><katha-transfer-list name="t" label="ವಿಷಯಗಳು" required .items=${ITEMS}></katha-transfer-list></form>`,
      'kn-IN',
    );
    const el = form.querySelector('katha-transfer-list')!;
    form.requestSubmit();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      'ದಯವಿಟ್ಟು ಕನಿಷ್ಠ ಒಂದು ಐಟಂ ಆಯ್ಕೆಮಾಡಿ.',
    );
    await expectNoAxeViolations(form);
  });

  it('draws its boxes and buttons at 3:1 or more in every colour theme, light and dark', async () => {
    await expectNonTextContrast(
      html`<katha-transfer-list .items=${ITEMS}></katha-transfer-list>`,
      async (container) => {
        const el = container.querySelector('katha-transfer-list')!;
        const first = list(el, 'available').querySelector('[role="option"]') as HTMLElement;
        first.click();
        await el.updateComplete;
        const [on, off] = [...el.shadowRoot!.querySelectorAll('.box')].map((box) => getComputedStyle(box));
        const panel = getComputedStyle(el.shadowRoot!.querySelector('.panel')!).backgroundColor;
        const move = getComputedStyle(buttons(el)[0]!);
        return [
          ['unselected box', off!.borderTopColor, panel],
          ['selected box', on!.backgroundColor, panel],
          ['tick', on!.stroke, on!.backgroundColor],
          ['move button outline', move.borderTopColor, background(container)],
          ['move button arrow', move.color, move.backgroundColor],
        ];
      },
    );
  });
});
