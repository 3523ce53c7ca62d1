import { expect, fixture, html } from '@open-wc/testing';
import './article-card.js';
import type { CardArticle, KathaArticleCard } from './article-card.js';
import { endpointImageSources } from './image-sources.js';

// A writer's camera photo, wider than any screen draws a card.
const photo = { url: '/uploads/market.jpg', width: 4000, height: 3000, alternativeText: 'A market at dawn' };
const article: CardArticle = {
  documentId: 'doc-market',
  slug: 'market',
  title: 'The market',
  featured_image: photo,
};
const at = (width: number) => `/_image?url=%2Fuploads%2Fmarket.jpg&w=${width}&q=75`;
const srcsetOf = (widths: number[]) => widths.map((width) => `${at(width)} ${width}w`).join(', ');

describe('card image sources', () => {
  it('a card offers the widths its screens can pick, up to 1920 (a 599 px phone at 3x), not 2048 or 3840', async () => {
    const el = await fixture<KathaArticleCard>(
      html`<katha-article-card .article=${article} image-endpoint="/_image"></katha-article-card>`,
    );
    const img = el.shadowRoot!.querySelector('img')!;
    expect(img.getAttribute('srcset')).to.equal(srcsetOf([640, 750, 828, 1080, 1200, 1920]));
    expect(img.getAttribute('src')).to.equal(at(640));
    expect([img.getAttribute('width'), img.getAttribute('height')]).to.deep.equal(['640', '480']);
  });

  it("an article's own picture (760 px wide at 3x) still gets 2048 and 3840", () => {
    expect(endpointImageSources(photo, '/_image')?.srcset).to.equal(
      srcsetOf([640, 750, 828, 1080, 1200, 1920, 2048, 3840]),
    );
  });
});
