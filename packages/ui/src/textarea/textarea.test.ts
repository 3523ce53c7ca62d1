import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectDisabledByFieldset, expectResetToProperties } from '../test-utils/form.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './textarea.js';
import type { KathaTextarea } from './textarea.js';

const control = (el: KathaTextarea) => el.shadowRoot!.querySelector('textarea')!;

describe('katha-textarea', () => {
  it('is a labelled textarea in which Enter starts a new line, not a submit', async () => {
    const form = await fixture<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-textarea name="bio" label="About you" rows="3"></katha-textarea>
      </form>`,
    );
    const el = form.querySelector('katha-textarea')!;
    await el.updateComplete;
    expect(control(el).labels?.[0]?.textContent?.trim()).to.equal('About you');
    expect(control(el).rows).to.equal(3);
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    el.focus();
    await sendKeys({ type: 'line one' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'line two' });
    await el.updateComplete;
    expect(el.value).to.equal('line one\nline two');
    expect(submits).to.equal(0);
    expect([...new FormData(form).entries()]).to.deep.equal([['bio', 'line one\nline two']]);
  });

  it('reports required in the page language, and a reset puts back its value attribute', async () => {
    const form = await fixtureInLocale<HTMLFormElement>(
      html`<form @submit=${(e: Event) => e.preventDefault()}>
        <katha-textarea name="note" label="ಟಿಪ್ಪಣಿ" required></katha-textarea>
        <katha-textarea name="bio" label="ಪರಿಚಯ" value="ಕವಿ"></katha-textarea>
      </form>`,
      'kn-IN',
    );
    const [note, bio] = form.querySelectorAll('katha-textarea');
    await note!.updateComplete;
    await bio!.updateComplete;
    let submits = 0;
    form.addEventListener('submit', () => submits++);
    form.requestSubmit();
    await note!.updateComplete;
    expect(submits).to.equal(0);
    expect(note!.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal('ದಯವಿಟ್ಟು ಇದನ್ನು ಭರ್ತಿ ಮಾಡಿ.');
    note!.focus();
    await sendKeys({ type: 'ಸರಿ' });
    bio!.value = 'ಲೇಖಕಿ';
    await bio!.updateComplete;
    form.requestSubmit();
    expect(submits).to.equal(1);
    form.reset();
    await note!.updateComplete;
    await bio!.updateComplete;
    expect([note!.value, bio!.value]).to.deep.equal(['', 'ಕವಿ']);
    expect(control(bio!).value).to.equal('ಕವಿ');
  });

  it('is disabled by a disabled fieldset', () =>
    expectDisabledByFieldset(html`<katha-textarea name="a" label="A" value="x"></katha-textarea>`, control));

  it('has no axe violations, with a hint and a counter, in Hindi', async () => {
    const el = await fixtureInLocale(
      html`<katha-textarea label="परिचय" hint="दो-तीन वाक्य" counter maxlength="200" value="कवि"></katha-textarea>`,
      'hi-IN',
    );
    await expectNoAxeViolations(el);
  });

  it('submits and resets to a name and value given as properties, as React gives them', () =>
    expectResetToProperties('katha-textarea', { label: 'Bio', name: 'bio', value: 'Poet' }, 'Writer'));
});
