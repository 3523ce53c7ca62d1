import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import type { KathaTextField } from '../text-field/text-field.js';
import './comment-form.js';
import type { CommentEditDetail, CommentSubmitDetail, KathaCommentForm } from './comment-form.js';

const field = (el: KathaCommentForm) => el.shadowRoot!.querySelector<KathaTextField>('katha-text-field')!;
const submitButton = (el: KathaCommentForm) =>
  el.shadowRoot!.querySelector<HTMLElement>('katha-button[type="submit"]')!;
const settle = () => new Promise((resolve) => setTimeout(resolve));

async function type(el: KathaCommentForm, text: string) {
  field(el).focus();
  await sendKeys({ type: text });
}

describe('katha-comment-form', () => {
  it('posts the trimmed text with waitUntil, and clears once the host succeeds', async () => {
    const el = await fixture<KathaCommentForm>(html`<katha-comment-form></katha-comment-form>`);
    await type(el, '  Beautiful story.  ');
    let finish!: () => void;
    el.addEventListener('katha-comment-submit', (event) =>
      event.detail.waitUntil(new Promise<void>((resolve) => (finish = resolve))),
    );
    const submitted = oneEvent(el, 'katha-comment-submit');
    submitButton(el).click();
    const { detail } = (await submitted) as CustomEvent<CommentSubmitDetail>;
    expect(detail.content).to.equal('Beautiful story.');
    expect(detail).to.not.have.property('threadOf');
    await el.updateComplete;
    expect(submitButton(el).hasAttribute('loading')).to.equal(true);
    const saved = oneEvent(el, 'katha-comment-saved');
    finish();
    await saved;
    await el.updateComplete;
    expect(field(el).value).to.equal('');
  });

  it('keeps the text and says so when the call fails', async () => {
    const el = await fixtureInLocale<KathaCommentForm>(
      html`<katha-comment-form></katha-comment-form>`,
      'hi-IN',
    );
    await type(el, 'बहुत सुंदर कहानी');
    el.addEventListener('katha-comment-submit', (event) =>
      event.detail.waitUntil(Promise.reject(new Error('500'))),
    );
    submitButton(el).click();
    await settle();
    await el.updateComplete;
    expect(field(el).value).to.equal('बहुत सुंदर कहानी');
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain(
      'आपकी टिप्पणी सहेजी नहीं जा सकी',
    );
    expect(submitButton(el).hasAttribute('loading')).to.equal(false);
  });

  it("shows the host's own message when it rejects with one (a rate limit's wait)", async () => {
    const el = await fixture<KathaCommentForm>(html`<katha-comment-form></katha-comment-form>`);
    await type(el, 'Once more');
    el.addEventListener('katha-comment-submit', (event) =>
      event.detail.waitUntil(
        Promise.reject({ message: 'Too many attempts. Please try again in 40 seconds.' }),
      ),
    );
    submitButton(el).click();
    await settle();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('[role="alert"]')!.textContent!.trim()).to.equal(
      'Too many attempts. Please try again in 40 seconds.',
    );
    expect(field(el).value).to.equal('Once more');
  });

  it('refuses an empty comment with a message, without firing', async () => {
    const el = await fixture<KathaCommentForm>(html`<katha-comment-form></katha-comment-form>`);
    let fired = false;
    el.addEventListener('katha-comment-submit', () => {
      fired = true;
    });
    await type(el, '   ');
    submitButton(el).click();
    await el.updateComplete;
    expect(fired).to.equal(false);
    expect(field(el).error).to.equal('Write something before posting.');
  });

  it('replies to a comment and can be cancelled', async () => {
    const el = await fixture<KathaCommentForm>(
      html`<katha-comment-form mode="reply" thread-of="42" focus-on-show></katha-comment-form>`,
    );
    await field(el).updateComplete;
    expect(el.shadowRoot!.activeElement === field(el), 'the reply box has focus').to.equal(true);
    await sendKeys({ type: 'Thank you!' });
    const submitted = oneEvent(el, 'katha-comment-submit');
    const saved = oneEvent(el, 'katha-comment-saved');
    submitButton(el).click();
    expect(((await submitted) as CustomEvent<CommentSubmitDetail>).detail).to.include({
      content: 'Thank you!',
      threadOf: '42',
    });
    await saved;
    await el.updateComplete;
    const cancelled = oneEvent(el, 'katha-comment-cancel');
    el.shadowRoot!.querySelector<HTMLElement>('katha-button[variant="text"]')!.click();
    await cancelled;
  });

  it('edits a comment: starts from its text and sends the id', async () => {
    const el = await fixtureInLocale<KathaCommentForm>(
      html`<katha-comment-form mode="edit" .commentId=${7} value="ಮೊದಲ ಸಾಲು"></katha-comment-form>`,
      'kn-IN',
    );
    expect(field(el).label).to.equal('ನಿಮ್ಮ ಪ್ರತಿಕ್ರಿಯೆಯನ್ನು ತಿದ್ದಿ');
    expect(field(el).value).to.equal('ಮೊದಲ ಸಾಲು');
    field(el).focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: '!' });
    const edited = oneEvent(el, 'katha-comment-edit');
    submitButton(el).click();
    expect(((await edited) as CustomEvent<CommentEditDetail>).detail).to.include({
      id: 7,
      content: 'ಮೊದಲ ಸಾಲು!',
    });
  });

  it('limits comments to 2000 characters with a counter', async () => {
    const el = await fixture<KathaCommentForm>(html`<katha-comment-form></katha-comment-form>`);
    expect(field(el).maxlength).to.equal(2000);
    await type(el, 'Hello');
    expect(field(el).shadowRoot!.getElementById('counter')!.textContent!.trim()).to.equal('5 / 2,000');
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)">
        <katha-comment-form></katha-comment-form>
        <katha-comment-form mode="reply" thread-of="1"></katha-comment-form>
      </div>`);
      await expectNoAxeViolations(el);
    });
  }
});
