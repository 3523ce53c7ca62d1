import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { background, expectNonTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './rating.js';
import type { KathaRating } from './rating.js';

const stars = (el: KathaRating) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="radio"]')];
const checked = (el: KathaRating) => stars(el).map((star) => star.getAttribute('aria-checked') === 'true');
const focused = (el: KathaRating) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.star;

async function press(el: KathaRating, key: string) {
  await sendKeys({ press: key });
  await el.updateComplete;
}

describe('katha-rating', () => {
  it('is a labelled radio group of stars named in the page language', async () => {
    const el = await fixtureInLocale<KathaRating>(
      html`<katha-rating label="कहानी" value="3"></katha-rating>`,
      'hi-IN',
    );
    const group = el.shadowRoot!.querySelector('[role="radiogroup"]')!;
    expect(el.shadowRoot!.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'कहानी',
    );
    expect(stars(el).map((star) => star.getAttribute('aria-label'))).to.deep.equal([
      '1 सितारा',
      '2 सितारे',
      '3 सितारे',
      '4 सितारे',
      '5 सितारे',
    ]);
    expect(checked(el)).to.deep.equal([false, false, true, false, false]);
    // One tab stop: the chosen star.
    expect(stars(el).map((star) => star.tabIndex)).to.deep.equal([-1, -1, 0, -1, -1]);
  });

  it('rates by keyboard: Tab, arrows (wrapping), Home, End, Space, Delete', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><button type="button">before</button><katha-rating name="stars" label="Story"></katha-rating></form>`,
    );
    const el = form.querySelector('katha-rating')!;
    await el.updateComplete;
    form.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal('1');
    expect(el.value).to.equal(0);
    const changed = oneEvent(el, 'katha-rating-change');
    await press(el, 'Space');
    expect((await changed).detail.value).to.equal(1);
    await press(el, 'ArrowRight');
    await press(el, 'ArrowUp');
    expect(el.value).to.equal(3);
    expect(focused(el)).to.equal('3');
    await press(el, 'ArrowLeft');
    expect(el.value).to.equal(2);
    await press(el, 'End');
    expect(checked(el)).to.deep.equal([false, false, false, false, true]);
    await press(el, 'ArrowRight');
    expect(el.value).to.equal(1);
    await press(el, 'ArrowDown');
    expect(el.value).to.equal(5);
    await press(el, 'Home');
    expect(el.value).to.equal(1);
    expect([...new FormData(form).entries()]).to.deep.equal([['stars', '1']]);
    await press(el, 'Delete');
    expect(el.value).to.equal(0);
    expect([...new FormData(form).entries()]).to.deep.equal([]);
  });

  it('mirrors left and right in rtl', async () => {
    const el = await fixture<KathaRating>(html`<katha-rating dir="rtl" label="L" value="3"></katha-rating>`);
    stars(el)[2]!.focus();
    await press(el, 'ArrowLeft');
    expect(el.value).to.equal(4);
    await press(el, 'ArrowRight');
    await press(el, 'ArrowRight');
    expect(el.value).to.equal(2);
    // The first star is at the right.
    expect(stars(el)[0]!.getBoundingClientRect().left).to.be.greaterThan(
      stars(el)[4]!.getBoundingClientRect().left,
    );
  });

  it('required: stops the submit with the kit message in the page language, focuses, then clears', async () => {
    const wrapper = await fixtureInLocale<HTMLFormElement>(
      html`<form><katha-rating name="stars" label="ಕಥೆ" required></katha-rating><button>go</button></form>`,
      'kn-IN',
    );
    const el = wrapper.querySelector('katha-rating')!;
    await el.updateComplete;
    expect(el.validity.valueMissing).to.equal(true);
    expect(el.validationMessage).to.equal('ದಯವಿಟ್ಟು ಒಂದು ರೇಟಿಂಗ್ ಆರಿಸಿ.');
    let submitted = false;
    wrapper.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = true;
    });
    wrapper.requestSubmit();
    await el.updateComplete;
    expect(submitted).to.equal(false);
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('ದಯವಿಟ್ಟು ಒಂದು ರೇಟಿಂಗ್ ಆರಿಸಿ.');
    expect(focused(el)).to.equal('1');
    expect(stars(el)[0]!.getAttribute('aria-invalid')).to.equal('true');
    // Required: Delete does not clear.
    await press(el, 'ArrowRight');
    await press(el, 'Delete');
    expect(el.value).to.equal(2);
    expect(el.checkValidity()).to.equal(true);
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    wrapper.requestSubmit();
    expect(submitted).to.equal(true);
  });

  it('resets to its first value, is disabled by a fieldset, and a press chooses a star', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><fieldset><katha-rating name="r" label="R" value="4"></katha-rating></fieldset></form>`,
    );
    const el = form.querySelector('katha-rating')!;
    await el.updateComplete;
    stars(el)[1]!.click();
    await el.updateComplete;
    expect(el.value).to.equal(2);
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal(4);
    form.querySelector('fieldset')!.disabled = true;
    await el.updateComplete;
    expect(stars(el).every((star) => star.tabIndex === -1)).to.equal(true);
    stars(el)[0]!.click();
    expect(el.value).to.equal(4);
    expect([...new FormData(form).entries()]).to.deep.equal([]);
  });

  it('resets to the value it was given as a property before its first update, as React gives it', async () => {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    const el = document.createElement('katha-rating');
    Object.assign(el, { label: 'R', name: 'r', value: 3 });
    form.append(el);
    await el.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['r', '3']]);
    stars(el)[2]!.focus();
    await press(el, 'End');
    form.reset();
    await el.updateComplete;
    expect(el.value).to.equal(3);
  });

  it('readonly: an image that says the rating, not focusable, still submitted', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><katha-rating name="r" readonly value="4" required></katha-rating></form>`,
    );
    const el = form.querySelector('katha-rating')!;
    await el.updateComplete;
    const image = el.shadowRoot!.querySelector('[role="img"]')!;
    expect(image.getAttribute('aria-label')).to.equal('Rated 4 out of 5');
    expect(el.shadowRoot!.querySelectorAll('[tabindex]')).to.have.length(0);
    expect([...new FormData(form).entries()]).to.deep.equal([['r', '4']]);
  });

  it('has no axe violations: editable, required, disabled and readonly, in Hindi', async () => {
    const el = await fixtureInLocale(
      html`<div>
        <katha-rating label="कहानी" value="3"></katha-rating>
        <katha-rating label="कविता" required></katha-rating>
        <katha-rating label="लेख" value="2" disabled></katha-rating>
        <katha-rating label="औसत" value="4" readonly></katha-rating>
      </div>`,
      'hi-IN',
    );
    await expectNoAxeViolations(el);
  });

  it('draws chosen and empty stars at 3:1 or more in every colour theme, light and dark', async () => {
    await expectNonTextContrast(html`<katha-rating label="R" value="2"></katha-rating>`, (container) => {
      const [on, off] = [
        ...container.querySelector('katha-rating')!.shadowRoot!.querySelectorAll('.star'),
      ].slice(1, 3);
      return [
        ['chosen star', getComputedStyle(on!.querySelector('svg')!).fill, background(container)],
        ['empty star', getComputedStyle(off!.querySelector('svg')!).stroke, background(container)],
      ];
    });
  });
});
