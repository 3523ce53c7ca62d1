import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { type ColourPair, expectNonTextContrast, expectTextContrast } from '../test-utils/contrast.js';
import { expectNoAxeViolations, fixtureInLocale, loadedFontFamilies, waitFor } from '../test-utils/index.js';
import './article-card.js';
import type {
  ArticleOpenDetail,
  ArticleToggleDetail,
  CardArticle,
  KathaArticleCard,
} from './article-card.js';

const article: CardArticle = {
  documentId: 'doc-postman',
  slug: 'the-postman-of-kalasa',
  title: 'The Postman of Kalasa',
  subtitle: 'Letters, rain and a bicycle in the hills',
  read_time: 6,
  publishedAt: '2026-07-14T09:00:00.000Z',
  featured_image: {
    url: '/uploads/postman.jpg',
    width: 1600,
    height: 900,
    alternativeText: 'A postman cycling in the rain',
    formats: {
      large: { url: '/uploads/large_postman.jpg', width: 1000, height: 563 },
      thumbnail: { url: '/uploads/thumbnail_postman.jpg', width: 245, height: 138 },
      small: { url: '/uploads/small_postman.jpg', width: 500, height: 281 },
      medium: { url: '/uploads/medium_postman.jpg', width: 750, height: 422 },
    },
  },
  author: { name: 'Meera Rao', username: 'meera' },
  topic: { name: 'Stories' },
  liked_by: [],
  bookmarked_by: [{ id: 7 }],
};

const q = <T extends Element>(el: KathaArticleCard, selector: string) =>
  el.shadowRoot!.querySelector<T>(selector)!;
const settle = () => new Promise((resolve) => setTimeout(resolve));
const likeOf = (el: KathaArticleCard) => q<HTMLButtonElement>(el, 'button.like');
const bookmarkOf = (el: KathaArticleCard) => q<HTMLButtonElement>(el, 'button.bookmark');
const status = (el: KathaArticleCard) => q(el, '[role="status"]').textContent!.trim();

describe('katha-article-card', () => {
  it('shows title, subtitle, author, topic, read time and date in the page language', async () => {
    const el = await fixtureInLocale<KathaArticleCard>(
      html`<katha-article-card .article=${{ ...article, title: 'कलसा का डाकिया', author: { name: 'मीरा राव' } }}></katha-article-card>`,
      'hi-IN',
    );
    const link = q<HTMLAnchorElement>(el, '[role="heading"] a');
    expect(link.textContent).to.equal('कलसा का डाकिया');
    expect(link.getAttribute('href')).to.equal('/core/article/the-postman-of-kalasa');
    expect(q(el, '[role="heading"]').getAttribute('aria-level')).to.equal('3');
    expect(q(el, '.subtitle').textContent).to.equal('Letters, rain and a bicycle in the hills');
    expect(q(el, '.author-name').textContent).to.equal('मीरा राव द्वारा');
    expect(q(el, '.topic').textContent).to.equal('Stories');
    expect(q(el, '.meta').textContent).to.contain('6 मिनट में पढ़ें');
    expect(q(el, 'time').getAttribute('datetime')).to.equal('2026-07-14T09:00:00.000Z');
    expect(q(el, 'time').textContent).to.equal('14 जुल॰ 2026');
  });

  it("with image-endpoint, offers the endpoint's widths up to the image's own, and a small avatar", async () => {
    const withAvatar = {
      ...article,
      author: { name: 'Meera Rao', profile_image: { url: '/uploads/meera.webp', width: 400, height: 400 } },
    };
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${withAvatar} image-endpoint="https://katha.test/_image"></katha-article-card>`,
    );
    const img = q<HTMLImageElement>(el, 'img');
    const at = (width: number) => `https://katha.test/_image?url=%2Fuploads%2Fpostman.jpg&w=${width}&q=75`;
    expect(img.getAttribute('srcset')).to.equal(
      [640, 750, 828, 1080, 1200, 1920].map((width) => `${at(width)} ${width}w`).join(', '),
    );
    expect(img.getAttribute('src')).to.equal(at(640));
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['640', '360']);
    expect(q(el, '.avatar img').getAttribute('src')).to.equal(
      'https://katha.test/_image?url=%2Fuploads%2Fmeera.webp&w=64&q=75',
    );
  });

  it('offers every Strapi rendition in srcset, sizes the box ahead of loading, and lazy-loads', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card style="inline-size: 360px" .article=${article} media-base="https://cms.katha.test/"></katha-article-card>`,
    );
    const img = q<HTMLImageElement>(el, 'img');
    expect(img.getAttribute('srcset')).to.equal(
      [
        'https://cms.katha.test/uploads/thumbnail_postman.jpg 245w',
        'https://cms.katha.test/uploads/small_postman.jpg 500w',
        'https://cms.katha.test/uploads/medium_postman.jpg 750w',
        'https://cms.katha.test/uploads/large_postman.jpg 1000w',
        'https://cms.katha.test/uploads/postman.jpg 1600w',
      ].join(', '),
    );
    expect(img.getAttribute('src')).to.equal('https://cms.katha.test/uploads/small_postman.jpg');
    expect(img.getAttribute('sizes')).to.contain('100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['500', '281']);
    expect(img.alt).to.equal('A postman cycling in the rain');
    expect(img.loading).to.equal('lazy');
    // The 16:9 box is there before the image arrives: no layout shift.
    const box = q(el, '.media').getBoundingClientRect();
    expect(Math.round(box.height)).to.equal(Math.round((box.width * 9) / 16));
  });

  it('loads a priority card image eagerly with high fetch priority', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card priority .article=${article}></katha-article-card>`,
    );
    const img = q<HTMLImageElement>(el, 'img');
    expect(img.loading).to.equal('eager');
    expect(img.getAttribute('fetchpriority')).to.equal('high');
  });

  it('fires katha-open then katha-navigate on a plain click, and lets the app route', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${article}></katha-article-card>`,
    );
    const seen: string[] = [];
    el.addEventListener('katha-open', (event) => seen.push(`open ${event.detail.href}`));
    el.addEventListener('katha-navigate', (event) => {
      seen.push(`navigate ${event.detail.href}`);
      event.preventDefault();
    });
    const opened = oneEvent(el, 'katha-open');
    q<HTMLAnchorElement>(el, 'a').click();
    const { detail } = (await opened) as CustomEvent<ArticleOpenDetail>;
    expect(detail).to.deep.equal({
      documentId: 'doc-postman',
      slug: 'the-postman-of-kalasa',
      href: '/core/article/the-postman-of-kalasa',
    });
    expect(seen).to.deep.equal([
      'open /core/article/the-postman-of-kalasa',
      'navigate /core/article/the-postman-of-kalasa',
    ]);
  });

  it('stops at katha-open when the host cancels it, and honours an href', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card href="/embed/read?id=1" .article=${article}></katha-article-card>`,
    );
    let navigated = false;
    el.addEventListener('katha-open', (event) => event.preventDefault());
    el.addEventListener('katha-navigate', () => {
      navigated = true;
    });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
    q<HTMLAnchorElement>(el, 'a').dispatchEvent(click);
    expect(click.defaultPrevented).to.equal(true);
    expect(navigated).to.equal(false);
    expect(q(el, 'a').getAttribute('href')).to.equal('/embed/read?id=1');
  });

  it('opens when the card is clicked anywhere (the title link covers it)', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card style="inline-size: 360px" .article=${article}></katha-article-card>`,
    );
    const subtitle = q(el, '.subtitle').getBoundingClientRect();
    const hit = el.shadowRoot!.elementFromPoint(subtitle.left + 5, subtitle.top + 5);
    expect(hit).to.equal(q(el, 'a'));
  });

  it('fires katha-like with the article, shows the like and its count at once, and rolls back when the call fails', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${article} .likeCount=${3}></katha-article-card>`,
    );
    let fail!: (reason: Error) => void;
    let toggles = 0;
    el.addEventListener('katha-toggle', () => toggles++);
    el.addEventListener('katha-like', (event) =>
      event.detail.waitUntil(new Promise((_, reject) => (fail = reject))),
    );
    const like = likeOf(el);
    expect(like.getAttribute('aria-pressed')).to.equal('false');
    expect(like.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Like 3');
    const liked = oneEvent(el, 'katha-like');
    like.click();
    const { detail } = (await liked) as CustomEvent<ArticleToggleDetail>;
    expect(detail).to.include({ documentId: 'doc-postman', pressed: true });
    expect(detail.waitUntil).to.be.a('function');
    expect(toggles).to.equal(0);
    await el.updateComplete;
    expect(like.getAttribute('aria-pressed')).to.equal('true');
    expect(like.getAttribute('aria-busy')).to.equal('true');
    expect(like.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Liked 4');
    // The heart fills.
    expect(getComputedStyle(like.querySelector('svg')!).fill).to.not.equal('none');
    // A second press while the call is pending does nothing.
    like.click();
    await el.updateComplete;
    expect(like.getAttribute('aria-pressed')).to.equal('true');
    fail(new Error('offline'));
    await settle();
    await el.updateComplete;
    expect(like.getAttribute('aria-pressed')).to.equal('false');
    expect(like.hasAttribute('aria-busy'), 'busy no more').to.equal(false);
    expect(q(el, '.count').textContent).to.equal('3');
    expect(status(el)).to.equal('Your like could not be saved. Please try again.');
  });

  it("shows the reader's bookmark and fires katha-bookmark; it keeps a press the host's unchanged data does not undo", async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${article}></katha-article-card>`,
    );
    const button = bookmarkOf(el);
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    expect(button.textContent!.trim()).to.equal('Bookmarked');
    const fired = oneEvent(el, 'katha-bookmark');
    button.click();
    const { detail } = (await fired) as CustomEvent<ArticleToggleDetail>;
    expect(detail).to.include({ documentId: 'doc-postman', pressed: false });
    await settle();
    await el.updateComplete;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(status(el)).to.equal('');
    // The host re-renders with the same data: the press stands. New data from the host shows.
    el.article = { ...article };
    await el.updateComplete;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    el.liked = true;
    el.likeCount = 1200;
    await el.updateComplete;
    expect(likeOf(el).getAttribute('aria-pressed')).to.equal('true');
    expect(q(el, '.count').textContent).to.equal('1.2K');
  });

  it('likes and unlikes with the keyboard (Space and Enter), its label the name, the icon the only thing shown', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${article} .likeCount=${9}></katha-article-card>`,
    );
    const pressed: boolean[] = [];
    el.addEventListener('katha-like', (event) => pressed.push(event.detail.pressed));
    likeOf(el).focus();
    expect(el.shadowRoot!.activeElement === likeOf(el), 'the like has focus').to.equal(true);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(likeOf(el).getAttribute('aria-pressed')).to.equal('true');
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(pressed).to.deep.equal([true, false]);
    expect(likeOf(el).getAttribute('aria-pressed')).to.equal('false');
    expect(q(el, '.count').textContent).to.equal('9');
    // The label is for assistive technology only; the touch target stays 36px.
    expect(q(el, 'button.like .label').getBoundingClientRect().width).to.be.at.most(1);
    const box = likeOf(el).getBoundingClientRect();
    expect(Math.min(box.width, box.height)).to.be.at.least(36);
  });

  it('speaks Hindi and Kannada on its like and bookmark', async () => {
    const hindi = await fixtureInLocale<KathaArticleCard>(
      html`<katha-article-card .article=${article}></katha-article-card>`,
      'hi-IN',
    );
    expect(likeOf(hindi).textContent!.trim()).to.equal('पसंद करें');
    expect(bookmarkOf(hindi).textContent!.trim()).to.equal('बुकमार्क किया');
    const kannada = await fixtureInLocale<KathaArticleCard>(
      html`<katha-article-card .article=${article} liked></katha-article-card>`,
      'kn-IN',
    );
    expect(likeOf(kannada).textContent!.trim()).to.equal('ಇಷ್ಟವಾಗಿದೆ');
  });

  it('shows its like (with its count) and bookmark, pressed or not, legibly in the seven colour themes, light and dark', async () => {
    const cards = html`<katha-article-card .article=${article} liked .likeCount=${3}></katha-article-card>
      <katha-article-card .article=${{ ...article, bookmarked_by: [] }} .likeCount=${3}></katha-article-card>`;
    const pairs =
      (selector: string) =>
      (container: HTMLElement): ColourPair[] =>
        [...container.querySelectorAll<KathaArticleCard>('katha-article-card')].map((card, index) => {
          const button = getComputedStyle(q(card, selector));
          return [`${index ? 'released' : 'pressed'} ${selector}`, button.color, button.backgroundColor];
        });
    // The like's count is text; the bookmark shows its icon only.
    await expectTextContrast(cards, pairs('button.like'));
    await expectNonTextContrast(cards, pairs('button.bookmark'));
  });

  it('draws its like and bookmark in its own shadow root, not as nested toggle elements', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${article}></katha-article-card>`,
    );
    // Each nested toggle cost a page of cards a shadow root, a copy of its styles and a hydration.
    expect(el.shadowRoot!.querySelectorAll('katha-toggle-button')).to.have.length(0);
    const buttons = [...el.shadowRoot!.querySelectorAll('.actions button')];
    expect(
      buttons.map((button) => [button.getAttribute('type'), button.getAttribute('aria-pressed')]),
    ).to.deep.equal([
      ['button', 'false'],
      ['button', 'true'],
    ]);
    el.hideActions = true;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('button')).to.have.length(0);
  });

  it('renders markup in the data as text, never as HTML', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${{ ...article, title: '<img src=x onerror=alert(1)>Hi', subtitle: '<b>bold</b>' }}></katha-article-card>`,
    );
    expect(el.shadowRoot!.querySelectorAll('b, .title img')).to.have.length(0);
    expect(q(el, 'a').textContent).to.equal('<img src=x onerror=alert(1)>Hi');
  });

  it('lays the compact variant out as a row with a thumbnail', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card variant="compact" style="inline-size: 420px" .article=${article}></katha-article-card>`,
    );
    const media = q(el, '.media').getBoundingClientRect();
    const body = q(el, '.body').getBoundingClientRect();
    // The test window is wider than 600px: the bigger thumbnail, matching the image's sizes.
    expect(innerWidth).to.be.at.least(600);
    expect(media.width).to.equal(200);
    expect(body.left).to.be.at.least(media.right);
    expect(q(el, 'img').getAttribute('sizes')).to.equal('(min-width: 600px) 200px, 112px');
  });

  it('gives an article without an image no stand-in block: its words from the top, as tall as its row, read time shown', async () => {
    const grid = await fixture<HTMLDivElement>(
      html`<div style="display: grid; grid-template-columns: 320px 320px; gap: 16px">
        <katha-article-card .article=${article}></katha-article-card>
        <katha-article-card .article=${{ ...article, featured_image: null }}></katha-article-card>
      </div>`,
    );
    const [pictured, bare] = [...grid.querySelectorAll<KathaArticleCard>('katha-article-card')];
    await bare!.updateComplete;
    const box = (el: KathaArticleCard, selector: string) => q(el, selector).getBoundingClientRect();
    // The row makes both cards as tall.
    expect(Math.round(box(bare!, '.base').height)).to.equal(Math.round(box(pictured!, '.base').height));
    // No grey block: the words sit on the card's own surface, from its top (under the topic)...
    expect(getComputedStyle(q(bare!, '.body')).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(box(bare!, '.title').top - box(bare!, '.base').top).to.be.at.most(80);
    // ...and the footer, with the read time, at the card's foot, inside it.
    const base = box(bare!, '.base');
    const meta = box(bare!, '.meta');
    expect(q(bare!, '.meta').textContent).to.contain('6 min read');
    expect(meta.bottom).to.be.at.most(base.bottom);
    expect(meta.right).to.be.at.most(base.right);
    expect(base.bottom - box(bare!, '.footer').bottom).to.be.at.most(24);
    // A pictured card keeps its layout.
    expect(box(pictured!, '.footer').top - box(pictured!, '.subtitle').bottom).to.be.at.most(24);
  });

  it('shows nothing, not even a gap, for a topic, subtitle, author, date or read time the article lacks', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card
        style="inline-size: 360px"
        .article=${{ ...article, featured_image: null, topic: null, subtitle: null, author: null, read_time: null, publishedAt: null }}
      ></katha-article-card>`,
    );
    for (const selector of ['.topic', '.subtitle', '.author', 'time', '.meta span'])
      expect(q(el, selector).checkVisibility(), selector).to.equal(false);
    // The title opens the card's text, and nothing is read out for what is missing.
    const body = q(el, '.body');
    expect(q(el, '.title').getBoundingClientRect().top - body.getBoundingClientRect().top).to.equal(
      Number.parseFloat(getComputedStyle(body).paddingTop),
    );
    expect(q(el, '.meta').textContent).to.equal('');
    // New data shows them.
    el.article = article;
    await el.updateComplete;
    for (const selector of ['.topic', '.subtitle', '.author', 'time', '.meta span'])
      expect(q(el, selector).checkVisibility(), selector).to.equal(true);
    expect(q(el, '.meta').textContent).to.contain('6 min read');
  });

  it('draws its topic and author picture in its own shadow root, not as nested elements', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${article}></katha-article-card>`,
    );
    // Each nested element cost a page of cards a shadow root, a copy of its styles and a hydration.
    expect(el.shadowRoot!.querySelectorAll('katha-chip, katha-avatar')).to.have.length(0);
    expect(q(el, '.avatar').textContent!.trim()).to.equal('MR');
    expect(q(el, '.avatar').getAttribute('aria-hidden')).to.equal('true');
  });

  it('keeps the text of a compact card inside it in a narrow column (a long author name ellipsizes)', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card variant="compact" style="inline-size: 340px" .article=${{
        ...article,
        title: 'The Kite Festival',
        author: { name: 'Siddharth Kulkarni-Venkataramanan' },
      }}></katha-article-card>`,
    );
    const base = q(el, '.base').getBoundingClientRect();
    for (const selector of ['.body', '.title', '.footer', 'button.bookmark'])
      expect(q(el, selector).getBoundingClientRect().right, selector).to.be.at.most(base.right);
    expect(q(el, '.title').scrollWidth).to.be.at.most(q(el, '.title').clientWidth);
  });

  it("takes its content width in a partner page's flex row (no size containment)", async () => {
    const row = await fixture<HTMLDivElement>(
      html`<div style="display: flex"><katha-article-card .article=${article}></katha-article-card></div>`,
    );
    expect(row.querySelector('katha-article-card')!.getBoundingClientRect().width).to.be.greaterThan(150);
  });

  it('rings the whole card when its title link has keyboard focus, not when a toggle has', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><button>before</button><katha-article-card .article=${article}></katha-article-card></div>`,
    );
    const el = wrapper.querySelector('katha-article-card')!;
    const box = q(el, 'article');
    expect(getComputedStyle(box).boxShadow).to.not.contain('0px 0px 0px 5px');
    wrapper.querySelector('button')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement).to.equal(q(el, 'a'));
    const ringed = () => getComputedStyle(box).boxShadow.includes('0px 0px 0px 5px');
    await waitFor(ringed, 'the card rings once its shadow has moved');
    // On to the like toggle: it rings itself, the card does not.
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement === likeOf(el), 'the like has focus').to.equal(true);
    await waitFor(() => !ringed(), 'the ring leaves the card');
    expect(getComputedStyle(likeOf(el)).boxShadow).to.contain('0px 0px 0px 5px');
  });

  it('draws Hindi and Kannada titles with the Noto fonts', async () => {
    await fixtureInLocale(
      html`<katha-article-card .article=${{ ...article, title: 'ಕಳಸದ ಅಂಚೆಯಣ್ಣ' }}></katha-article-card>`,
      'kn-IN',
    );
    await fixtureInLocale(
      html`<katha-article-card .article=${{ ...article, title: 'कलसा का डाकिया' }}></katha-article-card>`,
      'hi-IN',
    );
    const expected = ['Noto Sans Kannada', 'Noto Sans Devanagari'];
    expect([...(await loadedFontFamilies(expected))]).to.include.members(expected);
  });

  for (const mode of ['light', 'dark']) {
    it(`has no axe violations in ${mode} mode`, async () => {
      const el =
        await fixture(html`<div data-katha-mode=${mode} style="background: var(--katha-color-background); inline-size: 400px">
        <katha-article-card .article=${article} .likeCount=${2}></katha-article-card>
        <katha-article-card .article=${article} liked .likeCount=${3}></katha-article-card>
        <katha-article-card .article=${{ ...article, featured_image: null }}></katha-article-card>
        <katha-article-card variant="compact" .article=${{ ...article, featured_image: null }}></katha-article-card>
      </div>`);
      await expectNoAxeViolations(el);
    });
  }
});
