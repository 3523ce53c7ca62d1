import { expect, fixture, html } from '@open-wc/testing';
import { expectTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './typography.js';
import { type KathaTypography, TYPOGRAPHY_VARIANTS } from './typography.js';

const text = (el: KathaTypography) => el.shadowRoot!.querySelector<HTMLElement>('[part="text"]')!;

describe('katha-typography', () => {
  it('writes each style in its own element, headings as headings', async () => {
    const container = await fixture<HTMLDivElement>(
      html`<div>${TYPOGRAPHY_VARIANTS.map((variant) => html`<katha-typography variant=${variant}>Katha</katha-typography>`)}</div>`,
    );
    const els = [...container.querySelectorAll('katha-typography')];
    for (const el of els) await el.updateComplete;
    expect(els.map((el) => text(el).tagName.toLowerCase())).to.deep.equal([
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'p',
      'p',
      'p',
      'span',
      'span',
    ]);
    // A scale: each heading smaller than the one above.
    const sizes = els.slice(0, 6).map((el) => Number.parseFloat(getComputedStyle(text(el)).fontSize));
    expect(sizes).to.deep.equal([...sizes].sort((a, b) => b - a));
    expect(new Set(sizes).size).to.equal(6);
  });

  it('keeps the page outline whatever the look (as), and scales by a custom property', async () => {
    const el = await fixture<KathaTypography>(
      html`<katha-typography variant="h1" as="h2" style="--katha-typography-scale: 0.5">Title</katha-typography>`,
    );
    expect(text(el).tagName).to.equal('H2');
    expect(getComputedStyle(text(el)).fontSize).to.equal('24px');
    el.as = 'p';
    await el.updateComplete;
    expect(text(el).tagName).to.equal('P');
    expect(text(el).textContent).to.equal('');
    expect(el.textContent).to.equal('Title');
  });

  it('has no axe violations, in Kannada', async () => {
    const el = await fixtureInLocale(
      html`<div>
        <katha-typography variant="h1">ಕಥಾ</katha-typography>
        <katha-typography variant="h2" color="primary">ಮಳೆಗಾಲದ ಪತ್ರಗಳು</katha-typography>
        <katha-typography variant="body1">ಪಶ್ಚಿಮ ಘಟ್ಟಗಳ ಬೆಟ್ಟಗಳ ಮೇಲೆ ಮಳೆ ಬರೆದದ್ದು.</katha-typography>
        <katha-typography variant="caption" color="muted">೭ ನಿಮಿಷಗಳ ಓದು</katha-typography>
        <katha-typography variant="overline" color="secondary">ಪ್ರವಾಸ</katha-typography>
      </div>`,
      'kn-IN',
    );
    await expectNoAxeViolations(el);
  });

  it('writes every colour at 4.5:1 or more in every colour theme, light and dark', async () => {
    const colours = ['default', 'muted', 'primary', 'secondary', 'error'] as const;
    await expectTextContrast(
      html`${colours.map((color) => html`<katha-typography variant="caption" color=${color}>Katha</katha-typography>`)}`,
      (container) =>
        [...container.querySelectorAll('katha-typography')].map((el) => [
          el.getAttribute('color')!,
          getComputedStyle(text(el)).color,
          getComputedStyle(container).backgroundColor,
        ]),
    );
  });
});
