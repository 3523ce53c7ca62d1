import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import '../avatar/avatar.js';
import '../chip/chip.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import type { WaitUntil } from '../core/wait-until.js';
import type { KathaToggleButton, ToggleDetail } from '../toggle-button/toggle-button.js';
import { styles } from './article-card.styles.js';
import { type ArticleOpenDetail, type CardArticle, cardBox } from './card-box.js';

export type { ArticleOpenDetail, CardArticle } from './card-box.js';
export type { CardImage, CardImageFormat } from './image-sources.js';

/**
 * The like and bookmark toggles' module, loaded the first time a card shows them: a card with
 * `hide-actions` (a partner embed, a visitor's preview) never loads it, and a bundler can leave
 * it out of such a page's code.
 */
let toggles: Promise<unknown> | undefined;
const loadToggles = () => (toggles ??= import('../toggle-button/toggle-button.js'));

/** Detail of `katha-like` and `katha-bookmark`: the article and the new state; pass the call to `waitUntil`. */
export interface ArticleToggleDetail extends WaitUntil {
  documentId: string;
  pressed: boolean;
}

/**
 * @summary An article in a listing: a responsive featured image, the title (a link to the
 * article), subtitle, author, topic, read time, date, and like and bookmark toggles (their
 * module loads the first time a card shows them: `updateComplete` waits for it). The whole
 * card is clickable through its title link. Text only: nothing from the article is
 * ever rendered as HTML.
 *
 * @csspart base - The `<article>` box.
 * @csspart image - The featured `<img>`.
 * @csspart title - The title link.
 *
 * @cssprop --katha-shadow-card - The card's shadow.
 * @cssprop --katha-radius-lg - The card's corners.
 *
 * @fires {CustomEvent<ArticleOpenDetail>} katha-open - The title link (or the card) was activated. Cancel it to route in the app; otherwise `katha-navigate` follows, then the browser.
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - After an uncancelled `katha-open`: cancel it to route in the app.
 * @fires {CustomEvent<ArticleToggleDetail>} katha-like - The reader liked or unliked it (optimistic; rolls back if the promise passed to `waitUntil` rejects).
 * @fires {CustomEvent<ArticleToggleDetail>} katha-bookmark - The reader bookmarked or unbookmarked it (same pattern).
 */
@customElement('katha-article-card')
export class KathaArticleCard extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The article, as the CMS returns it (populated with author, featured_image, topic). */
  @property({ attribute: false }) article?: CardArticle;

  /** `default` (image on top) or `compact` (a row with a thumbnail). */
  @property({ reflect: true }) variant: 'default' | 'compact' = 'default';

  /** Where the title links; `/core/article/<slug>` when empty. */
  @property() href = '';

  /** Prefixed to relative image URLs (Strapi's `/uploads/…`), e.g. the CMS origin. */
  @property({ attribute: 'media-base' }) mediaBase = '';

  /**
   * The site's image endpoint (e.g. `/_image`): the image's `srcset` and the author's picture are
   * then resized copies made by it from the CMS's upload; empty for Strapi's own renditions.
   */
  @property({ attribute: 'image-endpoint' }) imageEndpoint = '';

  /** The image's `sizes`; a default fits the variant in the site's grid. */
  @property() sizes = '';

  /** Loads the image at once with high priority (the first cards of a page); lazily otherwise. */
  @property({ type: Boolean }) priority = false;

  /** Whether the reader liked it; from `article.liked_by` when unset. */
  @property({ type: Boolean }) liked?: boolean;

  /** Whether the reader bookmarked it; from `article.bookmarked_by` when unset. */
  @property({ type: Boolean }) bookmarked?: boolean;

  /** Number of likes, shown beside the heart when set. */
  @property({ type: Number, attribute: 'like-count' }) likeCount?: number;

  /** Hides the like and bookmark toggles (a visitor's preview, a partner embed). */
  @property({ type: Boolean, attribute: 'hide-actions' }) hideActions = false;

  /** The level of the title heading (2 to 6), to fit the page's outline. */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 3;

  /** Also waits for the toggles, when the card shows them: their module and their first render. */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    if (this.hideActions || !this.article) return done;
    await loadToggles();
    const buttons = this.renderRoot.querySelectorAll<KathaToggleButton>('katha-toggle-button');
    await Promise.all([...buttons].map((button) => button.updateComplete));
    return done;
  }

  #onToggle(event: CustomEvent<ToggleDetail>) {
    event.stopPropagation();
    if (!this.article) return;
    const detail: ArticleToggleDetail = {
      documentId: this.article.documentId,
      pressed: event.detail.pressed,
      waitUntil: event.detail.waitUntil,
    };
    if (event.detail.kind === 'like') this.emit<ArticleToggleDetail>('katha-like', detail);
    else this.emit<ArticleToggleDetail>('katha-bookmark', detail);
  }

  override render() {
    const article = this.article;
    if (!article) return nothing;
    return cardBox(this, {
      article,
      variant: this.variant,
      href: this.href,
      mediaBase: this.mediaBase,
      imageEndpoint: this.imageEndpoint,
      sizes: this.sizes,
      priority: this.priority,
      headingLevel: this.headingLevel,
      i18n: this.i18n,
      topic: (name) =>
        html`<katha-chip class="topic" color="primary" variant="outlined">${name}</katha-chip>`,
      picture: (name, src) => html`<katha-avatar size="sm" name=${name} src=${src} alt=""></katha-avatar>`,
      actions: this.hideActions ? nothing : this.#actions(article),
    });
  }

  #actions(article: CardArticle) {
    void loadToggles();
    return html`<span class="actions" @katha-toggle=${this.#onToggle}>
      <katha-toggle-button
        kind="like"
        icon-only
        ?pressed=${this.liked ?? (article.liked_by?.length ?? 0) > 0}
        .count=${this.likeCount}
      ></katha-toggle-button>
      <katha-toggle-button
        kind="bookmark"
        icon-only
        ?pressed=${this.bookmarked ?? (article.bookmarked_by?.length ?? 0) > 0}
      ></katha-toggle-button>
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-article-card': KathaArticleCard;
  }
  interface HTMLElementEventMap {
    'katha-open': CustomEvent<ArticleOpenDetail>;
    'katha-like': CustomEvent<ArticleToggleDetail>;
    'katha-bookmark': CustomEvent<ArticleToggleDetail>;
  }
}
