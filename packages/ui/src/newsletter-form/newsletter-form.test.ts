import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import type { KathaTextField } from '../text-field/text-field.js';
import './newsletter-form.js';
import type { KathaNewsletterForm, NewsletterSubmitDetail } from './newsletter-form.js';

const field = (el: KathaNewsletterForm) => el.shadowRoot!.querySelector<KathaTextField>('katha-text-field')!;
const message = (el: KathaNewsletterForm) => el.shadowRoot!.querySelector('.message')?.textContent ?? '';
const settle = () => new Promise((resolve) => setTimeout(resolve));

async function submitWith(el: KathaNewsletterForm, email: string) {
  field(el).focus();
  await sendKeys({ type: email });
  await sendKeys({ press: 'Enter' });
  await settle();
  await el.updateComplete;
}

describe('katha-newsletter-form', () => {
  it('checks the address in the browser, in Hindi, without calling the host', async () => {
    const el = await fixtureInLocale<KathaNewsletterForm>(
      html`<katha-newsletter-form></katha-newsletter-form>`,
      'hi-IN',
    );
    let calls = 0;
    el.addEventListener('katha-newsletter-submit', () => calls++);
    el.shadowRoot!.querySelector<HTMLElement>('katha-button')!.click();
    await el.updateComplete;
    expect(field(el).error).to.equal('अपना ईमेल पता लिखें।');
    await submitWith(el, 'meera-at-katha');
    expect(field(el).error).to.equal('ईमेल पता लिखें, जैसे name@example.com।');
    expect(calls).to.equal(0);
  });

  it('sends the email and the page locale, waits, and thanks the reader', async () => {
    const el = await fixtureInLocale<KathaNewsletterForm>(
      html`<katha-newsletter-form></katha-newsletter-form>`,
      'kn-IN',
    );
    let finish!: () => void;
    el.addEventListener('katha-newsletter-submit', (event) =>
      event.detail.waitUntil(new Promise<void>((resolve) => (finish = resolve))),
    );
    const submitted = oneEvent(el, 'katha-newsletter-submit');
    field(el).focus();
    await sendKeys({ type: 'Meera@Katha.in' });
    await sendKeys({ press: 'Enter' });
    const { detail } = (await submitted) as CustomEvent<NewsletterSubmitDetail>;
    expect(detail).to.include({ email: 'meera@katha.in', locale: 'kn-IN' });
    await el.updateComplete;
    expect(el.state).to.equal('submitting');
    expect(el.shadowRoot!.querySelector('katha-button')!.loading).to.equal(true);
    finish();
    await settle();
    await el.updateComplete;
    expect(el.state).to.equal('success');
    expect(message(el)).to.equal('ಧನ್ಯವಾದಗಳು! ನೀವು ಚಂದಾದಾರರಾಗಿದ್ದೀರಿ.');
    expect(el.shadowRoot!.activeElement).to.equal(el.shadowRoot!.querySelector('.message'));
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
  });

  it('says when the address is already subscribed', async () => {
    const el = await fixture<KathaNewsletterForm>(html`<katha-newsletter-form></katha-newsletter-form>`);
    el.addEventListener('katha-newsletter-submit', (event) =>
      event.detail.waitUntil(Promise.reject('duplicate')),
    );
    await submitWith(el, 'meera@katha.in');
    expect(el.state).to.equal('duplicate');
    expect(message(el)).to.equal('This email address is already subscribed.');
  });

  it('keeps the address and offers another try when the call fails', async () => {
    const el = await fixture<KathaNewsletterForm>(html`<katha-newsletter-form></katha-newsletter-form>`);
    let attempts = 0;
    el.addEventListener('katha-newsletter-submit', (event) => {
      attempts++;
      event.detail.waitUntil(
        attempts === 1 ? Promise.reject(new Error('Wrong Services')) : Promise.resolve(),
      );
    });
    await submitWith(el, 'meera@katha.in');
    expect(el.state).to.equal('error');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.equal(
      'We could not subscribe you just now. Please try again.',
    );
    expect(field(el).value).to.equal('meera@katha.in');
    el.shadowRoot!.querySelector<HTMLElement>('katha-button')!.click();
    await settle();
    await el.updateComplete;
    expect(el.state).to.equal('success');
  });

  it('says when the server refuses too many sign-ups, keeping the address', async () => {
    const el = await fixtureInLocale<KathaNewsletterForm>(
      html`<katha-newsletter-form></katha-newsletter-form>`,
      'hi-IN',
    );
    el.addEventListener('katha-newsletter-submit', (event) =>
      event.detail.waitUntil(Promise.reject('tooMany')),
    );
    await submitWith(el, 'meera@katha.in');
    expect(el.state).to.equal('tooMany');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent!.trim()).to.equal(
      'यहाँ से अभी बहुत ज़्यादा बार सदस्यता ली गई है। कृपया कुछ मिनट बाद फिर कोशिश करें।',
    );
    expect(field(el).value).to.equal('meera@katha.in');
  });

  it('shows its note slot under the confirmation only, and exports its field and button parts', async () => {
    const el = await fixture<KathaNewsletterForm>(
      html`<katha-newsletter-form exportparts="input, button"><p slot="note">Once only.</p></katha-newsletter-form>`,
    );
    expect(el.shadowRoot!.querySelector('slot[name="note"]')).to.equal(null);
    expect(field(el).getAttribute('exportparts')).to.equal('control: input');
    expect(el.shadowRoot!.querySelector('katha-button')!.getAttribute('exportparts')).to.equal(
      'base: button',
    );
    el.addEventListener('katha-newsletter-submit', (event) => event.detail.waitUntil(Promise.resolve()));
    await submitWith(el, 'meera@katha.in');
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="note"]')!;
    expect(slot.assignedElements()[0]!.textContent).to.equal('Once only.');
  });

  it('shows a server-side "invalid" on the field', async () => {
    const el = await fixture<KathaNewsletterForm>(html`<katha-newsletter-form></katha-newsletter-form>`);
    el.addEventListener('katha-newsletter-submit', (event) =>
      event.detail.waitUntil(Promise.reject({ reason: 'invalid' })),
    );
    await submitWith(el, 'meera@katha');
    expect(el.state).to.equal('idle');
    expect(field(el).error).to.equal('Enter an email address, like name@example.com.');
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode, with an error or an outcome showing`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)">
        <katha-newsletter-form></katha-newsletter-form>
      </div>`);
      const form = el.querySelector('katha-newsletter-form')!;
      form.shadowRoot!.querySelector<HTMLElement>('katha-button')!.click();
      await form.updateComplete;
      await expectNoAxeViolations(el);
      for (const state of ['duplicate', 'error', 'tooMany', 'success'] as const) {
        form.state = state;
        form.compact = state === 'success';
        await form.updateComplete;
        await expectNoAxeViolations(el);
      }
    });
  }
});
