import type { Article } from '@katha/sdk';
import '@katha/ui/article-card';
import type { ArticleOpenDetail } from '@katha/ui/article-card';
import { baseStyles } from '@katha/ui/core';
import { css, html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { fetchArticles } from '../core/articles.js';
import { KathaEmbedElement } from '../core/embed-element.js';
import { emptyState, errorState, loadingState } from '../core/states.js';
import { embedStyles } from '../core/styles.js';
import { articleHref, imageEndpointOf } from '../core/urls.js';
import '../generated/messages/embeds-card.js';

export type { ArticleOpenDetail };

type Status = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

/**
 * @summary One Katha article as a card on a partner's page, fetched from the CMS by `slug` or
 * `document-id` in `locale`: the kit's `katha-article-card` (image, title linking to the article
 * on `site-url`, subtitle, author, topic, date and read time). Shows a skeleton while loading, a
 * "not found" state when the CMS has no such published article in that language, and an error
 * with a retry. Nothing from the CMS is rendered as HTML. Loads again when what it shows changes.
 *
 * @csspart card - The `katha-article-card` (its parts: `card-base`, `card-image`, `card-title`, its `base`, `image`, `title`).
 * @csspart card-base - The card's `<article>` box.
 * @csspart card-image - The featured `<img>`.
 * @csspart card-title - The title link.
 * @csspart state - The loading, empty or error state.
 * @csspart retry - The error state's "Try again" button.
 *
 * @cssprop --katha-embed-max-width - The widest the card gets (420px).
 * @cssprop --katha-color-primary - Links, focus ring and the topic chip.
 * @cssprop --katha-color-surface - The card's background.
 * @cssprop --katha-color-text - The text colour.
 * @cssprop --katha-radius-lg - The card's corners.
 * @cssprop --katha-font-family - The font.
 *
 * @fires {CustomEvent<ArticleOpenDetail>} katha-open - The title link was activated (cancel it to route yourself).
 */
@customElement('katha-embed-article-card')
export class KathaEmbedArticleCard extends KathaEmbedElement {
  static override styles = [
    baseStyles,
    embedStyles,
    css`
      :host {
        max-inline-size: var(--katha-embed-max-width, 420px);
      }
    `,
  ];

  /** The article's slug in `locale` (slugs are per language). */
  @property() slug = '';

  /** The article's documentId (the same in every language); used when `slug` is empty. */
  @property({ attribute: 'document-id' }) documentId = '';

  /** The site's URL, e.g. `https://katha.example`: the title links to `<site-url>/core/article/<slug>`. */
  @property({ attribute: 'site-url' }) siteUrl = '';

  /** The site's image endpoint, an absolute URL (default `<site-url>/_image`); without either, Strapi's renditions. */
  @property({ attribute: 'image-endpoint' }) imageEndpoint = '';

  /** `default` (image on top) or `compact` (a row with a thumbnail). */
  @property() variant: 'default' | 'compact' = 'default';

  /** The level of the title heading (2 to 6), to fit the partner page's outline. */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 3;

  @state() private status: Status = 'idle';
  @state() private article?: Article;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('slug') || changed.has('documentId') || changed.has('cmsUrl') || this.localeChanged())
      void this.#load();
  }

  protected override reload(): void {
    void this.#load();
  }

  async #load() {
    const signal = this.beginLoad();
    const client = this.client;
    const slug = this.slug.trim();
    const documentId = this.documentId.trim();
    if (!client || (!slug && !documentId)) {
      this.status = client ? 'empty' : 'error';
      this.endLoad(signal);
      return;
    }
    this.status = 'loading';
    try {
      const { articles } = await fetchArticles(client, {
        locale: this.locale,
        filters: [slug ? { slug: { $eq: slug } } : { documentId: { $eq: documentId } }],
        pageSize: 1,
        listingRule: false,
        signal,
      });
      if (signal.aborted) return;
      this.article = articles[0];
      this.status = this.article ? 'ready' : 'empty';
    } catch {
      if (signal.aborted) return;
      this.status = 'error';
    } finally {
      this.endLoad(signal);
    }
  }

  #body() {
    switch (this.status) {
      case 'ready':
        return html`<katha-article-card
          part="card"
          exportparts="base: card-base, image: card-image, title: card-title"
          .article=${this.article}
          variant=${this.variant}
          href=${articleHref(this.siteUrl, this.article?.slug)}
          media-base=${this.cmsBase}
          image-endpoint=${imageEndpointOf(this.siteUrl, this.imageEndpoint)}
          heading-level=${this.headingLevel}
          hide-actions
        ></katha-article-card>`;
      case 'empty':
        return emptyState({
          heading: this.t('embeds-card.notFoundHeading'),
          message: this.t('embeds-card.notFound'),
          level: this.headingLevel,
        });
      case 'error':
        return errorState(this, this.client && (() => void this.#load()));
      default:
        return loadingState(this.t('embeds-card.loading'), 'card');
    }
  }

  override render() {
    const locale = this.locale;
    return keyed(
      locale,
      html`<div lang=${locale} aria-busy=${this.status === 'loading' ? 'true' : 'false'}>${this.#body()}</div>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-embed-article-card': KathaEmbedArticleCard;
  }
}
