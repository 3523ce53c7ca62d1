// The home page's first screen as HTML, so the first cards (and the largest paint, the first
// card's image) show before any script runs. The kit's elements are written as declarative
// shadow DOM on plain hosts (`div`, `span`: never the custom tags, which the kit's code would
// upgrade, empty, when it loads) with the kit's own styles (read from the element classes, so a style change in the
// kit is a change here too); their templates are mirrored from packages/ui (article-list,
// article-card, chip, avatar, toggle-button, writer-banner). The app replaces this markup with
// the same page when it starts (app.css and the elements' layout keep every box where it was), so
// nothing moves: each part in a task of its own, and the latest stories' list only once the app's
// own list has drawn as many cards behind it (src/parts/article-list.tsx).
import { createI18n, type Locale } from '@katha/i18n';
import '@katha/i18n/messages/web-home';
import '@katha/i18n/messages/web-app';
import type { Article } from '@katha/sdk';
import { KathaArticleCard } from '@katha/ui/article-card';
import { KathaArticleList } from '@katha/ui/article-list';
import { KathaAvatar } from '@katha/ui/avatar';
import { KathaChip } from '@katha/ui/chip';
import { CARD_IMAGE_SIZES, cardImageSources } from '@katha/ui/image-sources';
import { KathaToggleButton } from '@katha/ui/toggle-button';
import { KathaWriterBanner } from '@katha/ui/writer-banner';
import type { CSSResultGroup } from 'lit';
import { escapeHtml } from './html.js';

type Styled = { styles?: CSSResultGroup };

/** An element's stylesheet text, as Lit adopts it (its `static styles`, flattened). */
function cssOf(element: Styled): string {
  const flat = [element.styles].flat(Number.POSITIVE_INFINITY as 1) as Array<{ cssText?: string }>;
  return flat
    .map((sheet) => sheet?.cssText ?? '')
    .join('\n')
    .replace(/\s+/g, ' ');
}

const CSS = {
  list: cssOf(KathaArticleList as Styled),
  card: cssOf(KathaArticleCard as Styled),
  chip: cssOf(KathaChip as Styled),
  avatar: cssOf(KathaAvatar as Styled),
  // Until the app takes over, the server's toggles do nothing: disabled, drawn as the app draws them.
  toggle: `${cssOf(KathaToggleButton as Styled)} .base:disabled { cursor: default; opacity: 1; }`,
  banner: cssOf(KathaWriterBanner as Styled),
};

const shadow = (css: string, content: string) =>
  `<template shadowrootmode="open"><style>${css}</style>${content}</template>`;

/** The kit's `icon()` wrapper around one of its shapes (packages/ui/src/icons). */
const icon = (shape: string) =>
  `<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`;
const HEART =
  '<path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 6.6 4.6 4.6 0 0 1 20.6 11C19 15.6 12 20 12 20z" />';
const BOOKMARK = '<path d="M6 4h12v17l-6-4-6 4z" />';
const PENCIL = '<path d="M4 20h4L19 9l-4-4L4 16z" /><path d="M13.5 6.5l4 4" />';

type I18n = ReturnType<typeof createI18n>;

function chip(content: string, attributes: string): string {
  return `<span ${attributes}>${shadow(
    CSS.chip,
    '<span part="base" class="base"><slot name="prefix"></slot><slot></slot></span>',
  )}${content}</span>`;
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string) => Array.from(word)[0] ?? '';
  const letters = words.length > 1 ? first(words[0]!) + first(words.at(-1)!) : first(words[0] ?? '');
  return letters.toLocaleUpperCase();
}

function avatar(name: string, src: string): string {
  const inner = src
    ? `<span part="base" class="base"><img part="image" src="${escapeHtml(src)}" alt="" loading="lazy" decoding="async" /></span>`
    : `<span part="base" class="base" role="img" aria-label=""><span aria-hidden="true">${escapeHtml(initials(name))}</span></span>`;
  return `<span size="sm" shape="circle" name="${escapeHtml(name)}" alt="">${shadow(CSS.avatar, inner)}</span>`;
}

function toggle(i18n: I18n, kind: 'like' | 'bookmark', pressed: boolean): string {
  const label =
    kind === 'like'
      ? i18n.t(pressed ? 'toggle-button.liked' : 'toggle-button.like')
      : i18n.t(pressed ? 'toggle-button.bookmarked' : 'toggle-button.bookmark');
  return `<span kind="${kind}" icon-only${pressed ? ' pressed' : ''}>${shadow(
    CSS.toggle,
    `<button part="base" class="base" type="button" aria-pressed="${pressed}" aria-busy="false" disabled>${icon(
      kind === 'like' ? HEART : BOOKMARK,
    )}<span class="label visually-hidden">${escapeHtml(label)}</span></button><span class="visually-hidden" role="status"></span>`,
  )}</span>`;
}

/** `katha-article-card` (default variant) as the kit renders it. */
function card(i18n: I18n, article: Article, priority: boolean, headingLevel: number): string {
  const image = article.featured_image;
  const sources = cardImageSources(image);
  const media =
    image && sources
      ? `<div class="media"><img part="image" src="${escapeHtml(sources.src)}"${
          sources.srcset
            ? ` srcset="${escapeHtml(sources.srcset)}" sizes="${escapeHtml(CARD_IMAGE_SIZES.default)}"`
            : ''
        }${sources.width ? ` width="${sources.width}"` : ''}${sources.height ? ` height="${sources.height}"` : ''} alt="${escapeHtml(
          image.alternativeText ?? '',
        )}" loading="${priority ? 'eager' : 'lazy'}" fetchpriority="${priority ? 'high' : 'auto'}" decoding="async" /></div>`
      : '';
  const author = article.author;
  const authorName = author?.name || author?.username || '';
  const authorImage = author?.profile_image;
  const date = article.publishedAt ?? article.createdAt;
  const href = `/core/article/${encodeURIComponent(article.slug ?? '')}`;
  const body = [
    article.topic?.name
      ? chip(escapeHtml(article.topic.name), 'class="topic" color="primary" variant="outlined"')
      : '',
    `<p class="title" role="heading" aria-level="${headingLevel}"><a part="title" href="${escapeHtml(href)}">${escapeHtml(
      article.title ?? '',
    )}</a></p>`,
    article.subtitle ? `<p class="subtitle">${escapeHtml(article.subtitle)}</p>` : '',
    '<div class="footer">',
    authorName
      ? `<span class="author">${avatar(
          authorName,
          authorImage?.url ? (authorImage.formats?.thumbnail?.url ?? authorImage.url) : '',
        )}<span class="author-name">${escapeHtml(i18n.t('article-card.by', { name: authorName }))}</span></span>`
      : '',
    '<span class="meta">',
    date ? `<time datetime="${escapeHtml(date)}">${escapeHtml(i18n.formatDate(date))}</time>` : '',
    article.read_time ? `<span>${escapeHtml(i18n.formatReadTime(article.read_time))}</span>` : '',
    '</span>',
    `<span class="actions">${toggle(i18n, 'like', (article.liked_by?.length ?? 0) > 0)}${toggle(
      i18n,
      'bookmark',
      (article.bookmarked_by?.length ?? 0) > 0,
    )}</span>`,
    '</div>',
  ].join('');
  return `<div variant="default" heading-level="${headingLevel}"${priority ? ' data-priority-images' : ''}>${shadow(
    CSS.card,
    `<article part="base" class="base">${media}<div class="body">${body}</div></article>`,
  )}</div>`;
}

/** How many of the first cards load their image eagerly, as the kit's list does (`priority-count`). */
export const PRIORITY_CARDS = 2;

/**
 * How many cards the first screen gets: two rows of the grid, more than any screen shows above the
 * fold. The rest of the page's cards (in the JSON) come with the app; fewer shadow roots to parse
 * and lay out before the first paint.
 */
export const SERVER_CARDS = 4;

/** `katha-article-list` (grid) of the first cards, without its "Load more" (below the first screen). */
function list(i18n: I18n, articles: readonly Article[]): string {
  const items = articles
    .slice(0, SERVER_CARDS)
    .map((article, index) => `<li>${card(i18n, article, index < PRIORITY_CARDS, 2)}</li>`)
    .join('');
  return `<div layout="grid" heading-level="2" data-priority-images>${shadow(
    CSS.list,
    `<ul part="list" class="list" aria-busy="false">${items}</ul>`,
  )}</div>`;
}

function banner(i18n: I18n): string {
  return `<div class="recruit">${shadow(
    CSS.banner,
    `<aside part="base" class="base" aria-labelledby="pitch"><p id="pitch" class="pitch">${escapeHtml(
      i18n.t('writer-banner.pitch'),
    )}</p><a part="link" class="link" href="/core/write/new">${icon(PENCIL)}${escapeHtml(
      i18n.t('writer-banner.cta'),
    )}</a></aside>`,
  )}</div>`;
}

/**
 * The home page as a visitor first sees it (pages/home.tsx and layout/full-layout.tsx): the
 * header's bar, the recruitment banner, the topics heading, and the latest stories with their
 * heading and sort; the parts that load later (topics, trending, authors) start empty, in their
 * reserved space, as in the app. The app hydrates the plain elements (their markup is the app's,
 * tests/e2e/hydration.spec.ts) and replaces the kit's, whose server copies (their toggles
 * disabled) only show the first screen until it starts; a sort picked before then is applied
 * when it starts.
 */
export function renderHomeBody(locale: Locale, articles: readonly Article[]): string {
  const i18n = createI18n(locale);
  const t = (id: Parameters<I18n['t']>[0]) => escapeHtml(i18n.t(id));
  const options = (
    [
      ['latest', 'web-home.sortLatest'],
      ['oldest', 'web-home.sortOldest'],
      ['duration_high', 'web-home.sortLongest'],
      ['duration_low', 'web-home.sortShortest'],
    ] as const
  )
    // The first, "latest", is the one selected, as in the app.
    .map(([value, id]) => `<option value="${value}">${t(id)}</option>`)
    .join('');
  return [
    '<div class="layout">',
    `<a class="skip-link" href="#main">${t('web-app.skipToContent')}</a>`,
    '<header class="topbar"><div class="topbar__inner"></div></header>',
    '<main id="main" class="page"><div class="home">',
    banner(i18n),
    `<section class="home__topics" aria-labelledby="topics-heading"><h2 id="topics-heading" class="section-title">${t(
      'web-home.topics',
    )}</h2><div class="chips">${chip(t('web-home.allTopics'), 'color="default" variant="filled"')}</div></section>`,
    '<div class="home__columns">',
    `<section class="home__latest" aria-labelledby="latest-heading"><div class="section-head"><h1 id="latest-heading" class="section-title">${t(
      'web-home.latest',
    )}</h1><label class="sort"><span>${t('web-home.sortLabel')}</span><select>${options}</select></label></div>`,
    `<div>${list(i18n, articles)}</div>`,
    '</section>',
    `<aside class="home__trending" aria-labelledby="trending-heading"><h2 id="trending-heading" class="section-title">${t(
      'web-home.trending',
    )}</h2></aside>`,
    '</div></div></main></div>',
  ].join('');
}
