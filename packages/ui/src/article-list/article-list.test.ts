import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { CardArticle } from '../article-card/article-card.js';
import { expectNoAxeViolations, fixtureInLocale } from '../test-utils/index.js';
import './article-list.js';
import type { KathaArticleList } from './article-list.js';

const articles = (from: number, count: number): CardArticle[] =>
  Array.from({ length: count }, (_, index) => ({
    documentId: `doc-${from + index}`,
    slug: `story-${from + index}`,
    title: `Story ${from + index}`,
    read_time: 3,
    author: { name: 'Meera Rao' },
  }));

const cards = (el: KathaArticleList) => [...el.shadowRoot!.querySelectorAll('katha-article-card')];
const skeletons = (el: KathaArticleList) => el.shadowRoot!.querySelectorAll('katha-skeleton').length;
const status = (el: KathaArticleList) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();

describe('katha-article-list', () => {
  it('shows card skeletons and says it is loading before the first page arrives', async () => {
    const el = await fixture<KathaArticleList>(
      html`<katha-article-list loading skeleton-count="4"></katha-article-list>`,
    );
    expect(skeletons(el)).to.equal(4);
    expect(el.shadowRoot!.querySelector('ul')!.getAttribute('aria-busy')).to.equal('true');
    expect(status(el)).to.equal('Loading articles…');
    expect(el.shadowRoot!.querySelector('katha-empty-state')).to.equal(null);
  });

  it('shows a card per article, loads the first images eagerly, and keeps cards when a page is appended', async () => {
    const el = await fixture<KathaArticleList>(
      html`<katha-article-list has-more .articles=${articles(1, 3)}></katha-article-list>`,
    );
    expect(cards(el).map((card) => card.article!.title)).to.deep.equal(['Story 1', 'Story 2', 'Story 3']);
    expect(cards(el).map((card) => card.priority)).to.deep.equal([true, true, false]);
    expect(status(el)).to.equal('3 articles shown');
    const first = cards(el)[0];
    el.articles = [...el.articles, ...articles(4, 2)];
    await el.updateComplete;
    expect(cards(el)).to.have.length(5);
    expect(cards(el)[0]).to.equal(first);
  });

  it('fires katha-load-more from the keyboard and keeps the focused button while the page loads', async () => {
    const el = await fixture<KathaArticleList>(
      html`<katha-article-list has-more .articles=${articles(1, 2)}></katha-article-list>`,
    );
    const button = el.shadowRoot!.querySelector('katha-button')!;
    button.focus();
    const more = oneEvent(el, 'katha-load-more');
    await sendKeys({ press: 'Enter' });
    await more;
    el.loading = true;
    await el.updateComplete;
    expect(button.loading).to.equal(true);
    expect(el.shadowRoot!.activeElement).to.equal(button);
    expect(skeletons(el)).to.equal(3);
    expect(cards(el)).to.have.length(2);
  });

  it("passes the cards' like events on to the host, with the article", async () => {
    const el = await fixture<KathaArticleList>(
      html`<katha-article-list .articles=${articles(1, 2)}></katha-article-list>`,
    );
    const liked = oneEvent(el, 'katha-like');
    await cards(el)[1]!.updateComplete;
    cards(el)[1]!.shadowRoot!.querySelector<HTMLButtonElement>('button.like')!.click();
    expect(((await liked) as CustomEvent<{ documentId: string; pressed: boolean }>).detail).to.include({
      documentId: 'doc-2',
      pressed: true,
    });
  });

  it('links each card where hrefFor says, and to the default article path without it', async () => {
    const el = await fixture<KathaArticleList>(
      html`<katha-article-list .articles=${articles(1, 2)}></katha-article-list>`,
    );
    const link = (index: number) =>
      cards(el)[index]!.shadowRoot!.querySelector('[part="title"]')!.getAttribute('href');
    expect(link(0)).to.equal('/core/article/story-1');
    el.hrefFor = (article) => `https://katha.example/core/article/${article.slug}`;
    await el.updateComplete;
    await Promise.all(cards(el).map((card) => card.updateComplete));
    expect([link(0), link(1)]).to.deep.equal([
      'https://katha.example/core/article/story-1',
      'https://katha.example/core/article/story-2',
    ]);
  });

  it('has no load-more button on the last page', async () => {
    const el = await fixture<KathaArticleList>(
      html`<katha-article-list .articles=${articles(1, 2)}></katha-article-list>`,
    );
    expect(el.shadowRoot!.querySelector('katha-button')).to.equal(null);
  });

  it('shows the empty state with the host text and action', async () => {
    const el = await fixture<KathaArticleList>(
      html`<katha-article-list empty-heading="No bookmarks yet"><a slot="empty" href="/">Browse</a></katha-article-list>`,
    );
    const empty = el.shadowRoot!.querySelector('katha-empty-state')!;
    expect(empty.heading).to.equal('No bookmarks yet');
    expect(el.querySelector('a')!.assignedSlot).to.not.equal(null);
  });

  it('shows the error state with a retry that reaches the host, in Kannada', async () => {
    const el = await fixtureInLocale<KathaArticleList>(
      html`<katha-article-list error></katha-article-list>`,
      'kn-IN',
    );
    const errorState = el.shadowRoot!.querySelector('katha-error-state')!;
    expect(errorState.shadowRoot!.textContent).to.contain('ಏನೋ ತಪ್ಪಾಗಿದೆ');
    const retry = oneEvent(el, 'katha-retry');
    errorState.shadowRoot!.querySelector('katha-button')!.click();
    await retry;
  });

  it('keeps the cards and shows the error below them when a later page fails', async () => {
    const el = await fixture<KathaArticleList>(
      html`<katha-article-list error has-more error-message="Could not load more." .articles=${articles(1, 2)}></katha-article-list>`,
    );
    expect(cards(el)).to.have.length(2);
    expect(el.shadowRoot!.querySelector('katha-error-state')!.message).to.equal('Could not load more.');
    expect(el.shadowRoot!.querySelector('katha-button')).to.equal(null);
  });

  it('is a responsive grid: three columns on a wide page, one on a phone, one in list layout', async () => {
    const el = await fixture<KathaArticleList>(
      html`<div style="inline-size: 1000px"><katha-article-list .articles=${articles(1, 3)}></katha-article-list></div>`,
    );
    const list = el.querySelector('katha-article-list')!;
    const lefts = () =>
      new Set(cards(list).map((card) => Math.round(card.getBoundingClientRect().left))).size;
    expect(lefts()).to.equal(3);
    el.style.inlineSize = '360px';
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(lefts()).to.equal(1);
    el.style.inlineSize = '1000px';
    list.layout = 'list';
    await list.updateComplete;
    expect(lefts()).to.equal(1);
    expect(cards(list)[0]!.variant).to.equal('compact');
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode, loading more`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background)">
        <katha-article-list loading has-more .articles=${articles(1, 2)}></katha-article-list>
      </div>`);
      await expectNoAxeViolations(el);
    });
  }
});
