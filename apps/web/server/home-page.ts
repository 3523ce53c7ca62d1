import { type Locale, matchLocale } from '@katha/i18n';
import { type Article, buildArticleListQuery, dataOf, type KathaClient } from '@katha/sdk';
import { CARD_IMAGE_SIZES, cardImageSources } from '@katha/ui/image-sources';
import { escapeHtml, jsonForHtml } from './html.js';

/** What the home page's latest list needs for its first page (the CMS's answer, as the app fetches it). */
export interface HomePageData {
  locale: Locale;
  page: { data: Article[]; meta: { pagination?: { page?: number; pageCount?: number; total?: number } } };
}

/** How many of the first cards the kit's list draws eagerly (its `priority-count`). */
const PRIORITY_CARDS = 2;

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
    return { locale, page: dataOf(result) as HomePageData['page'] };
  } catch {
    return null;
  }
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
