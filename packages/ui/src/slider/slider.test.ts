import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { background, expectNonTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './slider.js';
import type { KathaSlider } from './slider.js';

const thumbs = (el: KathaSlider) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="slider"]')];
const now = (el: KathaSlider) => thumbs(el).map((thumb) => thumb.getAttribute('aria-valuenow'));

async function press(el: KathaSlider, key: string) {
  await sendKeys({ press: key });
  await el.updateComplete;
}

describe('katha-slider', () => {
  it('is a labelled slider that says its value', async () => {
    const el = await fixture<KathaSlider>(
      html`<katha-slider label="Volume" min="0" max="10" value="4"></katha-slider>`,
    );
    const [thumb] = thumbs(el);
    expect(el.shadowRoot!.getElementById(thumb!.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'Volume',
    );
    expect(
      ['aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext'].map((name) =>
        thumb!.getAttribute(name),
      ),
    ).to.deep.equal(['0', '10', '4', '4']);
    expect(thumb!.tabIndex).to.equal(0);
  });

  it('moves with the arrows, Page Up/Down, Home and End', async () => {
    const el = await fixture<KathaSlider>(
      html`<katha-slider label="Words" min="0" max="1000" step="10" value="500"></katha-slider>`,
    );
    thumbs(el)[0]!.focus();
    const changed = oneEvent(el, 'katha-slider-change');
    await press(el, 'ArrowRight');
    expect((await changed).detail.value).to.equal(510);
    await press(el, 'ArrowUp');
    expect(el.value).to.equal(520);
    await press(el, 'ArrowLeft');
    await press(el, 'ArrowDown');
    expect(el.value).to.equal(500);
    await press(el, 'PageUp');
    expect(el.value).to.equal(600);
    await press(el, 'PageDown');
    await press(el, 'PageDown');
    expect(el.value).to.equal(400);
    await press(el, 'End');
    expect(now(el)).to.deep.equal(['1000']);
    await press(el, 'ArrowRight');
    expect(el.value).to.equal(1000);
    await press(el, 'Home');
    expect(el.value).to.equal(0);
  });

  it('mirrors left and right in rtl', async () => {
    const el = await fixture<KathaSlider>(html`<katha-slider dir="rtl" label="L" value="50"></katha-slider>`);
    thumbs(el)[0]!.focus();
    await press(el, 'ArrowLeft');
    expect(el.value).to.equal(51);
    await press(el, 'ArrowRight');
    await press(el, 'ArrowRight');
    expect(el.value).to.equal(49);
    // The thumb sits at the inline start from the right.
    el.value = 0;
    await el.updateComplete;
    const track = el.shadowRoot!.querySelector('.track')!.getBoundingClientRect();
    const thumb = thumbs(el)[0]!.getBoundingClientRect();
    expect(Math.abs(thumb.left + thumb.width / 2 - track.right)).to.be.lessThan(2);
  });

  it('moves the nearest thumb where the track is pressed', async () => {
    const el = await fixture<KathaSlider>(
      html`<katha-slider label="Price" range value-start="20" value-end="80" style="inline-size: 420px"></katha-slider>`,
    );
    const track = el.shadowRoot!.querySelector('.track')!.getBoundingClientRect();
    const at = (fraction: number) => Math.round(track.left + track.width * fraction);
    await sendMouse({ type: 'click', position: [at(0.9), Math.round(track.top + track.height / 2)] });
    await el.updateComplete;
    expect([el.valueStart, el.valueEnd]).to.deep.equal([20, 90]);
    await sendMouse({ type: 'click', position: [at(0.1), Math.round(track.top + track.height / 2)] });
    await el.updateComplete;
    expect([el.valueStart, el.valueEnd]).to.deep.equal([10, 90]);
    expect(el.shadowRoot!.activeElement).to.equal(thumbs(el)[0]);
  });

  it('keeps the two thumbs of a range from crossing, each named in the page language', async () => {
    const el = await fixtureInLocale<KathaSlider>(
      html`<katha-slider label="कीमत" range value-start="20" value-end="30" step="5"></katha-slider>`,
      'hi-IN',
    );
    const [start, end] = thumbs(el);
    expect(start!.getAttribute('aria-label')).to.equal('न्यूनतम कीमत');
    expect(end!.getAttribute('aria-label')).to.equal('अधिकतम कीमत');
    expect([start!.getAttribute('aria-valuemax'), end!.getAttribute('aria-valuemin')]).to.deep.equal([
      '30',
      '20',
    ]);
    expect(el.shadowRoot!.querySelector('.value')!.textContent).to.equal('20 से 30');
    start!.focus();
    await press(el, 'End');
    expect([el.valueStart, el.valueEnd]).to.deep.equal([30, 30]);
    end!.focus();
    await press(el, 'Home');
    expect([el.valueStart, el.valueEnd]).to.deep.equal([30, 30]);
    await press(el, 'ArrowRight');
    expect(now(el)).to.deep.equal(['30', '35']);
  });

  it('says the page’s own words for a value', async () => {
    const el = await fixture<KathaSlider>(
      html`<katha-slider label="Rating" min="1" max="5" value="3"></katha-slider>`,
    );
    el.valueText = (value) => `${value} of 5`;
    await el.updateComplete;
    expect(thumbs(el)[0]!.getAttribute('aria-valuetext')).to.equal('3 of 5');
  });

  it('submits its value (a range twice), resets, and is disabled by a fieldset', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form>
        <fieldset>
          <katha-slider name="volume" label="Volume" value="30"></katha-slider>
          <katha-slider name="price" label="Price" range value-start="100" value-end="400" max="1000" step="50"></katha-slider>
        </fieldset>
      </form>`,
    );
    const [volume, price] = form.querySelectorAll('katha-slider');
    await volume!.updateComplete;
    await price!.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([
      ['volume', '30'],
      ['price', '100'],
      ['price', '400'],
    ]);
    thumbs(volume!)[0]!.focus();
    await press(volume!, 'End');
    thumbs(price!)[1]!.focus();
    await press(price!, 'ArrowRight');
    expect([...new FormData(form).entries()]).to.deep.equal([
      ['volume', '100'],
      ['price', '100'],
      ['price', '450'],
    ]);
    form.reset();
    await volume!.updateComplete;
    await price!.updateComplete;
    expect([volume!.value, price!.valueStart, price!.valueEnd]).to.deep.equal([30, 100, 400]);
    form.querySelector('fieldset')!.disabled = true;
    await volume!.updateComplete;
    expect(thumbs(volume!)[0]!.tabIndex).to.equal(-1);
    expect(thumbs(volume!)[0]!.getAttribute('aria-disabled')).to.equal('true');
    expect([...new FormData(form).entries()]).to.deep.equal([]);
  });

  it('has no axe violations, single and range, in Kannada', async () => {
    const el = await fixtureInLocale(
      html`<div>
        <katha-slider label="ಧ್ವನಿ" value="40"></katha-slider>
        <katha-slider label="ಬೆಲೆ" range value-start="10" value-end="70"></katha-slider>
        <katha-slider label="ಗಾತ್ರ" disabled></katha-slider>
      </div>`,
      'kn-IN',
    );
    await expectNoAxeViolations(el);
  });

  it('draws its track, fill and thumbs at 3:1 or more in every colour theme, light and dark', async () => {
    await expectNonTextContrast(
      html`<katha-slider label="Price" range value-start="20" value-end="60"></katha-slider>`,
      (container) => {
        const root = container.querySelector('katha-slider')!.shadowRoot!;
        const color = (selector: string) => getComputedStyle(root.querySelector(selector)!).backgroundColor;
        return [
          ['track', color('.rail'), background(container)],
          ['fill', color('.fill'), background(container)],
          ['thumb', color('.thumb'), background(container)],
        ];
      },
    );
  });

  it('resets to the values it was given as properties before its first update, as React gives them', async () => {
    const form = await fixture<HTMLFormElement>(html`<form></form>`);
    const el = document.createElement('katha-slider');
    Object.assign(el, { label: 'Price', name: 'price', range: true, valueStart: 30, valueEnd: 70 });
    form.append(el);
    await el.updateComplete;
    expect([...new FormData(form).entries()]).to.deep.equal([
      ['price', '30'],
      ['price', '70'],
    ]);
    thumbs(el)[0]!.focus();
    await press(el, 'Home');
    expect(el.valueStart).to.equal(0);
    form.reset();
    await el.updateComplete;
    expect([el.valueStart, el.valueEnd]).to.deep.equal([30, 70]);
  });
});
