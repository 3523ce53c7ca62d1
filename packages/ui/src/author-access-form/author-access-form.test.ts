import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import type { KathaTextField } from '../text-field/text-field.js';
import './author-access-form.js';
import type {
  AuthorAccessSubmitDetail,
  KathaAuthorAccessForm,
  ReferralCheckDetail,
} from './author-access-form.js';

const field = (el: KathaAuthorAccessForm, name: string) =>
  el.shadowRoot!.querySelector<KathaTextField>(`katha-text-field[name="${name}"]`)!;
const submit = async (el: KathaAuthorAccessForm) => {
  el.shadowRoot!.querySelector<HTMLElement>('katha-button[type="submit"]')!.click();
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
};
const PREFILL = { name: 'Meera Rao', email: 'meera@katha.in' };

describe('katha-author-access-form', () => {
  it('has every field of the request, labelled, with name and email from the account', async () => {
    const el = await fixture<KathaAuthorAccessForm>(
      html`<katha-author-access-form .values=${PREFILL}></katha-author-access-form>`,
    );
    const labels = [...el.shadowRoot!.querySelectorAll<KathaTextField>('katha-text-field')].map((f) => [
      f.name,
      f.label,
    ]);
    expect(labels).to.deep.equal([
      ['name', 'Full name'],
      ['email', 'Email address'],
      ['phone', 'Phone number'],
      ['altEmail', 'Another email address'],
      ['altPhone', 'Another phone number'],
      ['tag', 'Topic you want to write about'],
      ['links', 'Links to your writing'],
      ['referral_code', 'Referral code'],
    ]);
    expect(field(el, 'name').value).to.equal('Meera Rao');
    expect(field(el, 'email').value).to.equal('meera@katha.in');
  });

  it('validates in Kannada and focuses the first wrong field, without calling the host', async () => {
    const el = await fixtureInLocale<KathaAuthorAccessForm>(
      html`<katha-author-access-form></katha-author-access-form>`,
      'kn-IN',
    );
    let calls = 0;
    el.addEventListener('katha-author-access-submit', () => calls++);
    field(el, 'phone').value = '12';
    field(el, 'altEmail').value = 'not-an-email';
    field(el, 'links').value = 'https://meera.blog\nmy blog';
    await submit(el);
    expect(calls).to.equal(0);
    expect(field(el, 'name').error).to.equal('ನಿಮ್ಮ ಹೆಸರನ್ನು ನಮೂದಿಸಿ.');
    expect(field(el, 'email').error).to.equal('ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ನಮೂದಿಸಿ.');
    expect(field(el, 'phone').error).to.contain('ಫೋನ್ ಸಂಖ್ಯೆ');
    expect(field(el, 'altEmail').error).to.contain('ಇಮೇಲ್ ವಿಳಾಸ');
    expect(field(el, 'links').error).to.equal('ಪ್ರತಿ ಸಾಲು https:// ಇಂದ ಆರಂಭವಾಗುವ ವೆಬ್ ವಿಳಾಸವಾಗಿರಬೇಕು.');
    expect(el.shadowRoot!.activeElement).to.equal(field(el, 'name'));
  });

  it('asks the host to check the referral code when it leaves the field, and shows the answer', async () => {
    const el = await fixture<KathaAuthorAccessForm>(
      html`<katha-author-access-form .values=${PREFILL}></katha-author-access-form>`,
    );
    field(el, 'referral_code').focus();
    await sendKeys({ type: 'meera2026' });
    const check = oneEvent(el, 'katha-referral-check');
    await sendKeys({ press: 'Tab' });
    expect(((await check) as CustomEvent<ReferralCheckDetail>).detail.code).to.equal('MEERA2026');
    el.referralStatus = 'checking';
    await el.updateComplete;
    expect(field(el, 'referral_code').hint).to.equal('Checking the code…');
    el.referralStatus = 'invalid';
    await el.updateComplete;
    expect(field(el, 'referral_code').error).to.equal('This referral code is not valid.');
    let calls = 0;
    el.addEventListener('katha-author-access-submit', () => calls++);
    await submit(el);
    expect(calls).to.equal(0);
    el.referralStatus = 'valid';
    await el.updateComplete;
    expect(field(el, 'referral_code').error).to.equal('');
    expect(field(el, 'referral_code').hint).to.equal('Code accepted.');
  });

  it('submits the trimmed values and locale, then shows the request as pending', async () => {
    const el = await fixtureInLocale<KathaAuthorAccessForm>(
      html`<katha-author-access-form .values=${PREFILL}></katha-author-access-form>`,
      'hi-IN',
    );
    field(el, 'phone').value = '+91 98765 43210';
    field(el, 'links').value = ' https://meera.blog \n\nhttps://example.com/meera ';
    field(el, 'tag').value = 'कविता';
    let finish!: () => void;
    el.addEventListener('katha-author-access-submit', (event) =>
      event.detail.waitUntil(new Promise<void>((resolve) => (finish = resolve))),
    );
    const submitted = oneEvent(el, 'katha-author-access-submit');
    await submit(el);
    const { detail } = (await submitted) as CustomEvent<AuthorAccessSubmitDetail>;
    expect(detail).to.include({
      name: 'Meera Rao',
      email: 'meera@katha.in',
      phone: '+91 98765 43210',
      altEmail: '',
      altPhone: '',
      links: 'https://meera.blog \n\nhttps://example.com/meera',
      tag: 'कविता',
      referral_code: '',
      locale: 'hi-IN',
    });
    expect(el.shadowRoot!.querySelector('katha-button')!.loading).to.equal(true);
    finish();
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(el.status).to.equal('pending');
    const status = el.shadowRoot!.querySelector('[part="status"]')!;
    expect(status.textContent).to.contain('आपके अनुरोध की समीक्षा हो रही है');
    expect(el.shadowRoot!.activeElement).to.equal(status);
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
  });

  it('keeps the answers and says so when sending fails', async () => {
    const el = await fixture<KathaAuthorAccessForm>(
      html`<katha-author-access-form .values=${PREFILL}></katha-author-access-form>`,
    );
    el.addEventListener('katha-author-access-submit', (event) =>
      event.detail.waitUntil(Promise.reject(new Error('Wrong Services'))),
    );
    await submit(el);
    await new Promise((resolve) => setTimeout(resolve));
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain(
      'Your request could not be sent',
    );
    expect(field(el, 'name').value).to.equal('Meera Rao');
    expect(el.status).to.equal('none');
  });

  it('shows an approved request with a link to write, and a rejected one above a new form', async () => {
    const el = await fixture<KathaAuthorAccessForm>(
      html`<katha-author-access-form status="approved"></katha-author-access-form>`,
    );
    expect(el.shadowRoot!.querySelector('form')).to.equal(null);
    const link = el.shadowRoot!.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/core/write/new');
    el.addEventListener('katha-navigate', (event) => event.preventDefault());
    const navigate = oneEvent(el, 'katha-navigate');
    link.click();
    await navigate;
    el.status = 'rejected';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain(
      'Your last request was not approved',
    );
    expect(el.shadowRoot!.querySelector('form')).to.not.equal(null);
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode, with errors and a status`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)">
        <katha-author-access-form status="rejected" referral-status="valid"></katha-author-access-form>
      </div>`);
      const form = el.querySelector('katha-author-access-form')!;
      await submit(form);
      await expectNoAxeViolations(el);
      form.status = 'pending';
      await form.updateComplete;
      await expectNoAxeViolations(el);
    });
  }
});
