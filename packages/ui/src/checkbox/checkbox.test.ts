import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { background, expectNonTextContrast } from '../test-utils/contrast.js';
import { expectDisabledByFieldset } from '../test-utils/form.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './checkbox.js';
import type { KathaCheckbox } from './checkbox.js';

const control = (el: KathaCheckbox) => el.shadowRoot!.querySelector('input')!;

describe('katha-checkbox', () => {
  it('is a labelled checkbox that Space toggles', async () => {
    const el = await fixture<KathaCheckbox>(
      html`<katha-checkbox label="I accept the terms"></katha-checkbox>`,
    );
    expect(control(el).type).to.equal('checkbox');
    expect(control(el).labels?.[0]?.textContent?.trim()).to.equal('I accept the terms');
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(control(el));
    const changed = oneEvent(el, 'katha-checkbox-change');
    await sendKeys({ press: 'Space' });
    expect((await changed).detail).to.deep.equal({ checked: true, value: 'on' });
    expect(el.checked).to.equal(true);
    await sendKeys({ press: 'Space' });
    expect(el.checked).to.equal(false);
  });

  it('shows the mixed state until toggled', async () => {
    const el = await fixture<KathaCheckbox>(html`<katha-checkbox indeterminate>All</katha-checkbox>`);
    expect(control(el).indeterminate).to.equal(true);
    expect(control(el).matches(':indeterminate')).to.equal(true);
    control(el).click();
    await el.updateComplete;
    expect(el.indeterminate).to.equal(false);
    expect(el.checked).to.equal(true);
  });

  it('submits its value when checked, reports required in the page language, and resets', async () => {
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-checkbox name="terms" value="yes" required>शर्तें</katha-checkbox>
        <katha-checkbox name="news" checked>समाचार</katha-checkbox>
      </form>`,
      'hi-IN',
    );
    const [terms, news] = form.querySelectorAll('katha-checkbox');
    await terms!.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['news', 'on']]);
    expect(form.checkValidity()).to.equal(false);
    expect(terms!.validity.valueMissing).to.equal(true);
    expect(terms!.validationMessage).to.equal('आगे बढ़ने के लिए कृपया इस बॉक्स पर सही का निशान लगाएँ।');
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    await terms!.updateComplete;
    expect(submits).to.equal(0);
    expect(terms!.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      terms!.validationMessage,
    );
    expect(terms!.shadowRoot!.activeElement).to.equal(control(terms!));
    control(terms!).click();
    control(news!).click();
    await terms!.updateComplete;
    await news!.updateComplete;
    expect(terms!.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect([...new FormData(form).entries()]).to.deep.equal([['terms', 'yes']]);
    expect(form.checkValidity()).to.equal(true);
    form.requestSubmit();
    expect(submits).to.equal(1);
    form.reset();
    await terms!.updateComplete;
    await news!.updateComplete;
    expect([terms!.checked, news!.checked]).to.deep.equal([false, true]);
    expect([...new FormData(form).entries()]).to.deep.equal([['news', 'on']]);
  });

  it('is disabled by a disabled fieldset', () =>
    expectDisabledByFieldset(html`<katha-checkbox name="a" checked>A</katha-checkbox>`, control));

  it('has no axe violations, checked, unchecked, mixed and disabled, in Kannada', async () => {
    const el = await fixtureInLocale(
      html`<div>
        <katha-checkbox>ಸುದ್ದಿ</katha-checkbox>
        <katha-checkbox checked>ಕವನ</katha-checkbox>
        <katha-checkbox indeterminate>ಎಲ್ಲ</katha-checkbox>
        <katha-checkbox disabled label="ಕಥೆ"></katha-checkbox>
      </div>`,
      'kn-IN',
    );
    await expectNoAxeViolations(el);
  });

  it('draws its box and tick at 3:1 or more in every colour theme, light and dark', async () => {
    await expectNonTextContrast(
      html`<katha-checkbox>Off</katha-checkbox><katha-checkbox checked>On</katha-checkbox>`,
      (container) => {
        const [off, on] = [...container.querySelectorAll('katha-checkbox')].map((el) =>
          getComputedStyle(control(el)),
        );
        const tick = getComputedStyle(
          container.querySelectorAll('katha-checkbox')[1]!.shadowRoot!.querySelector('.mark')!,
        );
        return [
          ['box outline', off!.borderTopColor, background(container)],
          ['checked box', on!.backgroundColor, background(container)],
          ['tick', tick.stroke, on!.backgroundColor],
        ];
      },
    );
  });

  it('resets to the state it was given as a property before its first update, as React gives it', async () => {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    const el = document.createElement('katha-checkbox');
    el.checked = true;
    el.name = 'news';
    form.append(el);
    await el.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['news', 'on']]);
    control(el).click();
    await el.updateComplete;
    expect(el.checked).to.equal(false);
    form.reset();
    expect(el.checked).to.equal(true);
  });
});
