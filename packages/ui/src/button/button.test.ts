import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { contrast } from '../test-utils/contrast.js';
import {
  expectNoAxeViolations,
  fixtureInLocale,
  loadedFontFamilies,
  setDocumentLocale,
} from '../test-utils/index.js';
import { COLOR_THEMES, installColorThemes } from '../theme/color-themes.js';
import './button.js';
import type { ButtonColor, KathaButton } from './button.js';

const inner = (el: KathaButton) => el.shadowRoot!.querySelector('button')!;

describe('katha-button', () => {
  it('is clicked by mouse and by keyboard', async () => {
    const el = await fixture<KathaButton>(html`<katha-button>Publish</katha-button>`);
    let clicks = 0;
    el.addEventListener('click', () => clicks++);
    inner(el).click();
    el.focus();
    expect(el.shadowRoot!.activeElement).to.equal(inner(el));
    // A native <button> turns Enter and Space into clicks.
    inner(el).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(clicks).to.equal(1);
  });

  it('ignores clicks while disabled or loading', async () => {
    const el = await fixture<KathaButton>(html`<katha-button loading>Publish</katha-button>`);
    let clicks = 0;
    el.addEventListener('click', () => clicks++);
    el.click();
    inner(el).click();
    el.loading = false;
    el.disabled = true;
    await el.updateComplete;
    el.click();
    expect(clicks).to.equal(0);
    el.disabled = false;
    await el.updateComplete;
    el.click();
    expect(clicks).to.equal(1);
  });

  it('announces the loading state in the page language', async () => {
    const el = await fixtureInLocale<KathaButton>(
      html`<katha-button loading>प्रकाशित करें</katha-button>`,
      'hi-IN',
    );
    expect(inner(el).getAttribute('aria-busy')).to.equal('true');
    expect(el.shadowRoot!.querySelector('[role="status"]')!.getAttribute('aria-label')).to.equal(
      'कृपया प्रतीक्षा करें',
    );
  });

  it('re-renders when <html lang> changes', async () => {
    const restore = setDocumentLocale('en');
    try {
      const el = await fixture<KathaButton>(html`<katha-button loading>Go</katha-button>`);
      const status = () => el.shadowRoot!.querySelector('[role="status"]')!.getAttribute('aria-label');
      expect(status()).to.equal('Please wait');
      document.documentElement.lang = 'kn';
      await new Promise((resolve) => setTimeout(resolve));
      await el.updateComplete;
      expect(status()).to.equal('ದಯವಿಟ್ಟು ಕಾಯಿರಿ');
    } finally {
      restore();
    }
  });

  it('submits the form it is in', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}><katha-button type="submit">Send</katha-button></form>`,
    );
    const submitted = oneEvent(form, 'submit');
    form.querySelector('katha-button')!.click();
    expect(await submitted).to.be.instanceOf(SubmitEvent);
  });

  it('submits its form by default, and type="button" does not', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-button type="button">Cancel</katha-button><katha-button>Send</katha-button>
      </form>`,
    );
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    const [cancel, send] = form.querySelectorAll('katha-button');
    cancel!.click();
    expect(submits).to.equal(0);
    expect(form.elements.length).to.equal(2);
    send!.click();
    expect(submits).to.equal(1);
  });

  it('submits its form on Enter in a field, as a native submit button does', async () => {
    // Two text fields and no native submit button: without the kit's button taking part,
    // a browser does nothing on Enter (issue 15 §3.19, the sign-in form).
    const form = await fixture<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <input name="identifier" value="reader" /><input name="password" type="password" value="x" />
        <textarea name="note"></textarea>
        <katha-button variant="text" type="button">Other</katha-button><katha-button>Log in</katha-button>
      </form>`,
    );
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    const enter = (target: Element) => {
      const event = new KeyboardEvent('keydown', {
        key: 'Enter',
        bubbles: true,
        cancelable: true,
        composed: true,
      });
      target.dispatchEvent(event);
      return event;
    };
    const pressed = enter(form.querySelector('input[type="password"]')!);
    expect(submits).to.equal(1);
    expect(pressed.defaultPrevented).to.equal(true);
    enter(form.querySelector('textarea')!);
    expect(submits).to.equal(1);
    const button = form.querySelector<KathaButton>('katha-button:not([type])')!;
    button.loading = true;
    await button.updateComplete;
    enter(form.querySelector('input')!);
    expect(submits).to.equal(1);
  });

  it('leaves Enter to a native submit button when the form has one', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <input name="q" /><input name="r" /><katha-button>Kit</katha-button><button>Native</button>
      </form>`,
    );
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    form.querySelector('input')!.dispatchEvent(event);
    expect(event.defaultPrevented).to.equal(false);
  });

  it('fills with the primary token and follows a page override', async () => {
    const el = await fixture<KathaButton>(html`<katha-button>Go</katha-button>`);
    expect(getComputedStyle(inner(el)).backgroundColor).to.equal('rgb(194, 65, 12)');
    const themed = await fixture<KathaButton>(
      html`<katha-button style="--katha-color-primary: rgb(1, 2, 3)">Go</katha-button>`,
    );
    expect(getComputedStyle(inner(themed)).backgroundColor).to.equal('rgb(1, 2, 3)');
  });

  it('draws Kannada and Hindi labels with the Noto fonts', async () => {
    await fixtureInLocale(html`<katha-button>ಪ್ರಕಟಿಸಿ</katha-button>`, 'kn-IN');
    await fixtureInLocale(html`<katha-button>प्रकाशित करें</katha-button>`, 'hi-IN');
    const expected = ['Noto Sans Kannada', 'Noto Sans Devanagari'];
    expect([...(await loadedFontFamilies(expected))]).to.include.members(expected);
  });

  it('draws every variant and colour from the theme tokens', async () => {
    const el = await fixture<HTMLDivElement>(html`<div>
      <katha-button variant="filled" color="success">Go</katha-button>
      <katha-button variant="outlined" color="error">Go</katha-button>
      <katha-button variant="text" color="secondary">Go</katha-button>
      <katha-button variant="secondary">Go</katha-button>
    </div>`);
    const [filled, outlined, text, secondary] = [...el.querySelectorAll<KathaButton>('katha-button')].map(
      (button) => getComputedStyle(inner(button)),
    );
    const token = (name: string) => {
      el.style.color = `var(--katha-color-${name})`;
      return getComputedStyle(el).color;
    };
    expect(filled!.backgroundColor).to.equal(token('success'));
    expect(filled!.color).to.equal(token('on-status'));
    expect(outlined!.borderTopColor).to.equal(token('error'));
    expect(outlined!.color).to.equal(token('error'));
    expect(text!.color).to.equal(token('secondary'));
    expect(secondary!.backgroundColor).to.equal(token('secondary'));
  });

  it('sizes: sm, md and lg grow in height, an icon button is round and named by its label', async () => {
    const el = await fixture<HTMLDivElement>(html`<div>
      <katha-button size="sm">Go</katha-button><katha-button>Go</katha-button><katha-button size="lg">Go</katha-button>
      <katha-button variant="icon" label="Delete"><svg viewBox="0 0 24 24"></svg></katha-button>
    </div>`);
    const buttons = [...el.querySelectorAll<KathaButton>('katha-button')];
    const heights = buttons.slice(0, 3).map((button) => inner(button).getBoundingClientRect().height);
    expect(heights[0]).to.be.below(heights[1]!);
    expect(heights[1]).to.be.below(heights[2]!);
    const icon = inner(buttons[3]!);
    expect(icon.getAttribute('aria-label')).to.equal('Delete');
    const box = icon.getBoundingClientRect();
    expect(box.width).to.equal(box.height);
    expect(getComputedStyle(icon).borderTopLeftRadius).to.equal('50%');
  });

  it('keeps its label AA (4.5:1) in every variant and colour, in all seven themes light and dark', async () => {
    installColorThemes();
    const colors: ButtonColor[] = ['primary', 'secondary', 'success', 'warning', 'error', 'info'];
    const failures: string[] = [];
    for (const theme of COLOR_THEMES) {
      for (const mode of ['light', 'dark']) {
        const container = await fixture<HTMLDivElement>(html`<div
          data-katha-theme=${theme}
          data-katha-mode=${mode}
          style="background: var(--katha-color-background)"
        >
          ${colors.map(
            (color) => html`<katha-button variant="filled" color=${color}>Go</katha-button>
              <katha-button variant="outlined" color=${color}>Go</katha-button>
              <katha-button variant="text" color=${color}>Go</katha-button>`,
          )}
          <katha-button variant="secondary">Go</katha-button><katha-button>Go</katha-button>
        </div>`);
        const page = getComputedStyle(container).backgroundColor;
        for (const button of container.querySelectorAll<KathaButton>('katha-button')) {
          await button.updateComplete;
          const style = getComputedStyle(inner(button));
          const behind = style.backgroundColor === 'rgba(0, 0, 0, 0)' ? page : style.backgroundColor;
          const ratio = contrast(style.color, behind);
          if (ratio < 4.5)
            failures.push(
              `${theme} ${mode} ${button.variant} ${button.color ?? ''}: ${style.color} on ${behind} is ${ratio.toFixed(2)}:1`,
            );
        }
      }
    }
    expect(failures).to.deep.equal([]);
  });

  it('has no axe violations in every variant and state', async () => {
    const el = await fixture(html`<div>
      <katha-button>Primary</katha-button>
      <katha-button variant="secondary">Secondary</katha-button>
      <katha-button variant="outlined">Outlined</katha-button>
      <katha-button variant="text">Text</katha-button>
      <katha-button variant="filled" color="error">Error</katha-button>
      <katha-button variant="icon" label="Delete"><svg viewBox="0 0 24 24" aria-hidden="true"></svg></katha-button>
      <katha-button variant="icon" label="Delete" loading><svg viewBox="0 0 24 24"></svg></katha-button>
      <katha-button loading>Loading</katha-button>
      <katha-button disabled>Disabled</katha-button>
    </div>`);
    await expectNoAxeViolations(el);
  });
});
