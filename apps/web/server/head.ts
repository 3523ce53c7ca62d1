import { createI18n, type Locale } from '@katha/i18n/core';
import { type Article, DESCRIPTION_LENGTH } from '@katha/sdk';
import { CARD_IMAGE_SIZES } from '@katha/ui/image-sources';
import { cardSources, PRIORITY_CARDS } from '../shared/images.js';
import '../src/generated/messages/web-app.js';
import type { SiteI18n } from '../src/i18n.js';
import { escapeHtml } from './html.js';
import { textOf } from './sanitize.js';

/**
 * The page's head tags, made from the route's data (the same data the app renders the page from:
 * src/loaders.ts): the common head for every page, an article's own for an article, and the
 * preload of the largest images.
 */

const articlePath = (slug: string) => `/core/article/${encodeURIComponent(slug)}`;

function absolute(origin: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

/**
 * The description (meta description, og: and twitter:description): the subtitle, else the first
 * 150 characters (code points, so no letter is cut in half) of the body's visible text (spec section 9).
 */
export function descriptionOf(article: Article, bodyText: string): string {
  const subtitle = article.subtitle?.trim();
  if (subtitle) return subtitle;
  return Array.from(bodyText.trim()).slice(0, DESCRIPTION_LENGTH).join('').trim();
}

/** The common head (spec section 1: every voice), for every page but an article's, in a locale. */
export function renderDefaultHead(locale: Locale = 'en'): string {
  const i18n: SiteI18n = createI18n(locale);
  const title = escapeHtml(i18n.t('web-app.defaultTitle'));
  const description = escapeHtml(i18n.t('web-app.defaultDescription'));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Katha" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ].join('\n    ');
}

/**
 * An article's head: title, description, canonical, hreflang alternates of its translations, Open
 * Graph, Twitter; `body` is its sanitized HTML (the loader's), `origin` the site's.
 */
export function renderArticleHead(article: Article, body: string, origin: string): string {
  const lang = (article.locale ?? 'en') as Locale;
  const i18n: SiteI18n = createI18n(lang);
  const title = article.title ?? '';
  const fullTitle = i18n.t('web-app.titleSuffix', { title });
  const description = descriptionOf(article, textOf(body));
  const canonical = `${origin}${articlePath(article.slug ?? '')}`;
  const image = article.featured_image;
  const imageUrl = absolute(origin, image?.formats?.large?.url ?? image?.formats?.medium?.url ?? image?.url);
  const alternates = [article, ...(article.localizations ?? [])].filter((item) => item.slug && item.locale);

  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    `<title>${escapeHtml(fullTitle)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...alternates.map(
      (item) =>
        `<link rel="alternate" hreflang="${escapeHtml(item.locale!)}" href="${escapeHtml(`${origin}${articlePath(item.slug!)}`)}" />`,
    ),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', 'Katha'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', lang.replace('-', '_')),
    meta('property', 'og:image', imageUrl),
    meta('property', 'article:published_time', article.publishedAt ?? undefined),
    meta('name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The largest paint of the home: a preload (fetchpriority high) of its first card's image, exactly
 * the sources the kit's card asks for (through the image endpoint), so it does not wait for the script.
 */
export function renderCardImagePreloads(articles: readonly Article[]): string {
  return articles
    .slice(0, PRIORITY_CARDS)
    .flatMap((article) => {
      const sources = cardSources(article.featured_image);
      if (!sources) return [];
      const set = sources.srcset
        ? ` imagesrcset="${escapeHtml(sources.srcset)}" imagesizes="${escapeHtml(CARD_IMAGE_SIZES.default)}"`
        : '';
      return [
        `<link rel="preload" as="image" href="${escapeHtml(sources.src)}"${set} fetchpriority="high" />`,
      ];
    })
    .join('\n    ');
}
