import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectDisabledByFieldset, expectResetToProperties } from '../test-utils/form.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './text-field.js';
import type { KathaTextField } from './text-field.js';

const control = (el: KathaTextField) => el.shadowRoot!.querySelector<HTMLInputElement>('.control')!;

describe('katha-text-field', () => {
  it("validates for its form with the kit's message in the page's language, shown under the field", async () => {
    // Issue 15 §3.11: no browser-default English message, and no silent submit of an empty field.
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-text-field label="ईमेल" name="email" type="email" required></katha-text-field>
      </form>`,
      'hi-IN',
    );
    const field = form.querySelector('katha-text-field')!;
    await field.updateComplete;
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    expect(submits).to.equal(0);
    await field.updateComplete;
    const error = field.shadowRoot!.querySelector('[part="error"]')!;
    expect(error.textContent).to.equal('कृपया इसे भरें।');
    expect(field.shadowRoot!.activeElement).to.equal(field.shadowRoot!.querySelector('input'));
    field.value = 'not-an-address';
    await field.updateComplete;
    form.requestSubmit();
    await field.updateComplete;
    expect(field.shadowRoot!.querySelector('[part="error"]')!.textContent).to.equal(
      'ईमेल पता लिखें, जैसे name@example.com।',
    );
    field.value = 'reader@example.com';
    await field.updateComplete;
    form.requestSubmit();
    expect(submits).to.equal(1);
  });

  it('is labelled, and typing updates its value and fires input', async () => {
    const el = await fixture<KathaTextField>(
      html`<katha-text-field label="Email" type="email" required></katha-text-field>`,
    );
    expect(control(el).labels![0]!.textContent).to.contain('Email');
    el.focus();
    const input = oneEvent(el, 'input');
    await sendKeys({ type: 'meera@katha.in' });
    await input;
    expect(el.value).to.equal('meera@katha.in');
    expect(control(el).type).to.equal('email');
  });

  it('reports the native validity for the form to word its own message', async () => {
    const el = await fixture<KathaTextField>(
      html`<katha-text-field label="Email" type="email" required></katha-text-field>`,
    );
    expect(el.validity.valueMissing).to.equal(true);
    el.value = 'not-an-email';
    await el.updateComplete;
    expect(el.validity.typeMismatch).to.equal(true);
  });

  it('shows an error as an alert linked to the control', async () => {
    const el = await fixture<KathaTextField>(
      html`<katha-text-field label="Email" hint="We never share it"></katha-text-field>`,
    );
    expect(control(el).getAttribute('aria-describedby')).to.equal('hint');
    el.error = 'Enter a valid email address';
    await el.updateComplete;
    expect(control(el).getAttribute('aria-invalid')).to.equal('true');
    expect(control(el).getAttribute('aria-describedby')).to.equal('error hint');
    expect(el.shadowRoot!.getElementById('error')!.getAttribute('role')).to.equal('alert');
  });

  it('counts characters against the limit and stops typing there, in Kannada', async () => {
    const el = await fixtureInLocale<KathaTextField>(
      html`<katha-text-field label="ಪ್ರತಿಕ್ರಿಯೆ" multiline counter maxlength="25"></katha-text-field>`,
      'kn-IN',
    );
    el.focus();
    await sendKeys({ type: 'ಮಳೆಗಾಲದ ಕಥೆ' });
    const counter = el.shadowRoot!.getElementById('counter')!;
    expect(counter.textContent!.trim()).to.equal(`${'ಮಳೆಗಾಲದ ಕಥೆ'.length} / 25`);
    await sendKeys({ type: ' ಚೆನ್ನಾಗಿದೆ, ಧನ್ಯವಾದ!' });
    expect(el.value.length).to.equal(25);
    expect(el.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent).to.equal('ಯಾವುದೇ ಅಕ್ಷರ ಬಾಕಿ ಇಲ್ಲ');
  });

  it('submits its form on Enter and sends its name and value', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form @submit=${(event: Event) => event.preventDefault()}><katha-text-field label="Name" name="name"></katha-text-field></form>`,
    );
    const el = form.querySelector('katha-text-field')!;
    el.focus();
    await sendKeys({ type: 'Meera' });
    const submitted = oneEvent(form, 'submit');
    await sendKeys({ press: 'Enter' });
    await submitted;
    expect(new FormData(form).get('name')).to.equal('Meera');
  });

  it('submits and resets to a name and value given as properties, as React gives them', () =>
    expectResetToProperties('katha-text-field', { label: 'City', name: 'city', value: 'Mysuru' }, 'Pune'));

  it('is disabled by a disabled fieldset', () =>
    expectDisabledByFieldset(
      html`<katha-text-field label="City" name="city" value="Pune"></katha-text-field>`,
      control,
    ));

  it('is focused with its message after a failed submit, inside a fieldset (which is :invalid too)', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form><fieldset><katha-text-field label="City" name="city" required></katha-text-field></fieldset><button>Go</button></form>`,
    );
    const el = form.querySelector('katha-text-field')!;
    await el.updateComplete;
    form.querySelector('button')!.focus();
    form.requestSubmit();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('Please fill this in.');
    expect(el.shadowRoot!.activeElement).to.equal(control(el));
    // A reset takes the message away with what was typed, as with every control of the kit.
    form.reset();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)">
        <katha-text-field label="Email" required error="Enter a valid email address" value="x"></katha-text-field>
        <katha-text-field label="Comment" multiline counter maxlength="2000" hint="Be kind"></katha-text-field>
        <katha-text-field label="Phone" type="tel" disabled></katha-text-field>
      </div>`);
      await expectNoAxeViolations(el);
    });
  }
});
