import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { background, expectNonTextContrast } from '../test-utils/contrast.js';
import { expectDisabledByFieldset } from '../test-utils/form.js';
import { expectNoAxeViolations, fixtureInLocale, waitFor } from '../test-utils/index.js';
import './switch.js';
import type { KathaSwitch } from './switch.js';

const control = (el: KathaSwitch) => el.shadowRoot!.querySelector('input')!;
const thumb = (el: KathaSwitch) => el.shadowRoot!.querySelector<HTMLElement>('.thumb')!;

describe('katha-switch', () => {
  it('is a labelled switch that Space turns on and off', async () => {
    const el = await fixture<KathaSwitch>(html`<katha-switch label="Email me replies"></katha-switch>`);
    expect(control(el).getAttribute('role')).to.equal('switch');
    expect(control(el).labels?.[0]?.textContent?.trim()).to.equal('Email me replies');
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(control(el));
    const changed = oneEvent(el, 'katha-switch-change');
    await sendKeys({ press: 'Space' });
    expect((await changed).detail).to.deep.equal({ checked: true, value: 'on' });
    expect(control(el).checked).to.equal(true);
    await sendKeys({ press: 'Space' });
    expect(el.checked).to.equal(false);
  });

  it('moves the thumb to the inline end, mirrored in rtl', async () => {
    const ltr = await fixture<KathaSwitch>(html`<katha-switch checked>On</katha-switch>`);
    const rtl = await fixture<KathaSwitch>(html`<katha-switch checked dir="rtl">On</katha-switch>`);
    const offset = (el: KathaSwitch) =>
      thumb(el).getBoundingClientRect().left - control(el).getBoundingClientRect().left;
    // Sides, not pixels, once the thumb's transition has run (however slow the machine).
    await waitFor(() => offset(ltr) > 10, 'the thumb at the end in ltr');
    await waitFor(() => offset(rtl) < 10, 'the thumb at the end in rtl (the left)');
  });

  it('submits its value when on, reports required in the page language, and resets', async () => {
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-switch name="consent" value="yes" required>ಸಮ್ಮತಿ</katha-switch>
        <katha-switch name="digest" checked>ಸಾರಾಂಶ</katha-switch>
      </form>`,
      'kn-IN',
    );
    const [consent, digest] = form.querySelectorAll('katha-switch');
    await consent!.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['digest', 'on']]);
    expect(consent!.validity.valueMissing).to.equal(true);
    expect(consent!.validationMessage).to.equal('ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಇದನ್ನು ಆನ್ ಮಾಡಿ.');
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    await consent!.updateComplete;
    expect(submits).to.equal(0);
    expect(consent!.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      consent!.validationMessage,
    );
    control(consent!).click();
    control(digest!).click();
    await consent!.updateComplete;
    await digest!.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['consent', 'yes']]);
    form.requestSubmit();
    expect(submits).to.equal(1);
    form.reset();
    await consent!.updateComplete;
    await digest!.updateComplete;
    expect([consent!.checked, digest!.checked]).to.deep.equal([false, true]);
  });

  it('is disabled by a disabled fieldset', () =>
    expectDisabledByFieldset(html`<katha-switch name="a" checked>A</katha-switch>`, control));

  it('has no axe violations, on, off and disabled, in Hindi', async () => {
    const el = await fixtureInLocale(
      html`<div>
        <katha-switch>सूचनाएँ</katha-switch>
        <katha-switch checked>ईमेल</katha-switch>
        <katha-switch disabled label="संदेश"></katha-switch>
      </div>`,
      'hi-IN',
    );
    await expectNoAxeViolations(el);
  });

  it('draws its track and thumb at 3:1 or more in every colour theme, light and dark', async () => {
    await expectNonTextContrast(
      html`<katha-switch>Off</katha-switch><katha-switch checked>On</katha-switch>`,
      (container) => {
        const [off, on] = [...container.querySelectorAll('katha-switch')];
        const style = (el: KathaSwitch) => getComputedStyle(control(el));
        return [
          ['track outline', style(off!).borderTopColor, background(container)],
          ['thumb when off', getComputedStyle(thumb(off!)).backgroundColor, style(off!).backgroundColor],
          ['track when on', style(on!).backgroundColor, background(container)],
          ['thumb when on', getComputedStyle(thumb(on!)).backgroundColor, style(on!).backgroundColor],
        ];
      },
    );
  });

  it('submits under a name given as a property, as React gives it', async () => {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    const el = document.createElement('katha-switch');
    Object.assign(el, { name: 'digest', checked: true });
    form.append(el);
    await el.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['digest', 'on']]);
  });
});
