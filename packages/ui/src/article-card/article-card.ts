import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { initials } from '../avatar/initials.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { baseStyles } from '../core/styles.js';
import type { WaitUntil } from '../core/wait-until.js';
import { OptimisticToggle, type ToggleValue } from '../toggle-button/toggle.js';
import { toggleStyles } from '../toggle-button/toggle.styles.js';
import { styles } from './article-card.styles.js';
import {
  CARD_IMAGE_SIZES,
  type CardImage,
  COMPACT_IMAGE_WIDTHS,
  cardImageSources,
  IMAGE_WIDTHS,
  imageUrl,
} from './image-sources.js';
import '@katha/i18n/messages/article-card';

export type { CardImage, CardImageFormat } from './image-sources.js';

/**
 * The fields of a Strapi article the card reads (the `Article` of `@katha/sdk` fits it).
 * `liked_by` and `bookmarked_by` are populated filtered by the reader's profile, so a
 * non-empty list means "this reader liked it".
 */
export interface CardArticle {
  documentId: string;
  slug?: string;
  title?: string;
  subtitle?: string | null;
  read_time?: number | null;
  publishedAt?: string | null;
  createdAt?: string;
  featured_image?: CardImage | null;
  author?: null | { name?: string | null; username?: string; profile_image?: CardImage | null };
  topic?: null | { name: string };
  liked_by?: readonly unknown[];
  bookmarked_by?: readonly unknown[];
}

/** Detail of `katha-open`: the article and where its link points. */
export interface ArticleOpenDetail {
  documentId: string;
  slug: string;
  href: string;
}

/** `url` with `mediaBase` prefixed when it is relative (Strapi's `/uploads/…`). */
function mediaUrl(url: string, mediaBase: string): string {
  return /^(https?:|data:|blob:)/.test(url) || !mediaBase ? url : `${mediaBase.replace(/\/$/, '')}${url}`;
}

/** The title's link: `href`, else `/core/article/<slug>`. */
function cardHref(href: string, article: CardArticle | undefined): string {
  return href || `/core/article/${encodeURIComponent(article?.slug ?? '')}`;
}

/** `shown` with each field of `given` that differs from `last` (as a binding commits only changes). */
function follow(shown: ToggleValue, last: ToggleValue | undefined, given: ToggleValue): ToggleValue {
  return {
    pressed: last && last.pressed === given.pressed ? shown.pressed : given.pressed,
    count: last && last.count === given.count ? shown.count : given.count,
  };
}

/** Detail of `katha-like` and `katha-bookmark`: the article and the new state; pass the call to `waitUntil`. */
export interface ArticleToggleDetail extends WaitUntil {
  documentId: string;
  pressed: boolean;
}

/**
 * @summary An article in a listing: a responsive featured image, the title (a link to the
 * article), subtitle, author, topic, read time, date, and like and bookmark toggles (buttons
 * with `aria-pressed`, as `katha-toggle-button`'s, in the card's own shadow root). The whole
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
  static override styles = [baseStyles, toggleStyles, styles];
  static override hydrateWhenWanted = true;

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

  /**
   * The like and bookmark as shown: what `liked`, `likeCount` and `bookmarked` (or the article's
   * lists) say when they change, and a press's flip until they do.
   */
  #shown: Record<'like' | 'bookmark', ToggleValue> = {
    like: { pressed: false },
    bookmark: { pressed: false },
  };

  /** What the inputs said at the last update. */
  #given?: Record<'like' | 'bookmark', ToggleValue>;

  /** The toggle whose failure the status line tells, the last one pressed. */
  #announcing: 'like' | 'bookmark' = 'like';

  readonly #toggles = {
    like: new OptimisticToggle(this, this.#value('like')),
    bookmark: new OptimisticToggle(this, this.#value('bookmark')),
  };

  #value(kind: 'like' | 'bookmark') {
    return {
      get: () => this.#shown[kind],
      set: (value: ToggleValue) => {
        this.#shown[kind] = value;
        this.requestUpdate();
      },
    };
  }

  protected override willUpdate(): void {
    const given = {
      like: { pressed: this.liked ?? (this.article?.liked_by?.length ?? 0) > 0, count: this.likeCount },
      bookmark: { pressed: this.bookmarked ?? (this.article?.bookmarked_by?.length ?? 0) > 0 },
    };
    this.#shown = {
      like: follow(this.#shown.like, this.#given?.like, given.like),
      bookmark: follow(this.#shown.bookmark, this.#given?.bookmark, given.bookmark),
    };
    this.#given = given;
  }

  #press(kind: 'like' | 'bookmark') {
    const article = this.article;
    if (!article) return;
    this.#announcing = kind;
    void this.#toggles[kind].press(kind, ({ pressed, waitUntil }) =>
      this.emit<ArticleToggleDetail>(kind === 'like' ? 'katha-like' : 'katha-bookmark', {
        documentId: article.documentId,
        pressed,
        waitUntil,
      }),
    );
  }

  /**
   * A plain click on the title: `katha-open` (cancelable), then `katha-navigate` (cancelable);
   * the browser follows the link unless one of them was cancelled.
   */
  #open(event: MouseEvent, article: CardArticle, href: string) {
    if (!isPlainClick(event)) return;
    const detail: ArticleOpenDetail = { documentId: article.documentId, slug: article.slug ?? '', href };
    if (
      !this.emit<ArticleOpenDetail>('katha-open', detail, { cancelable: true }) ||
      !this.emit<NavigateDetail>('katha-navigate', { href }, { cancelable: true })
    )
      event.preventDefault();
  }

  override render() {
    const article = this.article;
    if (!article) return nothing;
    const i18n = this.i18n;
    const author = article.author;
    const authorName = author?.name || author?.username || '';
    const date = article.publishedAt ?? article.createdAt;
    const level = Math.min(6, Math.max(2, Math.round(this.headingLevel) || 3));
    const href = cardHref(this.href, article);
    const image = article.featured_image;
    const endpoint = this.imageEndpoint || undefined;
    const sources = cardImageSources(
      image,
      (url) => mediaUrl(url, this.mediaBase),
      endpoint,
      this.variant === 'compact' ? COMPACT_IMAGE_WIDTHS : IMAGE_WIDTHS,
    );
    const picture = author?.profile_image;
    // The topic and the author's picture (decorative: the name is beside it) are the card's own
    // markup, not a chip and an avatar element: a page of cards carried a shadow root, a copy of
    // its styles and a hydration for each (issue 31). The picture is 32px: 64 covers 2x screens.
    const avatarSrc = !picture?.url
      ? ''
      : endpoint
        ? imageUrl(endpoint, picture.url, 64)
        : mediaUrl(picture.formats?.thumbnail?.url ?? picture.url, this.mediaBase);
    // What a page of cards repeats (issue 31): each `${}` in the text costs two hydration markers
    // and each element with bound attributes one, a conditional template two more, and whitespace
    // between the flex items a text node. So the topic, the subtitle, the author, the date and the
    // read time are bound as text into elements that CSS hides while empty (the styles' `:empty`),
    // not drawn by conditionals; and no whitespace separates the items (tags break before `>`).
    return html`<article part="base" class="base">${
      image && sources
        ? html`<div class="media">
              <img
                part="image"
                src=${sources.src}
                srcset=${ifDefined(sources.srcset || undefined)}
                sizes=${ifDefined(sources.srcset ? this.sizes || CARD_IMAGE_SIZES[this.variant] : undefined)}
                width=${ifDefined(sources.width)}
                height=${ifDefined(sources.height)}
                alt=${image.alternativeText ?? ''}
                loading=${this.priority ? 'eager' : 'lazy'}
                fetchpriority=${this.priority ? 'high' : nothing}
                decoding="async"
              />
            </div>`
        : nothing
    }<div class="body">
        <span class="topic">${article.topic?.name ?? ''}</span>
        <p class="title" role="heading" aria-level=${level}>
          <a part="title" href=${href} @click=${(event: MouseEvent) => this.#open(event, article, href)}>${article.title ?? ''}</a>
        </p>
        <p class="subtitle">${article.subtitle ?? ''}</p>
        <div class="footer"
          ><span class="author"
            ><span class="avatar" aria-hidden="true"
              >${avatarSrc ? html`<img src=${avatarSrc} alt="" loading="lazy" decoding="async" />` : authorName && initials(authorName)}</span
            ><span class="author-name">${authorName && this.t('article-card.by', { name: authorName })}</span></span
          ><span class="meta"
            ><time datetime=${ifDefined(date ?? undefined)}>${date ? i18n.formatDate(date) : ''}</time
            ><span>${article.read_time ? i18n.formatReadTime(article.read_time) : ''}</span></span
          >${this.hideActions ? nothing : this.#actions()}</div>
      </div>
    </article>`;
  }

  /**
   * The like and bookmark, drawn as the toggle element draws itself but in the card's shadow root:
   * a page of cards carried two nested toggles each, a shadow root, a stylesheet link and a
   * hydration apiece (issue 31). One status line tells a failed press of either.
   */
  #actions() {
    const { like, bookmark } = this.#toggles;
    return html`<span class="actions"
      >${like.render('like', () => this.#press('like'), { iconOnly: true })}${bookmark.render(
        'bookmark',
        () => this.#press('bookmark'),
        { iconOnly: true },
      )}<span class="visually-hidden" role="status">${this.#toggles[this.#announcing].announcement(this.#announcing)}</span></span
    >`;
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
