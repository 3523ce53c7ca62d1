import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import '../article-card/article-card.js';
import type { CardArticle } from '../article-card/article-card.js';
import '../button/button.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import '../empty-state/empty-state.js';
import '../error-state/error-state.js';
import '../skeleton/skeleton.js';
import { styles } from './article-list.styles.js';
import '@katha/i18n/messages/article-list';

/**
 * @summary A listing of article cards (a responsive grid, or rows of compact cards) with a
 * "Load more" button, card-shaped skeletons while loading, an empty state and an error state
 * with a retry. The host owns the data: it appends the next page to `articles`.
 *
 * @slot empty - An action for the empty state (a link to browse, to write…).
 *
 * @csspart list - The `<ul>` of cards.
 * @csspart load-more - The "Load more" `katha-button`.
 *
 * @cssprop --katha-article-list-min-card - The narrowest a card gets in the grid before the grid drops a column (300px).
 *
 * @fires {CustomEvent<void>} katha-load-more - The reader asked for the next page.
 * @fires {CustomEvent<void>} katha-retry - The reader asked to try loading again (from the error state).
 * @fires {CustomEvent<ArticleOpenDetail>} katha-open - From a card: its article was opened (cancel to route in the app).
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - From a card, after an uncancelled `katha-open`.
 * @fires {CustomEvent<ArticleToggleDetail>} katha-like - From a card: liked or unliked (pass the call to `waitUntil`).
 * @fires {CustomEvent<ArticleToggleDetail>} katha-bookmark - From a card: bookmarked or not (pass the call to `waitUntil`).
 */
@customElement('katha-article-list')
export class KathaArticleList extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The articles to show, in order (Strapi shape; see `katha-article-card`). */
  @property({ attribute: false }) articles: readonly CardArticle[] = [];

  /** A page is loading: skeletons show (after the cards already there). */
  @property({ type: Boolean, reflect: true }) loading = false;

  /** More pages exist: shows "Load more". */
  @property({ type: Boolean, attribute: 'has-more' }) hasMore = false;

  /** Loading failed: shows the error state with a retry (after the cards already there). */
  @property({ type: Boolean, reflect: true }) error = false;

  /** The error's text, already translated; a generic one when empty. */
  @property({ attribute: 'error-message' }) errorMessage = '';

  /** The empty state's heading, already translated ("No bookmarks yet"); a generic one when empty. */
  @property({ attribute: 'empty-heading' }) emptyHeading = '';

  /** The empty state's explanation, already translated. */
  @property({ attribute: 'empty-message' }) emptyMessage = '';

  /** `grid` of default cards, or `list`: one column of compact cards. */
  @property({ reflect: true }) layout: 'grid' | 'list' = 'grid';

  /** How many skeletons stand in for a page that is loading. */
  @property({ type: Number, attribute: 'skeleton-count' }) skeletonCount = 3;

  /** How many of the first cards load their image eagerly (above the fold). */
  @property({ type: Number, attribute: 'priority-count' }) priorityCount = 2;

  /** Passed to every card: prefix of relative image URLs. */
  @property({ attribute: 'media-base' }) mediaBase = '';

  /** Passed to every card: the site's image endpoint (e.g. `/_image`), empty for Strapi's renditions. */
  @property({ attribute: 'image-endpoint' }) imageEndpoint = '';

  /** Passed to every card: hides like and bookmark (visitors, embeds). */
  @property({ type: Boolean, attribute: 'hide-actions' }) hideActions = false;

  /** Passed to every card: the level of its title heading. */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 3;

  /** Where each card's title links (a partner embed links to the site); the card's default when unset or ''. */
  @property({ attribute: false }) hrefFor?: (article: CardArticle) => string;

  override render() {
    const count = this.articles.length;
    if (!count && this.error) return this.#error();
    if (!count && !this.loading) {
      return html`<katha-empty-state heading=${this.emptyHeading} message=${this.emptyMessage}>
        <slot name="empty"></slot>
      </katha-empty-state>`;
    }
    const variant = this.layout === 'list' ? 'compact' : 'default';
    return html`<ul part="list" class="list" aria-busy=${this.loading ? 'true' : 'false'}>
        ${repeat(
          this.articles,
          (article) => article.documentId,
          (article, index) => html`<li>
            <katha-article-card
              .article=${article}
              variant=${variant}
              href=${this.hrefFor?.(article) ?? ''}
              media-base=${this.mediaBase}
              image-endpoint=${this.imageEndpoint}
              ?priority=${index < this.priorityCount}
              ?hide-actions=${this.hideActions}
              heading-level=${this.headingLevel}
            ></katha-article-card>
          </li>`,
        )}
        ${
          this.loading
            ? Array.from(
                { length: Math.max(1, this.skeletonCount) },
                () => html`<li class="placeholder"><katha-skeleton variant="card"></katha-skeleton></li>`,
              )
            : nothing
        }
      </ul>
      <p class="visually-hidden" role="status">
        ${this.loading ? this.t('article-list.loading') : count ? this.t('article-list.shown', { count }) : ''}
      </p>
      ${count && this.error ? this.#error() : nothing}
      ${
        this.hasMore && !this.error
          ? html`<div class="more">
              <katha-button part="load-more" variant="outlined" ?loading=${this.loading} @click=${() => this.emit<void>('katha-load-more', undefined)}
                >${this.t('article-list.loadMore')}</katha-button
              >
            </div>`
          : nothing
      }`;
  }

  #error() {
    return html`<katha-error-state message=${this.errorMessage}></katha-error-state>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-article-list': KathaArticleList;
  }
  interface HTMLElementEventMap {
    'katha-load-more': CustomEvent<void>;
  }
}
