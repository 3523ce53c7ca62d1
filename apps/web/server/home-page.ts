import { type Locale, matchLocale } from '@katha/i18n';
import { type Article, buildArticleListQuery, dataOf, type KathaClient } from '@katha/sdk';
import { CARD_IMAGE_SIZES, cardImageSources } from '@katha/ui/image-sources';
import { PRIORITY_CARDS, renderHomeBody } from './home-markup.js';
import { escapeHtml, jsonForHtml } from './html.js';

/** What the home page's latest list needs for its first page (the CMS's answer, as the app fetches it). */
export interface HomePageData {
  locale: Locale;
  page: { data: Article[]; meta: { pagination?: { page?: number; pageCount?: number; total?: number } } };
}

type Image = NonNullable<Article['featured_image']>;
type Format = { url: string; width?: number | null; height?: number | null };

const formatOf = (format: Format | null | undefined): Format | undefined =>
  format?.url ? { url: format.url, width: format.width ?? null, height: format.height ?? null } : undefined;

function imageOf(image: Image | null | undefined): Image | null {
  if (!image?.url) return null;
  const formats = Object.fromEntries(
    Object.entries(image.formats ?? {})
      .map(([name, format]) => [name, formatOf(format as Format)] as const)
      .filter(([, format]) => format),
  );
  return {
    url: image.url,
    alternativeText: image.alternativeText ?? null,
    width: image.width ?? null,
    height: image.height ?? null,
    formats,
  } as Image;
}

/**
 * What a card shows and a like or bookmark needs, and no more: the listing's populated relations
 * (texts of translations, authors' records, every rendition's metadata) stay out of the page.
 */
function cardOf(article: Article): Article {
  const { author, topic } = article;
  return {
    id: article.id,
    documentId: article.documentId,
    locale: article.locale,
    slug: article.slug,
    title: article.title,
    subtitle: article.subtitle,
    read_time: article.read_time,
    createdAt: article.createdAt,
    publishedAt: article.publishedAt,
    featured_image: imageOf(article.featured_image),
    topic: topic ? { id: topic.id, documentId: topic.documentId, name: topic.name } : null,
    author: author
      ? {
          id: author.id,
          documentId: author.documentId,
          name: author.name,
          username: author.username,
          profile_image: imageOf(author.profile_image),
        }
      : null,
    liked_by: article.liked_by ?? [],
    bookmarked_by: article.bookmarked_by ?? [],
  } as Article;
}

/**
 * The first page of the home's latest stories for a visitor in the language the browser asks for
 * (the app's own first guess before anything is stored), or null when the CMS fails: the page
 * then loads them itself, as before.
 */
export async function fetchHomePage(
  cms: KathaClient,
  acceptLanguage: string | undefined,
): Promise<HomePageData | null> {
  const locale = matchLocale(
    (acceptLanguage ?? '')
      .split(',')
      .map((entry) => entry.split(';')[0]!.trim())
      .filter(Boolean),
  );
  try {
    const result = await cms.GET('/articles', {
      params: { query: buildArticleListQuery({ locale, sort: 'latest', page: 1 }) },
    });
    const page = dataOf(result) as HomePageData['page'];
    return { locale, page: { meta: page.meta, data: page.data.map(cardOf) } };
  } catch {
    return null;
  }
}

/** The home's first screen (see home-markup.ts), for `<div id="root">`. */
export function renderHomeBodyOf(home: HomePageData): string {
  return renderHomeBody(home.locale, home.page.data);
}

/**
 * Head tags for the home page: a preload of the first cards' images (exactly the sources the kit's
 * card will ask for, so the largest paint does not wait for the script and the listing call) and
 * the listing as JSON for the app to start from (data, never executed).
 */
export function renderHomeHead(home: HomePageData): string {
  const preloads = home.page.data.slice(0, PRIORITY_CARDS).flatMap((article) => {
    const sources = cardImageSources(article.featured_image);
    if (!sources) return [];
    const set = sources.srcset
      ? ` imagesrcset="${escapeHtml(sources.srcset)}" imagesizes="${escapeHtml(CARD_IMAGE_SIZES.default)}"`
      : '';
    return [`<link rel="preload" as="image" href="${escapeHtml(sources.src)}"${set} fetchpriority="high" />`];
  });
  return [
    ...preloads,
    `<script type="application/json" id="katha-home-data">${jsonForHtml(home)}</script>`,
  ].join('\n    ');
}
