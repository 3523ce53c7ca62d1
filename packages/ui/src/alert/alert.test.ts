import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { background, expectNonTextContrast, expectTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './alert.js';
import type { KathaAlert } from './alert.js';

const base = (el: KathaAlert) => el.shadowRoot!.querySelector<HTMLElement>('.base')!;
const close = (el: KathaAlert) => el.shadowRoot!.querySelector<HTMLButtonElement>('.close');

describe('katha-alert', () => {
  it('is a polite status for information and success, an assertive alert for warnings and errors', async () => {
    const container = await fixture<HTMLDivElement>(html`<div>
      <katha-alert severity="info">Your draft was saved.</katha-alert>
      <katha-alert severity="success">Published.</katha-alert>
      <katha-alert severity="warning">Your session ends soon.</katha-alert>
      <katha-alert severity="error">Could not publish.</katha-alert>
    </div>`);
    const alerts = [...container.querySelectorAll('katha-alert')];
    for (const el of alerts) await el.updateComplete;
    expect(alerts.map((el) => base(el).getAttribute('role'))).to.deep.equal([
      'status',
      'status',
      'alert',
      'alert',
    ]);
    // The severity's word comes first for screen readers, in the page's language.
    expect(base(alerts[2]!).querySelector('.visually-hidden')!.textContent).to.equal('Warning: ');
    expect(close(alerts[0]!)).to.equal(null);
  });

  it('says its severity and its close button in the page language', async () => {
    const el = await fixtureInLocale<KathaAlert>(
      html`<katha-alert severity="error" dismissible heading="प्रकाशित नहीं हुआ">फिर कोशिश करें।</katha-alert>`,
      'hi-IN',
    );
    expect(close(el)!.getAttribute('aria-label')).to.equal('बंद करें');
    expect(base(el).querySelector('.visually-hidden')!.textContent).to.equal('त्रुटि: ');
    expect(base(el).getAttribute('aria-labelledby')).to.equal('heading');
    expect(el.shadowRoot!.getElementById('heading')!.textContent).to.equal('प्रकाशित नहीं हुआ');
  });

  it('is dismissed by keyboard (Tab, Enter) unless the page cancels it', async () => {
    const el = await fixture<KathaAlert>(html`<katha-alert dismissible>Saved.</katha-alert>`);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(close(el));
    const cancelled = oneEvent(el, 'katha-alert-dismiss');
    el.addEventListener('katha-alert-dismiss', (event) => event.preventDefault(), { once: true });
    await sendKeys({ press: 'Enter' });
    expect((await cancelled).detail.severity).to.equal('info');
    expect(el.hidden).to.equal(false);
    const dismissed = oneEvent(el, 'katha-alert-dismiss');
    await sendKeys({ press: 'Space' });
    await dismissed;
    expect(el.hidden).to.equal(true);
    expect(getComputedStyle(el).display).to.equal('none');
  });

  it('has no axe violations in every severity and look, in Kannada and rtl', async () => {
    const el = await fixtureInLocale(
      html`<div dir="rtl">
        ${(['info', 'success', 'warning', 'error'] as const).map(
          (severity) => html`
            <katha-alert severity=${severity} heading="ಶೀರ್ಷಿಕೆ" dismissible>ಸಂದೇಶ</katha-alert>
            <katha-alert severity=${severity} variant="outlined">ಸಂದೇಶ</katha-alert>
            <katha-alert severity=${severity} variant="filled" dismissible>ಸಂದೇಶ</katha-alert>
          `,
        )}
      </div>`,
      'kn-IN',
    );
    await expectNoAxeViolations(el);
    // rtl: the close button is at the left.
    const alert = el.querySelector('katha-alert')!;
    expect(close(alert)!.getBoundingClientRect().left).to.be.lessThan(
      base(alert).querySelector('.body')!.getBoundingClientRect().left,
    );
  });

  const all = html`${(['info', 'success', 'warning', 'error'] as const).map(
    (severity) => html`
      <katha-alert severity=${severity}>Text</katha-alert>
      <katha-alert severity=${severity} variant="outlined">Text</katha-alert>
      <katha-alert severity=${severity} variant="filled">Text</katha-alert>
    `,
  )}`;
  const styleOf = (el: Element, selector: string) =>
    getComputedStyle((el as KathaAlert).shadowRoot!.querySelector(selector)!);

  it('writes its text at 4.5:1 or more in every colour theme, light and dark, in every look', async () => {
    await expectTextContrast(all, (container) =>
      [...container.querySelectorAll('katha-alert')].map((el) => [
        `${el.getAttribute('severity')} ${el.getAttribute('variant') ?? 'standard'} text`,
        styleOf(el, '.base').color,
        styleOf(el, '.base').backgroundColor === 'rgba(0, 0, 0, 0)'
          ? background(container)
          : styleOf(el, '.base').backgroundColor,
      ]),
    );
  });

  it('draws its icon and outline at 3:1 or more in every colour theme, light and dark', async () => {
    await expectNonTextContrast(all, (container) =>
      [...container.querySelectorAll('katha-alert')].flatMap((el) => {
        const look = `${el.getAttribute('severity')} ${el.getAttribute('variant') ?? 'standard'}`;
        const box = styleOf(el, '.base');
        const paper = box.backgroundColor;
        const pairs: Array<[string, string, string]> = [
          [`${look} icon`, styleOf(el, '.icon-box').color, paper],
        ];
        if (el.getAttribute('variant') === 'outlined')
          pairs.push([`${look} outline`, box.borderTopColor, background(container)]);
        return pairs;
      }),
    );
  });
});
