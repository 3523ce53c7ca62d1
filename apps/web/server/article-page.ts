import { createI18n, type Locale } from '@katha/i18n';
import {
  type Article,
  buildArticleListQuery,
  DESCRIPTION_LENGTH,
  dataOf,
  type KathaClient,
  LOCALES,
} from '@katha/sdk';
import { ARTICLE_IMAGE_SIZES, imageSrcSet } from '../shared/images.js';
import { escapeHtml, jsonForHtml } from './html.js';
import { sanitizeHtml, textOf } from './sanitize.js';

/** The article with this slug, in whichever locale has it (slugs are unique per locale); null if none. */
export async function findArticle(cms: KathaClient, slug: string): Promise<Article | null> {
  const found = await Promise.all(
    LOCALES.map(async (locale) => {
      const result = await cms.GET('/articles', {
        params: { query: buildArticleListQuery({ slug, locale, listingRule: false, pageSize: 1 }) },
      });
      return dataOf(result).data[0] ?? null;
    }),
  );
  return found.find(Boolean) ?? null;
}

const articlePath = (slug: string) => `/core/article/${encodeURIComponent(slug)}`;

function absolute(origin: string, url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

/** The description: the subtitle, else the first 150 characters of the body's text. */
export function descriptionOf(article: Article, bodyText: string): string {
  const subtitle = article.subtitle?.trim();
  if (subtitle) return subtitle;
  return bodyText.slice(0, DESCRIPTION_LENGTH).trim();
}

/** The common head (spec section 1: every voice), for every page but an article's, in a locale. */
export function renderDefaultHead(locale: Locale = 'en'): string {
  const i18n = createI18n(locale);
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

export interface RenderedArticle {
  head: string;
  body: string;
  lang: Locale;
}

/**
 * The head (title, description, Open Graph, Twitter, canonical, hreflang alternates) and the
 * readable article for `<div id="root">`, in the same markup the app renders, plus the article
 * as JSON for the app to take over without fetching again.
 */
export function renderArticle(article: Article, origin: string): RenderedArticle {
  const lang = (article.locale ?? 'en') as Locale;
  const i18n = createI18n(lang);
  const body = sanitizeHtml(article.body);
  const bodyText = textOf(body);
  const title = article.title ?? '';
  const fullTitle = i18n.t('web-app.titleSuffix', { title });
  const description = descriptionOf(article, bodyText);
  const canonical = `${origin}${articlePath(article.slug ?? '')}`;
  const image = article.featured_image;
  const imageUrl = absolute(origin, image?.formats?.large?.url ?? image?.formats?.medium?.url ?? image?.url);
  const alternates = [article, ...(article.localizations ?? [])].filter((item) => item.slug && item.locale);

  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';
  const head = [
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
    `<script type="application/json" id="katha-article-data">${jsonForHtml({ slug: article.slug, article, safeBody: body })}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');

  const metaLine = [
    article.publishedAt
      ? `<span>${escapeHtml(i18n.formatDate(article.publishedAt, { dateStyle: 'long' }))}</span>`
      : '',
    article.read_time ? `<span>${escapeHtml(i18n.formatReadTime(article.read_time))}</span>` : '',
  ].join('');
  const srcset = imageSrcSet(image);
  const imageTag = image
    ? `<img class="article__image" src="${escapeHtml(image.formats?.large?.url ?? image.url)}"${
        srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${ARTICLE_IMAGE_SIZES}"` : ''
      }${
        image.width ? ` width="${image.width}"` : ''
      }${image.height ? ` height="${image.height}"` : ''} alt="${escapeHtml(image.alternativeText ?? '')}" fetchpriority="high" />`
    : '';
  const markup = `<div class="layout"><header class="topbar"><div class="topbar__inner"></div></header><main id="main" class="page"><div class="article-page"><article class="article" lang="${escapeHtml(lang)}"><header class="article__header"><h1 class="article__title">${escapeHtml(title)}</h1>${
    article.subtitle ? `<p class="article__subtitle">${escapeHtml(article.subtitle)}</p>` : ''
  }<p class="article__meta">${metaLine}</p></header>${imageTag}<div class="article__body">${body}</div></article></div></main></div>`;
  return { head, body: markup, lang };
}
