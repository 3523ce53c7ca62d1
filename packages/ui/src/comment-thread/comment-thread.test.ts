import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type {
  CommentEditDetail,
  CommentSubmitDetail,
  KathaCommentForm,
} from '../comment-form/comment-form.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import type { KathaTextField } from '../text-field/text-field.js';
import './comment-thread.js';
import { buildThread, type KathaCommentThread, type ThreadComment } from './comment-thread.js';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const COMMENTS: ThreadComment[] = [
  { id: 1, content: 'Oldest top comment', createdAt: minutesAgo(300), author: { id: 10, name: 'Meera Rao' } },
  {
    id: 2,
    content: 'Newest top comment\nwith a second line',
    createdAt: minutesAgo(5),
    author: { id: 11, name: 'Ravi Kumar' },
  },
  {
    id: 3,
    content: 'A reply to the oldest',
    createdAt: minutesAgo(200),
    author: { id: 11, name: 'Ravi Kumar' },
    threadOf: 1,
  },
  {
    id: 4,
    content: 'A reply to the reply',
    createdAt: minutesAgo(100),
    author: { id: 10, name: 'Meera Rao' },
    threadOf: { id: 3 },
  },
  { id: 5, content: '<b>not bold</b>', createdAt: minutesAgo(50), author: { id: 12, name: 'Asha' } },
];

const articles = (el: KathaCommentThread) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('article')];
const contentOf = (article: HTMLElement) => article.querySelector('.content')!.textContent;
const forms = (el: KathaCommentThread) => [
  ...el.shadowRoot!.querySelectorAll<KathaCommentForm>('katha-comment-form'),
];
const buttonNamed = (article: HTMLElement, text: string) =>
  [...article.querySelectorAll<HTMLElement>(':scope > .actions katha-button')].find((button) =>
    button.textContent!.includes(text),
  )!;
const fieldOf = (form: KathaCommentForm) =>
  form.shadowRoot!.querySelector<KathaTextField>('katha-text-field')!;
const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('katha-comment-thread', () => {
  it('marks any edit "(edited)", even seconds after posting, and not a comment never edited', async () => {
    const posted = new Date(Date.now() - 20_000);
    const el = await fixture<KathaCommentThread>(html`<katha-comment-thread
      .comments=${[
        {
          id: 1,
          content: 'Fixed a typo',
          createdAt: posted.toISOString(),
          updatedAt: new Date(posted.getTime() + 5_000).toISOString(),
          author: { id: 10, name: 'Meera Rao' },
        },
        {
          id: 2,
          content: 'Untouched',
          createdAt: posted.toISOString(),
          updatedAt: posted.toISOString(),
          author: { id: 11, name: 'Ravi Kumar' },
        },
      ]}
    ></katha-comment-thread>`);
    const edited = (text: string) =>
      articles(el)
        .find((article) => article.textContent!.includes(text))!
        .querySelector('.edited');
    expect(edited('Fixed a typo')).to.exist;
    expect(edited('Untouched')).to.equal(null);
  });

  it('builds the tree newest first, from threadOf ids, threadOf objects or children', () => {
    const tree = buildThread([
      ...COMMENTS,
      {
        id: 6,
        content: 'nested',
        createdAt: minutesAgo(1),
        children: [{ id: 7, content: 'child', createdAt: minutesAgo(0) }],
      },
      { id: 8, content: 'orphan reply', createdAt: minutesAgo(400), threadOf: 999 },
    ]);
    expect(tree.map((node) => node.comment.id)).to.deep.equal([6, 2, 5, 1, 8]);
    expect(tree[0]!.replies.map((node) => node.comment.id)).to.deep.equal([7]);
    expect(tree[3]!.replies[0]!.replies[0]!.comment.id).to.equal(4);
  });

  it('shows comments newest first with replies nested, as plain text with line breaks', async () => {
    const el = await fixture<KathaCommentThread>(
      html`<katha-comment-thread .comments=${COMMENTS}></katha-comment-thread>`,
    );
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('5 comments');
    const top = [...el.shadowRoot!.querySelectorAll('section > ol > li > article')].map((article) =>
      contentOf(article as HTMLElement),
    );
    expect(top).to.deep.equal([
      'Newest top comment\nwith a second line',
      '<b>not bold</b>',
      'Oldest top comment',
    ]);
    const nestedReply = el.shadowRoot!.querySelector('ol > li > ol > li > ol > li > article')!;
    expect(contentOf(nestedReply as HTMLElement)).to.equal('A reply to the reply');
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    const multiline = articles(el)[0]!.querySelector('.content')!;
    expect(getComputedStyle(multiline).whiteSpace).to.equal('pre-line');
    expect(multiline.getBoundingClientRect().height).to.be.greaterThan(40);
    expect(articles(el)[0]!.querySelector('time')!.textContent).to.equal('5 minutes ago');
  });

  it('asks a visitor to sign in and offers no reply or edit', async () => {
    const el = await fixture<KathaCommentThread>(
      html`<katha-comment-thread .comments=${COMMENTS}></katha-comment-thread>`,
    );
    expect(el.shadowRoot!.querySelector('.signed-out')!.textContent).to.equal(
      'Sign in to join the conversation.',
    );
    expect(forms(el)).to.have.length(0);
    expect(el.shadowRoot!.querySelectorAll('.actions')).to.have.length(0);
  });

  it('posts a new comment through katha-comment-submit', async () => {
    const el = await fixture<KathaCommentThread>(
      html`<katha-comment-thread current-user-id="10" .comments=${COMMENTS}></katha-comment-thread>`,
    );
    const form = forms(el)[0]!;
    await form.updateComplete;
    fieldOf(form).focus();
    await sendKeys({ type: 'Lovely' });
    const submitted = oneEvent(el, 'katha-comment-submit');
    form.shadowRoot!.querySelector<HTMLElement>('katha-button[type="submit"]')!.click();
    const { detail } = (await submitted) as CustomEvent<CommentSubmitDetail>;
    expect(detail.content).to.equal('Lovely');
    expect(detail.threadOf).to.equal(undefined);
  });

  it('opens a reply form under a comment, sends threadOf, and closes it once saved', async () => {
    const el = await fixture<KathaCommentThread>(
      html`<katha-comment-thread current-user-id="10" .comments=${COMMENTS}></katha-comment-thread>`,
    );
    const ravi = articles(el)[0]!;
    const reply = buttonNamed(ravi, 'Reply');
    expect(reply.textContent).to.contain('Reply to Ravi Kumar');
    reply.click();
    await el.updateComplete;
    expect(reply.getAttribute('aria-expanded')).to.equal('true');
    const form = ravi.querySelector<KathaCommentForm>('katha-comment-form[mode="reply"]')!;
    await form.updateComplete;
    await fieldOf(form).updateComplete;
    await settle();
    await sendKeys({ type: 'Agreed' });
    let finish!: () => void;
    el.addEventListener('katha-comment-submit', (event) =>
      event.detail.waitUntil(new Promise<void>((resolve) => (finish = resolve))),
    );
    const submitted = oneEvent(el, 'katha-comment-submit');
    form.shadowRoot!.querySelector<HTMLElement>('katha-button[type="submit"]')!.click();
    expect(((await submitted) as CustomEvent<CommentSubmitDetail>).detail).to.include({
      content: 'Agreed',
      threadOf: 2,
    });
    expect(ravi.querySelector('katha-comment-form')).to.not.equal(null);
    finish();
    await settle();
    await el.updateComplete;
    expect(ravi.querySelector('katha-comment-form')).to.equal(null);
  });

  it('lets the author edit only their own comments, and keeps the edit open when saving fails', async () => {
    const el = await fixtureInLocale<KathaCommentThread>(
      html`<katha-comment-thread .currentUserId=${10} .comments=${COMMENTS}></katha-comment-thread>`,
      'hi-IN',
    );
    const [ravi, asha, meera] = [articles(el)[0]!, articles(el)[1]!, articles(el)[2]!];
    expect(buttonNamed(ravi, 'बदलें')).to.equal(undefined);
    expect(buttonNamed(asha, 'बदलें')).to.equal(undefined);
    buttonNamed(meera, 'बदलें').click();
    await el.updateComplete;
    const form = meera.querySelector<KathaCommentForm>('katha-comment-form[mode="edit"]')!;
    await form.updateComplete;
    expect(fieldOf(form).value).to.equal('Oldest top comment');
    expect(fieldOf(form).label).to.equal('अपनी टिप्पणी बदलें');
    fieldOf(form).value = 'Oldest top comment, corrected';
    el.addEventListener('katha-comment-edit', (event) =>
      event.detail.waitUntil(Promise.reject(new Error('403'))),
    );
    const edited = oneEvent(el, 'katha-comment-edit');
    form.shadowRoot!.querySelector<HTMLElement>('katha-button[type="submit"]')!.click();
    expect(((await edited) as CustomEvent<CommentEditDetail>).detail).to.include({
      id: 1,
      content: 'Oldest top comment, corrected',
    });
    await settle();
    await form.updateComplete;
    expect(meera.querySelector('katha-comment-form')).to.equal(form);
    expect(fieldOf(form).value).to.equal('Oldest top comment, corrected');
    expect(form.shadowRoot!.querySelector('[role="alert"]')).to.not.equal(null);
  });

  it('shows an empty state in Kannada when there are no comments', async () => {
    const el = await fixtureInLocale<KathaCommentThread>(
      html`<katha-comment-thread></katha-comment-thread>`,
      'kn-IN',
    );
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.equal('ಪ್ರತಿಕ್ರಿಯೆಗಳು');
    expect(el.shadowRoot!.querySelector('katha-empty-state')!.heading).to.equal(
      'ಇನ್ನೂ ಯಾವುದೇ ಪ್ರತಿಕ್ರಿಯೆ ಇಲ್ಲ. ನಿಮ್ಮ ಅನಿಸಿಕೆಯನ್ನು ಮೊದಲು ಹಂಚಿಕೊಳ್ಳಿ.',
    );
  });

  it('says a removed comment was removed', async () => {
    const el = await fixture<KathaCommentThread>(
      html`<katha-comment-thread .comments=${[{ ...COMMENTS[0]!, removed: true }]}></katha-comment-thread>`,
    );
    expect(contentOf(articles(el)[0]!)).to.equal('This comment was removed.');
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)">
        <katha-comment-thread current-user-id="10" .comments=${COMMENTS}></katha-comment-thread>
      </div>`);
      const thread = el.querySelector('katha-comment-thread')!;
      buttonNamed(articles(thread)[0]!, 'Reply').click();
      await thread.updateComplete;
      await expectNoAxeViolations(el);
    });
  }
});
