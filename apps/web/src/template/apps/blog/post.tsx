import { LOCALE_NAMES, type Locale } from '@katha/i18n/core';
import { KathaArticleList } from '@katha/react/article-list';
import { KathaSelect } from '@katha/react/select';
import {
  type Article,
  buildArticleListQuery,
  buildTrendingQuery,
  dataOf,
  type KathaClient,
  LOCALES,
  mergePages,
} from '@katha/sdk';
import type { CardArticle } from '@katha/ui/article-card';
import type { SelectChangeDetail } from '@katha/ui/select';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_ENDPOINT } from '../../../../shared/images.js';
import { useAsync } from '../../../lib/async.js';
import { loadTopics, useLoaderContext } from '../../../loaders.js';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import '../../../generated/messages/web-template-community.js';
import '../../../generated/messages/web-app.js';
import { blogDetailPath } from '../shared/community/links.js';
import { COMMUNITY_STYLES } from '../shared/community/styles.js';

/** Latest (newest first) or popular (the CMS's trending rank: the last 7 days' engagement). */
type BlogSort = 'latest' | 'popular';
const ALL_TOPICS = 'all';
/** A grid of three columns on a desktop: pages of nine. */
const PAGE_SIZE = 9;

interface Filters {
  locale: Locale;
  topicId: string | null;
  sort: BlogSort;
}

/** Page `page` of Katha's published posts with these filters, as the site's listing builds its query. */
async function loadPosts(client: KathaClient, { locale, topicId, sort }: Filters, page: number) {
  const options = { locale, topicIds: topicId ? [topicId] : [], page, pageSize: PAGE_SIZE };
  return dataOf(
    sort === 'popular'
      ? await client.GET('/articles/trending', { params: { query: buildTrendingQuery(options) } })
      : await client.GET('/articles', { params: { query: buildArticleListQuery(options) } }),
  );
}

const hrefFor = (article: CardArticle) => blogDetailPath(article.slug ?? '');

/**
 * /apps/blog/post: the blog app over Katha's real published articles (issue 17 §1): filters by
 * topic, language and order, a grid of the kit's article cards opening /apps/blog/detail/{slug},
 * and "Load more"; the kit's list shows the loading, empty and error states.
 */
export default function BlogPosts() {
  const i18n = useI18n();
  const { t } = i18n;
  usePageTitle(t('web-template-community.blog.title'));
  const { client } = useLoaderContext();
  const [filters, setFilters] = useState<Filters>({
    locale: i18n.locale as Locale,
    topicId: null,
    sort: 'latest',
  });
  const [page, setPage] = useState(1);
  const [articles, setArticles] = useState<Article[]>([]);
  const topics = useAsync(() => loadTopics(client, filters.locale), [filters.locale]);
  const listing = useAsync(async () => {
    const answer = await loadPosts(client, filters, page);
    setArticles((current) => mergePages(current, answer.data, page));
    return {
      page,
      pageCount: answer.meta.pagination?.pageCount ?? 1,
      total: answer.meta.pagination?.total ?? answer.data.length,
    };
  }, [client, filters, page]);

  /** Another filter starts the listing over from its first page. */
  const filter = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  // Switching the site's language lists that language's posts (the filter can still choose another).
  const siteLocale = i18n.locale as Locale;
  const shownLocale = useRef(siteLocale);
  useEffect(() => {
    if (shownLocale.current === siteLocale) return;
    shownLocale.current = siteLocale;
    setFilters((current) => ({ ...current, locale: siteLocale }));
    setPage(1);
  }, [siteLocale]);
  const onSelect = (apply: (value: string) => Partial<Filters>) => (event: CustomEvent<SelectChangeDetail>) =>
    filter(apply(event.detail.value));

  const topicOptions = [
    { value: ALL_TOPICS, label: t('web-template-community.blog.allTopics') },
    ...(topics.data ?? []).map((topic) => ({ value: topic.documentId, label: topic.name ?? '' })),
  ];
  const languageOptions = LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] ?? code }));
  const sortOptions = [
    { value: 'latest', label: t('web-template-community.blog.latest') },
    { value: 'popular', label: t('web-template-community.blog.popular') },
  ];
  const loading = listing.status === 'loading';

  return (
    <article className="template-page community">
      <style>{COMMUNITY_STYLES}</style>
      <h1>{t('web-template-community.blog.title')}</h1>
      <p className="template-page__intro">{t('web-template-community.blog.intro')}</p>
      <search className="community__filters" aria-label={t('web-template-community.blog.filters')}>
        <KathaSelect
          label={t('web-template-community.blog.topic')}
          options={topicOptions}
          value={filters.topicId ?? ALL_TOPICS}
          onKathaSelectChange={onSelect((value) => ({ topicId: value === ALL_TOPICS ? null : value }))}
        />
        <KathaSelect
          label={t('web-template-community.blog.language')}
          options={languageOptions}
          value={filters.locale}
          onKathaSelectChange={onSelect((value) => ({ locale: value as Locale }))}
        />
        <KathaSelect
          label={t('web-template-community.blog.sort')}
          options={sortOptions}
          value={filters.sort}
          onKathaSelectChange={onSelect((value) => ({ sort: value as BlogSort }))}
        />
      </search>
      <p className="community__count" role="status">
        {listing.data && !loading
          ? t('web-template-community.blog.count', { count: listing.data.total })
          : ''}
      </p>
      <KathaArticleList
        articles={articles as unknown as readonly CardArticle[]}
        hrefFor={hrefFor}
        loading={loading}
        error={listing.status === 'error'}
        hasMore={!!listing.data && listing.data.page < listing.data.pageCount}
        layout="grid"
        imageEndpoint={IMAGE_ENDPOINT}
        headingLevel={2}
        hideActions
        errorMessage={t('web-app.errorBody')}
        emptyHeading={t('web-template-community.blog.emptyHeading')}
        emptyMessage={t('web-template-community.blog.emptyMessage')}
        onKathaLoadMore={() => setPage((listing.data?.page ?? 0) + 1)}
        onKathaRetry={listing.reload}
      />
    </article>
  );
}
