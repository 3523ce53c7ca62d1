import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import { addMonths, firstDayOfWeek, monthWeeks, parseIsoDate, toIsoDate } from './dates.js';
import './date-picker.js';
import type { KathaDatePicker } from './date-picker.js';

const root = (el: KathaDatePicker) => el.shadowRoot!;
const input = (el: KathaDatePicker) => root(el).querySelector<HTMLInputElement>('.input')!;
const toggle = (el: KathaDatePicker) => root(el).querySelector<HTMLButtonElement>('.toggle')!;
const dialog = (el: KathaDatePicker) => root(el).querySelector<HTMLElement>('[role="dialog"]')!;
const focusedDay = (el: KathaDatePicker) => root(el).activeElement?.getAttribute('data-date');
const press = async (el: KathaDatePicker, key: string) => {
  await sendKeys({ press: key });
  await el.updateComplete;
};

async function openByKeyboard(el: KathaDatePicker) {
  toggle(el).focus();
  await press(el, 'Enter');
  await el.updateComplete;
}

describe('katha-date-picker', () => {
  it('does calendar arithmetic on ISO dates', () => {
    expect(parseIsoDate('2026-02-30')).to.equal(null);
    expect(parseIsoDate('26-02-01')).to.equal(null);
    expect(toIsoDate(addMonths(parseIsoDate('2026-01-31')!, 1))).to.equal('2026-02-28');
    // India starts the week on Sunday, the United Kingdom on Monday (CLDR, through Intl.Locale).
    expect(firstDayOfWeek('hi-IN')).to.equal(0);
    expect(firstDayOfWeek('en-GB')).to.equal(1);
    const weeks = monthWeeks(2026, 10, 0); // November 2026 starts on a Sunday.
    expect(toIsoDate(weeks[0]![0]!)).to.equal('2026-11-01');
    expect(weeks.every((week) => week.length === 7)).to.equal(true);
  });

  it('opens the calendar dialog on the chosen date and moves by the keys of the APG pattern', async () => {
    const el = await fixture<KathaDatePicker>(
      html`<katha-date-picker label="Publish on" value="2026-11-26"></katha-date-picker>`,
    );
    expect(dialog(el).hidden).to.equal(true);
    await openByKeyboard(el);
    expect(dialog(el).hidden).to.equal(false);
    expect(dialog(el).getAttribute('aria-modal')).to.equal('true');
    expect(toggle(el).getAttribute('aria-expanded')).to.equal('true');
    expect(focusedDay(el)).to.equal('2026-11-26');
    expect(root(el).activeElement!.getAttribute('aria-selected')).to.equal('true');
    await press(el, 'ArrowRight');
    expect(focusedDay(el)).to.equal('2026-11-27');
    await press(el, 'ArrowDown');
    expect(focusedDay(el)).to.equal('2026-12-04');
    await press(el, 'ArrowUp');
    await press(el, 'ArrowLeft');
    expect(focusedDay(el)).to.equal('2026-11-26');
    await press(el, 'PageDown');
    expect(focusedDay(el)).to.equal('2026-12-26');
    expect(root(el).querySelector('.month')!.textContent).to.contain('December 2026');
    await press(el, 'PageUp');
    await press(el, 'PageUp');
    expect(focusedDay(el)).to.equal('2026-10-26');
    await press(el, 'Shift+PageDown');
    expect(focusedDay(el)).to.equal('2027-10-26');
    await press(el, 'Shift+PageUp');
    // 26 October 2026 is a Monday; the week (en → en-IN) runs Sunday to Saturday.
    await press(el, 'Home');
    expect(focusedDay(el)).to.equal('2026-10-25');
    await press(el, 'End');
    expect(focusedDay(el)).to.equal('2026-10-31');
    const changed = oneEvent(el, 'katha-date-change');
    await press(el, 'Enter');
    expect((await changed).detail.value).to.equal('2026-10-31');
    expect(el.value).to.equal('2026-10-31');
    expect(dialog(el).hidden).to.equal(true);
    // Focus returns to the button that opened it.
    expect(root(el).activeElement).to.equal(toggle(el));
    expect(input(el).value).to.equal('2026-10-31');
  });

  it('Escape closes without choosing; Tab stays in the dialog; Space chooses', async () => {
    const el = await fixture<KathaDatePicker>(
      html`<katha-date-picker label="Day" value="2026-03-10"></katha-date-picker>`,
    );
    await openByKeyboard(el);
    await press(el, 'ArrowRight');
    await press(el, 'Escape');
    expect(dialog(el).hidden).to.equal(true);
    expect(el.value).to.equal('2026-03-10');
    expect(root(el).activeElement).to.equal(toggle(el));
    await openByKeyboard(el);
    await press(el, 'Tab');
    expect(root(el).activeElement!.classList.contains('prev')).to.equal(true);
    await press(el, 'Tab');
    await press(el, 'Tab');
    expect(focusedDay(el)).to.equal('2026-03-10');
    await press(el, 'ArrowLeft');
    await press(el, 'Space');
    expect(el.value).to.equal('2026-03-09');
    expect(dialog(el).hidden).to.equal(true);
  });

  it('mirrors the left and right arrows in rtl', async () => {
    const el = await fixture<KathaDatePicker>(
      html`<katha-date-picker dir="rtl" label="Day" value="2026-03-10"></katha-date-picker>`,
    );
    await openByKeyboard(el);
    await press(el, 'ArrowLeft');
    expect(focusedDay(el)).to.equal('2026-03-11');
  });

  it('names months and weekdays in the page language and starts the week on its first day', async () => {
    const el = await fixtureInLocale<KathaDatePicker>(
      html`<katha-date-picker label="दिन" value="2026-11-26"></katha-date-picker>`,
      'hi-IN',
    );
    await openByKeyboard(el);
    expect(root(el).querySelector('.month')!.textContent!.trim()).to.equal('नवंबर 2026');
    const headers = [...root(el).querySelectorAll('th')].map((th) => th.getAttribute('abbr'));
    expect(headers[0]).to.equal('रविवार');
    expect(toggle(el).getAttribute('aria-label')).to.equal('तारीख़ बदलें, गुरुवार, 26 नवंबर 2026');
    const kn = await fixtureInLocale<KathaDatePicker>(
      html`<katha-date-picker label="ದಿನ" value="2026-11-26" week-start="1"></katha-date-picker>`,
      'kn-IN',
    );
    await openByKeyboard(kn);
    expect(root(kn).querySelector('.month')!.textContent!.trim()).to.equal('ನವೆಂಬರ್ 2026');
    expect(root(kn).querySelector('th')!.getAttribute('abbr')).to.equal('ಸೋಮವಾರ');
  });

  it('places the calendar under the field with floating-ui, in the top layer', async () => {
    const el = await fixture<KathaDatePicker>(
      html`<katha-date-picker label="Day" value="2026-03-10" style="margin: 40px"></katha-date-picker>`,
    );
    await openByKeyboard(el);
    // @floating-ui loads on first show: its position lands after that import, not at a fixed time.
    await waitFor(() => dialog(el).style.top !== '', 'floating-ui placed it');
    expect(dialog(el).matches(':popover-open')).to.equal(true);
    const field = root(el).querySelector('.field')!.getBoundingClientRect();
    const box = dialog(el).getBoundingClientRect();
    expect(Math.round(box.top)).to.equal(Math.round(field.bottom + 4));
    expect(Math.round(box.left)).to.equal(Math.round(field.left));
  });

  it('skips dates out of min and max, and says why a typed one is refused', async () => {
    const el = await fixture<KathaDatePicker>(
      html`<katha-date-picker label="Day" value="2026-03-10" min="2026-03-05" max="2026-03-20"></katha-date-picker>`,
    );
    await openByKeyboard(el);
    await press(el, 'PageUp');
    expect(root(el).activeElement!.getAttribute('aria-disabled')).to.equal('true');
    await press(el, 'Enter');
    expect(el.value).to.equal('2026-03-10');
    await press(el, 'Escape');
    input(el).focus();
    input(el).select();
    await sendKeys({ type: '2026-03-25' });
    await el.updateComplete;
    expect(el.value).to.equal('2026-03-25');
    expect(el.validity.rangeOverflow).to.equal(true);
    expect(el.validationMessage).to.equal('Choose 20 March 2026 or earlier.');
    input(el).select();
    await sendKeys({ type: '2026-03-01' });
    await el.updateComplete;
    expect(el.validity.rangeUnderflow).to.equal(true);
    input(el).select();
    await sendKeys({ type: '10/03/2026' });
    await el.updateComplete;
    expect(el.value).to.equal('');
    expect(el.validity.badInput).to.equal(true);
    expect(el.validationMessage).to.match(/^Enter the date as yyyy-mm-dd, for example \d{4}-\d{2}-\d{2}\.$/);
  });

  it('takes part in its form: FormData, required in the page language, reset', async () => {
    const form =
      await fixture<HTMLFormElement>(html`<form lang="kn-IN" @submit=${(e: Event) => e.preventDefault()}>
      <katha-date-picker name="due" label="ದಿನ" required></katha-date-picker>
      <katha-date-picker name="from" label="ದಿನ" value="2026-01-02"></katha-date-picker>
    </form>`);
    const [due, from] = [...form.querySelectorAll<KathaDatePicker>('katha-date-picker')];
    await due!.updateComplete;
    expect(form.checkValidity()).to.equal(false);
    expect(due!.validity.valueMissing).to.equal(true);
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    await due!.updateComplete;
    expect(submits).to.equal(0);
    // The kit's message in Kannada under the field, no browser bubble, focus on the field.
    expect(root(due!).querySelector('[role="alert"]')!.textContent).to.equal('ದಯವಿಟ್ಟು ಒಂದು ದಿನಾಂಕವನ್ನು ಆಯ್ಕೆಮಾಡಿ.');
    expect(root(due!).activeElement).to.equal(input(due!));
    await sendKeys({ type: '2026-12-01' });
    await due!.updateComplete;
    expect(root(due!).querySelector('[role="alert"]')).to.equal(null);
    expect([...new FormData(form)]).to.deep.equal([
      ['due', '2026-12-01'],
      ['from', '2026-01-02'],
    ]);
    form.requestSubmit();
    expect(submits).to.equal(1);
    form.reset();
    await due!.updateComplete;
    expect(due!.value).to.equal('');
    expect(input(due!).value).to.equal('');
    expect(from!.value).to.equal('2026-01-02');
  });

  it('is disabled by a disabled fieldset', async () => {
    const form = await fixture<HTMLFormElement>(html`<form><fieldset disabled>
      <katha-date-picker name="d" label="Day"></katha-date-picker>
    </fieldset></form>`);
    const el = form.querySelector<KathaDatePicker>('katha-date-picker')!;
    await el.updateComplete;
    expect(input(el).disabled).to.equal(true);
    expect(toggle(el).disabled).to.equal(true);
  });

  it('has no axe violations, closed and open', async () => {
    const el = await fixture<KathaDatePicker>(
      html`<katha-date-picker label="Publish on" value="2026-11-26" required></katha-date-picker>`,
    );
    await expectNoAxeViolations(el);
    await openByKeyboard(el);
    await expectNoAxeViolations(el);
  });
});
