import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TemplateResult } from 'lit';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import './select.js';
import type { KathaSelect, SelectOption } from './select.js';

const cities: SelectOption[] = [
  { value: 'blr', label: 'Bengaluru' },
  { value: 'maa', label: 'Chennai' },
  { value: 'del', label: 'Delhi' },
  { value: 'hyd', label: 'Hyderabad', disabled: true },
  { value: 'ccu', label: 'Kolkata' },
  { value: 'bom', label: 'Mumbai' },
  { value: 'mys', label: 'Mysuru' },
  { value: 'pnq', label: 'Pune' },
];

const field = (select: KathaSelect) => select.shadowRoot!.querySelector<HTMLElement>('[role="combobox"]')!;
const listbox = (select: KathaSelect) => select.shadowRoot!.querySelector<HTMLElement>('[role="listbox"]')!;
/** The label of the option `aria-activedescendant` names ('' when none). */
const active = (select: KathaSelect) => {
  const id = field(select).getAttribute('aria-activedescendant');
  return id ? select.shadowRoot!.getElementById(id)!.textContent!.trim() : '';
};
const press = async (select: KathaSelect, key: string) => {
  await sendKeys({ press: key });
  await select.updateComplete;
};

async function focused(template: TemplateResult) {
  const select = await fixture<KathaSelect>(template);
  field(select).focus();
  return select;
}

describe('katha-select', () => {
  it('is a labelled select-only combobox with a listbox popup, closed at first', async () => {
    const select = await fixtureInLocale<KathaSelect>(
      html`<katha-select label="शहर" .options=${cities}></katha-select>`,
      'hi-IN',
    );
    const combobox = field(select);
    expect(
      select.shadowRoot!.getElementById(combobox.getAttribute('aria-labelledby')!)!.textContent,
    ).to.equal('शहर');
    expect(combobox.getAttribute('aria-haspopup')).to.equal('listbox');
    expect(combobox.getAttribute('aria-expanded')).to.equal('false');
    expect(combobox.getAttribute('aria-controls')).to.equal(listbox(select).id);
    expect(combobox.hasAttribute('aria-activedescendant')).to.equal(false);
    expect(combobox.textContent!.trim()).to.equal('चुनें…');
    expect(getComputedStyle(listbox(select)).display).to.equal('none');
    expect(combobox.tabIndex).to.equal(0);
  });

  it('opens with Down, moves with the arrows past disabled options, Home, End, Page Down, and chooses with Enter', async () => {
    const select = await focused(html`<katha-select label="City" .options=${cities}></katha-select>`);
    await press(select, 'ArrowDown');
    expect(field(select).getAttribute('aria-expanded')).to.equal('true');
    expect(active(select)).to.equal('Bengaluru');
    await press(select, 'ArrowDown');
    await press(select, 'ArrowDown');
    expect(active(select)).to.equal('Delhi');
    // Hyderabad is disabled: skipped.
    await press(select, 'ArrowDown');
    expect(active(select)).to.equal('Kolkata');
    await press(select, 'ArrowUp');
    expect(active(select)).to.equal('Delhi');
    await press(select, 'End');
    expect(active(select)).to.equal('Pune');
    // Not past the end.
    await press(select, 'ArrowDown');
    expect(active(select)).to.equal('Pune');
    await press(select, 'Home');
    expect(active(select)).to.equal('Bengaluru');
    await press(select, 'PageDown');
    expect(active(select)).to.equal('Pune');
    await press(select, 'ArrowUp');
    const changed = oneEvent(select, 'katha-select-change');
    await press(select, 'Enter');
    expect((await changed).detail).to.deep.equal({ value: 'mys' });
    expect(select.value).to.equal('mys');
    expect(field(select).getAttribute('aria-expanded')).to.equal('false');
    expect(field(select).textContent!.trim()).to.equal('Mysuru');
    expect(select.shadowRoot!.activeElement).to.equal(field(select));
    // Opening again starts at the chosen option, marked selected.
    await press(select, ' ');
    expect(active(select)).to.equal('Mysuru');
    expect(select.shadowRoot!.getElementById('option-6')!.getAttribute('aria-selected')).to.equal('true');
  });

  it('closes with Escape without choosing, and Alt+Up chooses', async () => {
    const select = await focused(
      html`<katha-select label="City" value="del" .options=${cities}></katha-select>`,
    );
    await press(select, 'ArrowUp');
    // Up opens at the first option.
    expect(active(select)).to.equal('Bengaluru');
    await press(select, 'Escape');
    expect(field(select).getAttribute('aria-expanded')).to.equal('false');
    expect(select.value).to.equal('del');
    await press(select, 'Enter');
    expect(active(select)).to.equal('Delhi');
    await press(select, 'ArrowDown');
    await press(select, 'Alt+ArrowUp');
    expect(select.value).to.equal('ccu');
    expect(field(select).getAttribute('aria-expanded')).to.equal('false');
  });

  it('goes to an option by typing its first letters (typeahead), closed or open', async () => {
    // The typeahead's half second runs on a clock of the test's own (Date.now): a busy machine's
    // slow key presses cannot split one search in two, and a pause is a step of the clock, not a sleep.
    const realNow = Date.now;
    let now = realNow();
    Date.now = () => now;
    const pause = () => {
      now += 600;
    };
    try {
      const select = await focused(html`<katha-select label="City" .options=${cities}></katha-select>`);
      await press(select, 'm');
      expect(field(select).getAttribute('aria-expanded')).to.equal('true');
      expect(active(select)).to.equal('Mumbai');
      // The same letter again: the next one that starts with it.
      await press(select, 'm');
      expect(active(select)).to.equal('Mysuru');
      pause();
      await sendKeys({ type: 'ch' });
      await select.updateComplete;
      expect(active(select)).to.equal('Chennai');
      // A disabled option is never the match.
      pause();
      await press(select, 'h');
      expect(active(select)).to.equal('Chennai');
      await press(select, 'Tab');
      expect(select.value).to.equal('maa');
    } finally {
      Date.now = realNow;
    }
  });

  it('chooses with a click and closes on a press outside', async () => {
    const select = await fixture<KathaSelect>(
      html`<katha-select label="City" .options=${cities}></katha-select>`,
    );
    field(select).click();
    await select.updateComplete;
    expect(field(select).getAttribute('aria-expanded')).to.equal('true');
    select.shadowRoot!.getElementById('option-3')!.click();
    await select.updateComplete;
    expect(field(select).getAttribute('aria-expanded')).to.equal('true');
    select.shadowRoot!.getElementById('option-1')!.click();
    await select.updateComplete;
    expect(select.value).to.equal('maa');
    expect(field(select).getAttribute('aria-expanded')).to.equal('false');
    field(select).click();
    await select.updateComplete;
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await select.updateComplete;
    expect(field(select).getAttribute('aria-expanded')).to.equal('false');
  });

  it('places the list under the field, as wide as it, through floating-ui, at the inline start in rtl', async () => {
    for (const dir of ['ltr', 'rtl']) {
      const wrapper = await fixture<HTMLElement>(
        html`<div dir=${dir} style="inline-size: 300px; padding: 40px">
          <katha-select label="City" .options=${cities}></katha-select>
        </div>`,
      );
      const select = wrapper.querySelector('katha-select')!;
      field(select).focus();
      field(select).click();
      await select.updateComplete;
      const list = listbox(select);
      expect(list.matches(':popover-open')).to.equal(true);
      await waitFor(() => list.style.top !== '', 'floating-ui placed the list');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = field(select).getBoundingClientRect();
      const popup = list.getBoundingClientRect();
      expect(popup.top).to.be.closeTo(box.bottom + 4, 1);
      expect(popup.width).to.be.closeTo(box.width, 1);
      if (dir === 'rtl') expect(popup.right).to.be.closeTo(box.right, 1);
      else expect(popup.left).to.be.closeTo(box.left, 1);
      await press(select, 'Escape');
      expect(list.matches(':popover-open')).to.equal(false);
    }
  });

  it('submits the chosen value, reports required in the page language, focuses on a failed submit, and resets', async () => {
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-select name="city" label="शहर" required .options=${cities}></katha-select>
        <katha-select name="from" label="कहाँ से" value="pnq" .options=${cities}></katha-select>
      </form>`,
      'hi-IN',
    );
    const [city, from] = [...form.querySelectorAll('katha-select')] as [KathaSelect, KathaSelect];
    await city.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['from', 'pnq']]);
    expect(city.validity.valueMissing).to.equal(true);
    expect(city.validationMessage).to.equal('कृपया एक विकल्प चुनें।');
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    await city.updateComplete;
    expect(submits).to.equal(0);
    expect(city.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('कृपया एक विकल्प चुनें।');
    expect(field(city).getAttribute('aria-invalid')).to.equal('true');
    expect(city.shadowRoot!.activeElement).to.equal(field(city));
    await press(city, 'ArrowDown');
    await press(city, 'ArrowDown');
    await press(city, 'Enter');
    expect(city.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect([...new FormData(form).entries()]).to.deep.equal([
      ['city', 'maa'],
      ['from', 'pnq'],
    ]);
    form.requestSubmit();
    expect(submits).to.equal(1);
    from.value = 'blr';
    form.reset();
    await city.updateComplete;
    await from.updateComplete;
    expect([city.value, from.value]).to.deep.equal(['', 'pnq']);
  });

  it('resets to the value it was given as a property before its first update, as React gives it', async () => {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    const select = document.createElement('katha-select');
    Object.assign(select, { label: 'City', name: 'city', value: 'bom', options: cities });
    form.append(select);
    await select.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['city', 'bom']]);
    select.value = 'del';
    form.reset();
    await select.updateComplete;
    expect(select.value).to.equal('bom');
  });

  it('is disabled by a disabled fieldset: not focusable, does not open, submits nothing', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><fieldset disabled><katha-select name="city" label="City" value="del" .options=${cities}></katha-select></fieldset></form>`,
    );
    const select = form.querySelector('katha-select')!;
    await select.updateComplete;
    expect(field(select).tabIndex).to.equal(-1);
    expect(field(select).getAttribute('aria-disabled')).to.equal('true');
    field(select).click();
    await select.updateComplete;
    expect(field(select).getAttribute('aria-expanded')).to.equal('false');
    expect([...new FormData(form).entries()]).to.deep.equal([]);
  });

  it('has no axe violations in Kannada, closed and open', async () => {
    const select = await fixtureInLocale<KathaSelect>(
      html`<katha-select label="ನಗರ" required .options=${[
        { value: 'blr', label: 'ಬೆಂಗಳೂರು' },
        { value: 'mys', label: 'ಮೈಸೂರು' },
        { value: 'hbl', label: 'ಹುಬ್ಬಳ್ಳಿ', disabled: true },
      ]}></katha-select>`,
      'kn-IN',
    );
    expect(field(select).textContent!.trim()).to.equal('ಆರಿಸಿ…');
    await expectNoAxeViolations(select);
    field(select).click();
    await select.updateComplete;
    await expectNoAxeViolations(select);
  });
});
