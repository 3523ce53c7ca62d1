import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import './time-picker.js';
import { formatTime, type KathaTimePicker, parseTime } from './time-picker.js';

const root = (el: KathaTimePicker) => el.shadowRoot!;
const input = (el: KathaTimePicker) => root(el).querySelector<HTMLInputElement>('.input')!;
const toggle = (el: KathaTimePicker) => root(el).querySelector<HTMLButtonElement>('.toggle')!;
const listbox = (el: KathaTimePicker) => root(el).querySelector<HTMLElement>('[role="listbox"]')!;
const active = (el: KathaTimePicker) =>
  root(el).getElementById(listbox(el).getAttribute('aria-activedescendant')!)?.textContent?.trim();
const press = async (el: KathaTimePicker, key: string) => {
  await sendKeys({ press: key });
  await el.updateComplete;
};

async function openByKeyboard(el: KathaTimePicker) {
  toggle(el).focus();
  await press(el, 'Enter');
  await el.updateComplete;
}

describe('katha-time-picker', () => {
  it('reads and writes HH:mm', () => {
    expect(parseTime('09:05')).to.equal(545);
    expect(parseTime('24:00')).to.equal(null);
    expect(parseTime('9:05')).to.equal(null);
    expect(formatTime(545)).to.equal('09:05');
  });

  it('opens a list of times and moves by the listbox keys', async () => {
    const el = await fixture<KathaTimePicker>(
      html`<katha-time-picker label="Starts" value="14:30" min="09:00" max="18:00"></katha-time-picker>`,
    );
    expect(listbox(el).hidden).to.equal(true);
    await openByKeyboard(el);
    expect(listbox(el).hidden).to.equal(false);
    expect(root(el).activeElement).to.equal(listbox(el));
    expect(toggle(el).getAttribute('aria-expanded')).to.equal('true');
    expect(active(el)).to.equal('2:30 pm');
    await press(el, 'ArrowDown');
    expect(active(el)).to.equal('3:00 pm');
    await press(el, 'PageUp');
    expect(active(el)).to.equal('2:00 pm');
    await press(el, 'Home');
    expect(active(el)).to.equal('9:00 am');
    await press(el, 'End');
    expect(active(el)).to.equal('6:00 pm');
    await press(el, 'ArrowUp');
    const changed = oneEvent(el, 'katha-time-change');
    await press(el, 'Enter');
    expect((await changed).detail.value).to.equal('17:30');
    expect(el.value).to.equal('17:30');
    expect(input(el).value).to.equal('17:30');
    expect(listbox(el).hidden).to.equal(true);
    expect(root(el).activeElement).to.equal(toggle(el));
  });

  it('Escape closes without choosing; Space chooses', async () => {
    const el = await fixture<KathaTimePicker>(
      html`<katha-time-picker label="Starts" value="10:00" interval="15"></katha-time-picker>`,
    );
    await openByKeyboard(el);
    await press(el, 'ArrowDown');
    await press(el, 'Escape');
    expect(el.value).to.equal('10:00');
    expect(listbox(el).hidden).to.equal(true);
    expect(root(el).activeElement).to.equal(toggle(el));
    await openByKeyboard(el);
    await press(el, 'ArrowDown');
    await press(el, 'Space');
    expect(el.value).to.equal('10:15');
    expect(listbox(el).hidden).to.equal(true);
  });

  it('says the times the page language’s way', async () => {
    const el = await fixtureInLocale<KathaTimePicker>(
      html`<katha-time-picker label="समय" value="14:30"></katha-time-picker>`,
      'hi-IN',
    );
    const expected = new Intl.DateTimeFormat('hi-IN', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2000, 0, 1, 14, 30));
    expect(root(el).querySelector('.hint')!.textContent).to.equal(expected);
    expect(toggle(el).getAttribute('aria-label')).to.equal(`समय बदलें, ${expected}`);
    await openByKeyboard(el);
    expect(listbox(el).getAttribute('aria-label')).to.equal('समय');
  });

  it('places the list under the field with floating-ui, in the top layer', async () => {
    const el = await fixture<KathaTimePicker>(
      html`<katha-time-picker label="Starts" style="margin: 40px; width: 300px"></katha-time-picker>`,
    );
    await openByKeyboard(el);
    // @floating-ui loads on first show: its position lands after that import, not at a fixed time.
    await waitFor(() => listbox(el).style.top !== '', 'floating-ui placed it');
    expect(listbox(el).matches(':popover-open')).to.equal(true);
    const field = root(el).querySelector('.field')!.getBoundingClientRect();
    const box = listbox(el).getBoundingClientRect();
    expect(Math.round(box.top)).to.equal(Math.round(field.bottom + 4));
    expect(Math.round(box.width)).to.equal(Math.round(field.width));
  });

  it('takes part in its form: FormData, required, min/max and bad input in the page language, reset', async () => {
    const form =
      await fixture<HTMLFormElement>(html`<form lang="hi-IN" @submit=${(e: Event) => e.preventDefault()}>
      <katha-time-picker name="at" label="समय" required min="09:00" max="18:00"></katha-time-picker>
      <katha-time-picker name="until" label="समय" value="20:15"></katha-time-picker>
    </form>`);
    const [at, until] = [...form.querySelectorAll<KathaTimePicker>('katha-time-picker')];
    await at!.updateComplete;
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    await at!.updateComplete;
    expect(submits).to.equal(0);
    expect(root(at!).querySelector('[role="alert"]')!.textContent).to.equal('कृपया एक समय चुनें।');
    expect(root(at!).activeElement).to.equal(input(at!));
    await sendKeys({ type: '7:5' });
    await at!.updateComplete;
    expect(at!.validity.badInput).to.equal(true);
    input(at!).select();
    await sendKeys({ type: '19:00' });
    await at!.updateComplete;
    expect(at!.validity.rangeOverflow).to.equal(true);
    expect(at!.validationMessage).to.contain('या उससे पहले का समय चुनें।');
    input(at!).select();
    await sendKeys({ type: '08:00' });
    await at!.updateComplete;
    expect(at!.validity.rangeUnderflow).to.equal(true);
    input(at!).select();
    await sendKeys({ type: '09:45' });
    await at!.updateComplete;
    expect(at!.validity.valid).to.equal(true);
    expect([...new FormData(form)]).to.deep.equal([
      ['at', '09:45'],
      ['until', '20:15'],
    ]);
    form.requestSubmit();
    expect(submits).to.equal(1);
    form.reset();
    await at!.updateComplete;
    expect(at!.value).to.equal('');
    expect(input(at!).value).to.equal('');
    expect(until!.value).to.equal('20:15');
  });

  it('has no axe violations, closed and open', async () => {
    const el = await fixture<KathaTimePicker>(
      html`<katha-time-picker label="Starts" value="14:30" required></katha-time-picker>`,
    );
    await expectNoAxeViolations(el);
    await openByKeyboard(el);
    await expectNoAxeViolations(el);
  });
});
