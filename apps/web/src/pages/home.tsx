import { KathaButton } from '@katha/react/button';
import { KathaChip } from '@katha/react/chip';
import { type ArticleSortOption, dataOf, type Topic } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { type Loaded, useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import type { ListedArticle } from '../lib/listed-article.js';
import { paths } from '../lib/paths.js';
import { homeData, loadLatest, loadTopics, loadTrending } from '../loaders.js';
import { ArticleList } from '../parts/article-list.js';
import { ErrorState } from '../parts/error-state.js';
import { usePageTitle } from '../parts/page-title.js';
import { type ArticlePage, PagedArticles } from '../parts/paged-articles.js';
import { RecruitBanner } from '../parts/recruit-banner.js';
import { WhenNear } from '../parts/when-near.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { useRouteData } from '../state/route-data.js';
import { profileIdAtom } from '../state/session.js';
import '../generated/messages/web-home.js';

/** The aside's lower parts: their code loads when the reader gets near them (far down on a phone). */
const Authors = lazy(() => import('../parts/authors.js').then((module) => ({ default: module.Authors })));
const Newsletter = lazy(() =>
  import('../parts/newsletter.js').then((module) => ({ default: module.Newsletter })),
);

export default function HomePage() {
  usePageTitle(null);
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  const [, navigate] = useLocation();
  const [sort, setSort] = useState<ArticleSortOption>('latest');
  const [topicId, setTopicId] = useState<string | null>(null);
  // The first screen as the server rendered it (src/loaders.ts: loadHome), for this reader.
  const first = useRouteData(homeData, { locale, profileId });
  const [firstReader] = useState(`${locale}|${profileId}`);
  const firstPage =
    sort === 'latest' && !topicId && `${locale}|${profileId}` === firstReader ? first?.latest : undefined;
  const trending = useAsync(
    () => loadTrending(katha, { locale, profileId }),
    [locale, profileId],
    first?.trending,
  );
  const topics = useAsync(() => loadTopics(katha, locale), [locale], first?.topics);

  const surprise = async () => {
    try {
      const data = dataOf(await katha.GET('/articles/surprise-me', { params: { query: { locale } } }));
      if (data.data.slug) navigate(paths.article(data.data.slug));
    } catch {
      // Nothing to surprise with in this language: stay on the home page.
    }
  };

  return (
    <div className="home">
      <RecruitBanner />
      <Topics topics={topics} topicId={topicId} onTopic={setTopicId} />
      <Columns
        sort={sort}
        onSort={setSort}
        listKey={`${locale}|${profileId}|${sort}|${topicId}`}
        firstPage={firstPage}
        load={(page) => loadLatest(katha, { locale, profileId, sort, topicId, page })}
        trending={trending}
        onSurprise={() => void surprise()}
      />
    </div>
  );
}

function Topics({
  topics,
  topicId,
  onTopic,
}: {
  topics: Loaded<Topic[]>;
  topicId: string | null;
  onTopic: (topicId: string | null) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="home__topics" aria-labelledby="topics-heading">
      <h2 id="topics-heading" className="section-title">
        {t('web-home.topics')}
      </h2>
      {topics.status === 'error' ? (
        <ErrorState onRetry={topics.reload} />
      ) : (
        <div className="chips">
          <KathaChip variant={topicId ? 'outlined' : 'filled'} onClick={() => onTopic(null)}>
            {t('web-home.allTopics')}
          </KathaChip>
          {(topics.data ?? []).map((topic) => (
            <KathaChip
              key={topic.documentId}
              variant={topicId === topic.documentId ? 'filled' : 'outlined'}
              onClick={() => onTopic(topic.documentId)}
            >
              {topic.name}
            </KathaChip>
          ))}
        </div>
      )}
    </section>
  );
}

function Columns({
  sort,
  onSort,
  listKey,
  firstPage,
  load,
  trending,
  onSurprise,
}: {
  sort: ArticleSortOption;
  onSort: (sort: ArticleSortOption) => void;
  /** Changes with the listing's query: the listing starts over. */
  listKey: string;
  firstPage: ArticlePage | undefined;
  load: (page: number) => Promise<ArticlePage>;
  trending: Loaded<ListedArticle[]>;
  onSurprise: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className="home__columns">
      <section className="home__latest" aria-labelledby="latest-heading">
        <div className="section-head">
          <h1 id="latest-heading" className="section-title">
            {t('web-home.latest')}
          </h1>
          <label className="sort">
            <span>{t('web-home.sortLabel')}</span>
            <select
              value={sort}
              onChange={(event) => onSort(event.target.value as ArticleSortOption)}
              // A sort picked in the server's page, before the app hydrated it, is applied.
              ref={(select) => {
                if (select && select.value !== sort) onSort(select.value as ArticleSortOption);
              }}
            >
              <option value="latest">{t('web-home.sortLatest')}</option>
              <option value="oldest">{t('web-home.sortOldest')}</option>
              <option value="duration_high">{t('web-home.sortLongest')}</option>
              <option value="duration_low">{t('web-home.sortShortest')}</option>
            </select>
          </label>
        </div>
        <PagedArticles
          key={listKey}
          firstPage={firstPage}
          load={load}
          emptyHeading={t('web-home.emptyHeading')}
          emptyMessage={t('web-home.emptyMessage')}
        />
      </section>

      <aside className="home__trending" aria-labelledby="trending-heading">
        <h2 id="trending-heading" className="section-title">
          {t('web-home.trending')}
        </h2>
        <ArticleList
          layout="list"
          articles={trending.data ?? []}
          loading={trending.status === 'loading'}
          error={trending.status === 'error'}
          onRetry={trending.reload}
          onChanged={trending.reload}
        />
        <KathaButton variant="text" onClick={onSurprise}>
          {t('web-home.surpriseMe')}
        </KathaButton>
        <WhenNear>
          <Suspense fallback={null}>
            <Authors />
            <Newsletter />
          </Suspense>
        </WhenNear>
      </aside>
    </div>
  );
}
