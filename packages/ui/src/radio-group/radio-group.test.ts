import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { background, expectNonTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './radio-group.js';
import type { KathaRadio, KathaRadioGroup } from './radio-group.js';

const radios = (group: KathaRadioGroup) => [...group.querySelectorAll<KathaRadio>('katha-radio')];
const tabStops = (group: KathaRadioGroup) =>
  radios(group)
    .filter((radio) => radio.tabIndex === 0)
    .map((radio) => radio.value);

const formats = html`<katha-radio value="story">Story</katha-radio>
  <katha-radio value="poem">Poem</katha-radio>
  <katha-radio value="essay" disabled>Essay</katha-radio>
  <katha-radio value="letter">Letter</katha-radio>`;

describe('katha-radio-group', () => {
  it('is a labelled radiogroup of radios with one tab stop', async () => {
    const group = await fixture<KathaRadioGroup>(
      html`<katha-radio-group label="Format">${formats}</katha-radio-group>`,
    );
    const base = group.shadowRoot!.querySelector('[role="radiogroup"]')!;
    expect(group.shadowRoot!.getElementById(base.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'Format',
    );
    expect(radios(group).map((radio) => radio.getAttribute('role'))).to.deep.equal([
      'radio',
      'radio',
      'radio',
      'radio',
    ]);
    expect(radios(group).map((radio) => radio.getAttribute('aria-checked'))).to.deep.equal([
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(radios(group)[2]!.getAttribute('aria-disabled')).to.equal('true');
    // Nothing selected: Tab enters at the first option.
    expect(tabStops(group)).to.deep.equal(['story']);
  });

  it('moves and selects with the arrows (skipping disabled, wrapping), Home, End and Space', async () => {
    const before = await fixture(html`<button>before</button>`);
    const group = await fixture<KathaRadioGroup>(
      html`<katha-radio-group label="Format">${formats}</katha-radio-group>`,
    );
    (before as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(radios(group)[0]);
    await sendKeys({ press: 'Space' });
    expect(group.value).to.equal('story');
    const changed = oneEvent(group, 'katha-radio-change');
    await sendKeys({ press: 'ArrowDown' });
    expect((await changed).detail).to.deep.equal({ value: 'poem' });
    expect(document.activeElement).to.equal(radios(group)[1]);
    await sendKeys({ press: 'ArrowRight' });
    expect(group.value).to.equal('letter');
    await sendKeys({ press: 'ArrowDown' });
    expect(group.value).to.equal('story');
    await sendKeys({ press: 'ArrowUp' });
    expect(group.value).to.equal('letter');
    await sendKeys({ press: 'Home' });
    expect(group.value).to.equal('story');
    await sendKeys({ press: 'End' });
    expect(group.value).to.equal('letter');
    await group.updateComplete;
    expect(tabStops(group)).to.deep.equal(['letter']);
    expect(radios(group)[3]!.getAttribute('aria-checked')).to.equal('true');
    expect(radios(group)[3]!.checked).to.equal(true);
  });

  it('mirrors left and right in rtl', async () => {
    const group = await fixture<KathaRadioGroup>(
      html`<katha-radio-group dir="rtl" label="Format" value="poem">${formats}</katha-radio-group>`,
    );
    radios(group)[1]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(group.value).to.equal('letter');
    await sendKeys({ press: 'ArrowRight' });
    expect(group.value).to.equal('poem');
  });

  it('selects on click', async () => {
    const group = await fixture<KathaRadioGroup>(
      html`<katha-radio-group label="Format">${formats}</katha-radio-group>`,
    );
    radios(group)[1]!.click();
    expect(group.value).to.equal('poem');
    radios(group)[2]!.click();
    expect(group.value).to.equal('poem');
  });

  it('submits the selected value, reports required in the page language, and resets', async () => {
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-radio-group name="format" label="रूप" required>${formats}</katha-radio-group>
        <katha-radio-group name="size" label="आकार">
          <katha-radio value="s">छोटा</katha-radio><katha-radio value="m" checked>मध्यम</katha-radio>
        </katha-radio-group>
      </form>`,
      'hi-IN',
    );
    const [format, size] = form.querySelectorAll('katha-radio-group');
    await format!.updateComplete;
    await size!.updateComplete;
    expect(size!.value).to.equal('m');
    expect([...new FormData(form).entries()]).to.deep.equal([['size', 'm']]);
    expect(format!.validity.valueMissing).to.equal(true);
    expect(format!.validationMessage).to.equal('कृपया इनमें से एक विकल्प चुनें।');
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    await format!.updateComplete;
    expect(submits).to.equal(0);
    expect(format!.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      format!.validationMessage,
    );
    expect(document.activeElement).to.equal(radios(format!)[0]);
    await sendKeys({ press: 'ArrowDown' });
    radios(size!)[0]!.click();
    await format!.updateComplete;
    expect(format!.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    expect([...new FormData(form).entries()]).to.deep.equal([
      ['format', 'poem'],
      ['size', 's'],
    ]);
    form.requestSubmit();
    expect(submits).to.equal(1);
    form.reset();
    await format!.updateComplete;
    await size!.updateComplete;
    expect([format!.value, size!.value]).to.deep.equal(['', 'm']);
    expect(radios(size!).map((radio) => radio.getAttribute('aria-checked'))).to.deep.equal(['false', 'true']);
  });

  it('is disabled by a disabled fieldset', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><fieldset disabled><katha-radio-group name="f" label="F" value="poem">${formats}</katha-radio-group></fieldset></form>`,
    );
    const group = form.querySelector('katha-radio-group')!;
    await group.updateComplete;
    expect(tabStops(group)).to.deep.equal([]);
    expect([...new FormData(form).entries()]).to.deep.equal([]);
    radios(group)[0]!.click();
    expect(group.value).to.equal('poem');
  });

  it('has no axe violations, in a row, in Kannada', async () => {
    const group = await fixtureInLocale<KathaRadioGroup>(
      html`<katha-radio-group label="ರೂಪ" orientation="horizontal" value="b" required>
        <katha-radio value="a">ಕಥೆ</katha-radio><katha-radio value="b">ಕವನ</katha-radio>
        <katha-radio value="c" disabled>ಪ್ರಬಂಧ</katha-radio>
      </katha-radio-group>`,
      'kn-IN',
    );
    await expectNoAxeViolations(group);
  });

  it('draws its circles and the selected dot at 3:1 or more in every colour theme, light and dark', async () => {
    await expectNonTextContrast(
      html`<katha-radio-group label="Format" value="b">
        <katha-radio value="a">A</katha-radio><katha-radio value="b">B</katha-radio>
      </katha-radio-group>`,
      (container) => {
        const circle = (radio: KathaRadio) => radio.shadowRoot!.querySelector('.control')!;
        const [off, on] = [...container.querySelectorAll<KathaRadio>('katha-radio')];
        return [
          ['circle', getComputedStyle(circle(off!)).borderTopColor, background(container)],
          ['selected circle', getComputedStyle(circle(on!)).borderTopColor, background(container)],
          [
            'selected dot',
            getComputedStyle(circle(on!), '::after').backgroundColor,
            getComputedStyle(circle(on!)).backgroundColor,
          ],
        ];
      },
    );
  });

  it('resets to the value it was given as a property before its first update, as React gives it', async () => {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    const group = document.createElement('katha-radio-group');
    group.label = 'Format';
    group.value = 'letter';
    group.name = 'format';
    group.innerHTML =
      '<katha-radio value="story">Story</katha-radio><katha-radio value="letter">Letter</katha-radio>';
    form.append(group);
    await group.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([['format', 'letter']]);
    radios(group)[0]!.click();
    expect(group.value).to.equal('story');
    form.reset();
    await group.updateComplete;
    expect(group.value).to.equal('letter');
    expect(tabStops(group)).to.deep.equal(['letter']);
  });
});
