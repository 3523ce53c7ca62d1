import { type Article, type ArticleFilters, mergePages } from '@katha/sdk';
import '@katha/ui/article-list';
import { baseStyles } from '@katha/ui/core';
import { html, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { fetchArticles } from '../core/articles.js';
import { KathaEmbedElement } from '../core/embed-element.js';
import { embedStyles } from '../core/styles.js';
import { articleHref, imageEndpointOf } from '../core/urls.js';
import '../generated/messages/embeds.js';
import '../generated/messages/embeds-list.js';

/** The most articles one page may ask for. */
export const MAX_PAGE_SIZE = 24;

/**
 * @summary A listing of Katha articles on a partner's page, newest first, by `topic` (slug) or
 * `author` (username) or both, `page-size` at a time with "Load more"; in `locale`. Card-shaped
 * skeletons while loading, an empty state, an error with a retry. Nothing from the CMS is
 * rendered as HTML. Starts over when any attribute changes.
 *
 * @csspart list - The `katha-article-list` (its parts are exported as `list-items`, `load-more`).
 *
 * @cssprop --katha-article-list-min-card - The narrowest a card gets in the grid (300px).
 * @cssprop --katha-color-primary - Links, buttons and focus ring.
 * @cssprop --katha-color-surface - The cards' background.
 * @cssprop --katha-color-text - The text colour.
 * @cssprop --katha-font-family - The font.
 */
@customElement('katha-embed-article-list')
export class KathaEmbedArticleList extends KathaEmbedElement {
  static override styles = [baseStyles, embedStyles];

  /** Only articles in this topic (its slug: `fiction`, `poetry`…). */
  @property() topic = '';

  /** Only articles by this author (their username). */
  @property() author = '';

  /** Articles per page (1 to 24). */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 6;

  /** `grid` of cards, or `list`: one column of compact cards. */
  @property() layout: 'grid' | 'list' = 'grid';

  /** The site's URL, e.g. `https://katha.example`: titles link to `<site-url>/core/article/<slug>`. */
  @property({ attribute: 'site-url' }) siteUrl = '';

  /** The site's image endpoint, an absolute URL (default `<site-url>/_image`); without either, Strapi's renditions. */
  @property({ attribute: 'image-endpoint' }) imageEndpoint = '';

  /** The list's accessible name (a landmark); "Stories from Katha" in `locale` when empty. Name each list when a page has several. */
  @property() label = '';

  /** The level of the cards' title headings (2 to 6). */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 3;

  @state() private articles: Article[] = [];
  @state() private loading = false;
  @state() private failed = false;
  @state() private page = 0;
  @state() private pageCount = 0;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (
      changed.has('topic') ||
      changed.has('author') ||
      changed.has('pageSize') ||
      changed.has('cmsUrl') ||
      this.localeChanged()
    )
      void this.#load(1);
  }

  #filters(): ArticleFilters[] {
    const filters: ArticleFilters[] = [];
    if (this.topic.trim()) filters.push({ topic: { slug: { $eq: this.topic.trim() } } });
    if (this.author.trim()) filters.push({ author: { username: { $eq: this.author.trim() } } });
    return filters;
  }

  protected override reload(): void {
    void this.#load(this.articles.length ? this.page + 1 : 1);
  }

  /** `page-size`, kept within 1..MAX_PAGE_SIZE. As many skeletons stand in for a page, so the page does not jump when it arrives. */
  #pageSize(): number {
    return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.round(this.pageSize) || 6));
  }

  async #load(page: number) {
    const signal = this.beginLoad();
    if (page === 1) {
      this.articles = [];
      this.pageCount = 0;
    }
    const client = this.client;
    this.failed = !client;
    if (!client) return this.endLoad(signal);
    this.loading = true;
    try {
      const result = await fetchArticles(client, {
        locale: this.locale,
        filters: this.#filters(),
        page,
        pageSize: this.#pageSize(),
        signal,
      });
      if (signal.aborted) return;
      this.articles = mergePages(this.articles, result.articles, page);
      this.page = page;
      this.pageCount = result.pageCount;
    } catch {
      if (!signal.aborted) this.failed = true;
    } finally {
      if (!signal.aborted) this.loading = false;
      this.endLoad(signal);
    }
  }

  override render() {
    const locale = this.locale;
    return keyed(
      locale,
      html`<section lang=${locale} aria-label=${this.label || this.t('embeds-list.label')}>
        <katha-article-list
          part="list"
          exportparts="list: list-items, load-more"
          .articles=${this.articles}
          .hrefFor=${(article: Article) => articleHref(this.siteUrl, article.slug)}
          ?loading=${this.loading}
          ?error=${this.failed}
          ?has-more=${this.page < this.pageCount}
          error-message=${this.t('embeds.error')}
          empty-heading=${this.t('embeds-list.emptyHeading')}
          empty-message=${this.t('embeds-list.empty')}
          layout=${this.layout}
          skeleton-count=${this.#pageSize()}
          media-base=${this.cmsBase}
          image-endpoint=${imageEndpointOf(this.siteUrl, this.imageEndpoint)}
          heading-level=${this.headingLevel}
          hide-actions
          @katha-load-more=${() => this.#load(this.page + 1)}
          @katha-retry=${() => this.#load(this.articles.length ? this.page + 1 : 1)}
        ></katha-article-list>
      </section>`,
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-embed-article-list': KathaEmbedArticleList;
  }
}
