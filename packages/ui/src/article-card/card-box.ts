import type { KathaI18n } from '@katha/i18n/core';
import type { MessageId, MessageValues } from '@katha/i18n/translate';
import { ifDefined } from 'lit/directives/if-defined.js';
import { html, nothing } from 'lit/html.js';
import { kathaEvent } from '../core/event.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import {
  CARD_IMAGE_SIZES,
  type CardImage,
  COMPACT_IMAGE_WIDTHS,
  cardImageSources,
  IMAGE_WIDTHS,
  imageUrl,
} from './image-sources.js';

export { styles as cardBoxStyles } from './article-card.styles.js';

import '@katha/i18n/messages/article-card';

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

/** What renders the card box: its words, its formatters, and where its events go. */
export interface CardBoxHost extends EventTarget {
  t(id: MessageId, values?: MessageValues): string;
}

/** How the card box shows `article` (the `katha-article-card` properties of the same names). */
export interface CardBoxOptions {
  article: CardArticle;
  variant: 'default' | 'compact';
  /** Where the title links (`/core/article/<slug>` when empty). */
  href: string;
  mediaBase: string;
  /**
   * The site's image endpoint (`/_image`, or its absolute URL on a partner's page): the image and the
   * author's picture are then resized copies made by it; empty for Strapi's own renditions.
   */
  imageEndpoint?: string;
  sizes: string;
  priority: boolean;
  headingLevel: number;
  /** The formatters of the host's locale. */
  i18n: Pick<KathaI18n, 'formatDate' | 'formatReadTime'>;
  /** The topic's chip (class `topic`): `katha-chip` in the kit's card, the chip's box in a widget. */
  topic(name: string): unknown;
  /** The author's picture (32px, `src` may be empty): `katha-avatar` in the kit's card, the avatar's box in a widget. */
  picture(name: string, src: string): unknown;
  /** What the footer ends with (the like and bookmark toggles), `nothing` for none. */
  actions: unknown;
  /** Prefixed to the box's part names (`base`, `image`, `title`). */
  partPrefix?: string;
}

/** `url` with `mediaBase` prefixed when it is relative (Strapi's `/uploads/…`). */
export function mediaUrl(url: string, mediaBase: string): string {
  return /^(https?:|data:|blob:)/.test(url) || !mediaBase ? url : `${mediaBase.replace(/\/$/, '')}${url}`;
}

/** The title's link: `href`, else `/core/article/<slug>`. */
export function cardHref(href: string, article: CardArticle | undefined): string {
  return href || `/core/article/${encodeURIComponent(article?.slug ?? '')}`;
}

/**
 * A plain click on the title: `katha-open` (cancelable), then `katha-navigate` (cancelable),
 * on `host`; the browser follows the link unless one of them was cancelled.
 */
function open(host: CardBoxHost, event: MouseEvent, article: CardArticle, href: string) {
  if (!isPlainClick(event)) return;
  const detail: ArticleOpenDetail = { documentId: article.documentId, slug: article.slug ?? '', href };
  if (
    !host.dispatchEvent(kathaEvent<ArticleOpenDetail>('katha-open', detail, true)) ||
    !host.dispatchEvent(kathaEvent<NavigateDetail>('katha-navigate', { href }, true))
  )
    event.preventDefault();
}

/**
 * The article card's box (what `katha-article-card` renders, without the element), for a shadow
 * root with `cardBoxStyles`: a partner widget shows a card without defining one (with the chip's
 * and avatar's boxes, `@katha/ui/chip-box` and `@katha/ui/avatar-box`, as `topic` and `picture`).
 * The title's click fires `katha-open` and `katha-navigate` on `host`.
 */
export function cardBox(host: CardBoxHost, o: CardBoxOptions) {
  const { article, i18n } = o;
  const part = o.partPrefix ?? '';
  const author = article.author;
  const authorName = author?.name || author?.username || '';
  const date = article.publishedAt ?? article.createdAt;
  const level = Math.min(6, Math.max(2, Math.round(o.headingLevel) || 3));
  const href = cardHref(o.href, article);
  const image = article.featured_image;
  const endpoint = o.imageEndpoint || undefined;
  const sources = cardImageSources(
    image,
    (url) => mediaUrl(url, o.mediaBase),
    endpoint,
    o.variant === 'compact' ? COMPACT_IMAGE_WIDTHS : IMAGE_WIDTHS,
  );
  const picture = author?.profile_image;
  // The avatar is 32px: 64 covers screens up to 2x.
  const avatarSrc = !picture?.url
    ? ''
    : endpoint
      ? imageUrl(endpoint, picture.url, 64)
      : mediaUrl(picture.formats?.thumbnail?.url ?? picture.url, o.mediaBase);
  return html`<article part="${part}base" class="base">
    ${
      image && sources
        ? html`<div class="media">
            <img
              part="${part}image"
              src=${sources.src}
              srcset=${ifDefined(sources.srcset || undefined)}
              sizes=${ifDefined(sources.srcset ? o.sizes || CARD_IMAGE_SIZES[o.variant] : undefined)}
              width=${ifDefined(sources.width)}
              height=${ifDefined(sources.height)}
              alt=${image.alternativeText ?? ''}
              loading=${o.priority ? 'eager' : 'lazy'}
              fetchpriority=${o.priority ? 'high' : 'auto'}
              decoding="async"
            />
          </div>`
        : nothing
    }
    <div class="body">
      ${article.topic?.name ? o.topic(article.topic.name) : nothing}
      <p class="title" role="heading" aria-level=${level}>
        <a part="${part}title" href=${href} @click=${(event: MouseEvent) => open(host, event, article, href)}>${article.title ?? ''}</a>
      </p>
      ${article.subtitle ? html`<p class="subtitle">${article.subtitle}</p>` : nothing}
      <div class="footer">
        ${
          authorName
            ? html`<span class="author">
                ${o.picture(authorName, avatarSrc)}
                <span class="author-name">${host.t('article-card.by', { name: authorName })}</span>
              </span>`
            : nothing
        }
        <span class="meta">
          ${date ? html`<time datetime=${date}>${i18n.formatDate(date)}</time>` : nothing}
          ${article.read_time ? html`<span>${i18n.formatReadTime(article.read_time)}</span>` : nothing}
        </span>
        ${o.actions}
      </div>
    </div>
  </article>`;
}
